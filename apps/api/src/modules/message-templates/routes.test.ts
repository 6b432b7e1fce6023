import { randomUUID } from 'node:crypto';
import { MESSAGE_TEMPLATE_LIMIT } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { messageTemplates } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { call, insertEmployer } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';
import { DEMO_TEMPLATES } from './seed.js';
import { TEMPLATE_LIMIT_MESSAGE, TEMPLATE_NOT_FOUND_MESSAGE } from './service.js';

const firstTouch = { name: 'First touch', body: 'Hi {firstName}, about {jobTitle} at {practice}.' };

describe.each(testDatabases())('message templates (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let recruiter: string;
  let recruiterId: string;
  let manager: string;
  let other: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db, { profile: { practiceManagerName: 'Dana Whitfield' } });
    ({ id: recruiterId, token: recruiter } = await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz'));
    manager = (await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee')).token;
    other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function create(token: string, payload: unknown) {
    return call(app, 'POST', '/employer/message-templates', token, payload);
  }

  it('a recruiter adds, lists, changes and deletes templates, each signed with who wrote and changed it', async () => {
    const created = await create(recruiter, { name: '  First touch ', body: ` ${firstTouch.body}\n` });
    expect(created.statusCode, created.body).toBe(200);
    const template = created.json().data.template;
    expect(template).toMatchObject({
      name: 'First touch',
      body: firstTouch.body,
      createdBy: { memberId: recruiterId, name: 'Ana Ruiz', role: 'recruiter' },
      updatedBy: { memberId: recruiterId, name: 'Ana Ruiz', role: 'recruiter' },
    });

    const second = await create(owner.token, {
      name: 'Courteous rejection',
      body: 'Dear {firstName}, thank you.',
    });
    expect(second.statusCode, second.body).toBe(200);

    const listed = await call(app, 'GET', '/employer/message-templates', owner.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.templates.map((item: { name: string }) => item.name)).toEqual([
      'Courteous rejection',
      'First touch',
    ]);

    const changed = await call(app, 'PUT', `/employer/message-templates/${template._id}`, owner.token, {
      name: 'First touch (short)',
      body: 'Hi {firstName}!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.template).toMatchObject({
      _id: template._id,
      name: 'First touch (short)',
      body: 'Hi {firstName}!',
      createdBy: { memberId: recruiterId, role: 'recruiter' },
      updatedBy: { memberId: null, name: 'Dana Whitfield', role: 'owner' },
    });

    const deleted = await call(app, 'DELETE', `/employer/message-templates/${template._id}`, recruiter);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, data: { deleted: true } });
    const again = await call(app, 'DELETE', `/employer/message-templates/${template._id}`, recruiter);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, error: { message: TEMPLATE_NOT_FOUND_MESSAGE } });
  });

  it('refuses a hiring manager, who never messages candidates, with who manages templates', async () => {
    const [row] = await db
      .insert(messageTemplates)
      .values({
        employerId: owner.id,
        name: 'Kept',
        body: 'Hi',
        createdByRole: 'owner',
        updatedByRole: 'owner',
      })
      .returning();
    const attempts = [
      await call(app, 'GET', '/employer/message-templates', manager),
      await create(manager, { name: 'Mine', body: 'Hi' }),
      await call(app, 'PUT', `/employer/message-templates/${row?.id}`, manager, {
        name: 'Changed',
        body: 'Hi',
      }),
      await call(app, 'DELETE', `/employer/message-templates/${row?.id}`, manager),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        error: { message: "Hiring managers don't message candidates; the owner or a recruiter does." },
      });
    }
    const [kept] = await db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.id, row?.id ?? ''));
    expect(kept?.name).toBe('Kept');
    expect((await call(app, 'GET', '/employer/message-templates')).statusCode).toBe(401);
  });

  it('answers 404 for another organization’s template, and never shows or changes it', async () => {
    const theirs = await create(other.token, { name: 'Riverbend first touch', body: 'Hi {firstName}' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const id = theirs.json().data.template._id as string;

    const listed = await call(app, 'GET', '/employer/message-templates', owner.token);
    expect(listed.body).not.toContain('Riverbend');
    for (const [method, token] of [
      ['PUT', owner.token],
      ['PUT', recruiter],
      ['DELETE', owner.token],
      ['DELETE', recruiter],
    ] as const) {
      const response = await call(app, method, `/employer/message-templates/${id}`, token, {
        name: 'Taken over',
        body: 'Hi',
      });
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: { message: TEMPLATE_NOT_FOUND_MESSAGE },
      });
    }
    for (const unknown of [randomUUID(), 'not-a-uuid', '..']) {
      const response = await call(
        app,
        'PUT',
        `/employer/message-templates/${unknown}`,
        owner.token,
        firstTouch,
      );
      expect(response.statusCode).toBe(404);
    }
    const [kept] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
    expect(kept).toMatchObject({ name: 'Riverbend first touch', employerId: other.id });
  });

  it('refuses bad input with the field’s sentence', async () => {
    for (const [payload, message] of [
      [{ name: '', body: 'Hi' }, 'Name the template'],
      [{ name: 'x'.repeat(81), body: 'Hi' }, 'The name must be at most 80 characters'],
      [{ name: 'Empty', body: '   ' }, 'Write the message'],
      [
        { name: 'Typo', body: 'Hi {firstname}' },
        'Unknown placeholder {firstname}: use {firstName}, {jobTitle}, {practice}',
      ],
    ] as const) {
      const response = await create(owner.token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().error.message).toContain(message);
    }
  });

  it('keeps names unique in the organization, whatever their case', async () => {
    const fresh = await insertEmployer(db);
    expect((await create(fresh.token, { name: 'Follow-up', body: 'Hi' })).statusCode).toBe(200);
    const clash = await create(fresh.token, { name: 'follow-UP', body: 'Hello' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(
      'A template named “follow-UP” already exists. Choose another name.',
    );
    // Another organization may use the name.
    expect((await create(other.token, { name: 'Follow-up', body: 'Hi' })).statusCode).toBe(200);
    // A template keeps its own name when changed.
    const own = await create(fresh.token, { name: 'Second', body: 'Hi' });
    const id = own.json().data.template._id as string;
    const renamed = await call(app, 'PUT', `/employer/message-templates/${id}`, fresh.token, {
      name: 'SECOND',
      body: 'Hi again',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const clashOnChange = await call(app, 'PUT', `/employer/message-templates/${id}`, fresh.token, {
      name: 'follow-up',
      body: 'Hi',
    });
    expect(clashOnChange.statusCode).toBe(409);
  });

  it(`keeps at most ${MESSAGE_TEMPLATE_LIMIT} templates an organization`, async () => {
    const full = await insertEmployer(db);
    await db.insert(messageTemplates).values(
      Array.from({ length: MESSAGE_TEMPLATE_LIMIT - 1 }, (_, index) => ({
        employerId: full.id,
        name: `Template ${index}`,
        body: 'Hi',
        createdByRole: 'owner',
        updatedByRole: 'owner',
      })),
    );
    expect((await create(full.token, { name: 'The last one', body: 'Hi' })).statusCode).toBe(200);
    const over = await create(full.token, { name: 'One too many', body: 'Hi' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, error: { message: TEMPLATE_LIMIT_MESSAGE } });
    const listed = await call(app, 'GET', '/employer/message-templates', full.token);
    expect(listed.json().data.templates).toHaveLength(MESSAGE_TEMPLATE_LIMIT);
  });

  it('the demo’s templates use only known placeholders', async () => {
    for (const template of DEMO_TEMPLATES) {
      const response = await create((await insertEmployer(db)).token, template);
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

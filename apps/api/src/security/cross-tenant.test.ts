import { randomBytes, randomUUID } from 'node:crypto';
import { reportApiPaths, responsivenessApiPaths } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, employers, jobs, messageTemplates, savedSearches } from '../db/schema.js';
import { insertJob } from '../modules/matches/test-support.js';
import type { TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import {
  type Actor,
  candidateActor,
  createSecurityApp,
  demoEmployer,
  type EmployerActor,
  employerActorFor,
  otherActiveEmployer,
  send,
} from './actors.js';
import {
  apiOperations,
  envelopeProblem,
  exampleOf,
  type Operation,
  operationName,
  urlOf,
} from './api-surface.js';
import { type TenantIds, tenantIds } from './tenant-ids.js';

const marker = () => randomBytes(6).toString('hex');

/**
 * Words only the first employer's data holds. `public` ones may reach a candidate (an open job's title and
 * its organization are on the job board); the others must never leave the first employer's account.
 */
const sentinels = {
  organizationName: { text: `Sentinel Org ${marker()}`, public: true },
  jobTitle: { text: `Sentinel Job ${marker()}`, public: true },
  email: { text: `sentinel-${marker()}@owner.test`, public: false },
  practiceManager: { text: `Sentinel Manager ${marker()}`, public: false },
  employerMessage: { text: `Sentinel employer message ${marker()}`, public: false },
  candidateMessage: { text: `Sentinel candidate message ${marker()}`, public: false },
  messageTemplate: { text: `Sentinel template ${marker()}`, public: false },
  savedSearch: { text: `Sentinel saved search ${marker()}`, public: false },
};

type IdKind = keyof TenantIds;

/** One value for a path parameter: whose id it is and of which kind. */
interface Fill {
  value: string;
  owner: 'first' | 'intruder';
  kind: IdKind | 'candidate';
}

/** Every combination of `options` for the parameters `names`. */
function combinations(names: string[], options: Fill[]): Record<string, Fill>[] {
  let result: Record<string, Fill>[] = [{}];
  for (const name of names)
    result = result.flatMap((partial) => options.map((fill) => ({ ...partial, [name]: fill })));
  return result;
}

describe.each(testDatabases())('no route hands one tenant’s data to another (%s)', (kind) => {
  let testApp: TestApp;
  let first: EmployerActor;
  let firstIds: TenantIds;
  let intruders: {
    actor: Actor;
    own: Fill[];
    publicKinds: IdKind[];
    sees: (text: { public: boolean }) => boolean;
  }[];
  /** Those who may act on the first employer's objects: the employer and its matched candidate. */
  let owners: Actor[];

  beforeAll(async () => {
    testApp = await createSecurityApp(kind);
    const { app } = testApp;
    const db = testApp.database.db;
    first = await demoEmployer(testApp, 30);

    // Make the first employer's data recognisable.
    const [row] = await db.select().from(employers).where(eq(employers.id, first.id));
    await db
      .update(employers)
      .set({
        organizationName: sentinels.organizationName.text,
        email: sentinels.email.text,
        profile: {
          ...row?.profile,
          practiceManagerName: sentinels.practiceManager.text,
          email: sentinels.email.text,
        },
      })
      .where(eq(employers.id, first.id));
    await insertJob(db, first.id, { title: sentinels.jobTitle.text });
    const [firstJob] = await db.select().from(jobs).where(eq(jobs.employerId, first.id)).limit(1);
    if (firstJob)
      await db.update(jobs).set({ title: sentinels.jobTitle.text }).where(eq(jobs.id, firstJob.id));

    // The demo organization's templates (seeded) carry a sentinel; the second organization keeps one of its own.
    await db
      .update(messageTemplates)
      .set({ body: `Hi {firstName}, ${sentinels.messageTemplate.text}` })
      .where(eq(messageTemplates.employerId, first.id));

    // The owner's saved search carries a sentinel in its name and its filters.
    await db.insert(savedSearches).values({
      employerId: first.id,
      name: sentinels.savedSearch.text,
      filters: { queryText: sentinels.savedSearch.text },
    });

    // A thread with a message each way: the demo candidate is matched with the first employer.
    const matchedCandidate = await candidateActor(db, { demo: true });
    const [thread] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.candidateId, matchedCandidate.id))
      .limit(1);
    if (!thread) throw new Error('the demo candidate has no conversation with the demo employer');
    const sent = await send(app, {
      method: 'POST',
      url: `/employer/conversation/send-message/${thread.id}`,
      token: await first.token(),
      payload: { body: sentinels.employerMessage.text, tempMsgId: 1 },
    });
    expect(sent.response.statusCode).toBe(200);
    const replied = await send(app, {
      method: 'POST',
      url: `/employee/conversations/${thread.id}/messages`,
      token: await matchedCandidate.token(),
      payload: { body: sentinels.candidateMessage.text, tempMsgId: 2 },
    });
    expect(replied.response.statusCode).toBe(200);
    // From here on the snapshot `restore()` puts back holds the sentinels.
    first = await employerActorFor(db, first.id, first.name);

    firstIds = await tenantIds(db, first.id, 2);
    const second = await otherActiveEmployer(db, { organizationName: 'Riverbend Health' });
    await insertJob(db, second.id, { title: 'Riverbend Internist' });
    await db.insert(messageTemplates).values({
      employerId: second.id,
      name: 'Riverbend first touch',
      body: 'Hi {firstName}',
      createdByRole: 'owner',
      updatedByRole: 'owner',
    });
    await db.insert(savedSearches).values({ employerId: second.id, name: 'Riverbend search', filters: {} });
    const secondIds = await tenantIds(db, second.id, 1);
    const stranger = await candidateActor(db);
    const fills = (ids: Partial<TenantIds>): Fill[] =>
      Object.entries(ids).flatMap(([idKind, values]) =>
        (values ?? []).map((value) => ({ value, owner: 'intruder' as const, kind: idKind as IdKind })),
      );
    intruders = [
      { actor: second, own: fills(secondIds), publicKinds: [], sees: () => false },
      {
        actor: stranger,
        own: [{ value: stranger.id, owner: 'intruder', kind: 'candidate' }],
        // Open jobs are on every candidate's job board.
        publicKinds: ['job'],
        sees: (text) => text.public,
      },
    ];
    owners = [first, matchedCandidate];
  }, 120_000);
  afterAll(async () => testApp?.close());

  it('keeps the needs-reply queue and the responsiveness settings within each organization', async () => {
    const { app } = testApp;
    const db = testApp.database.db;
    const second = intruders[0]?.actor;
    if (!second) throw new Error('no second organization');
    // The first organization's demo thread ends with the candidate's message: it waits for a reply.
    const own = await send(app, {
      method: 'GET',
      url: responsivenessApiPaths.needsReply(),
      token: await first.token(),
    });
    expect(own.response.statusCode).toBe(200);
    expect(own.response.body).toContain(sentinels.candidateMessage.text);

    const queue = await send(app, {
      method: 'GET',
      url: responsivenessApiPaths.needsReply(),
      token: await second.token(),
    });
    expect(queue.response.statusCode).toBe(200);
    expect(queue.response.json().data).toMatchObject({ conversations: [], total: 0, overdue: 0 });
    for (const sentinel of Object.values(sentinels)) expect(queue.response.body).not.toContain(sentinel.text);

    // The second organization's owner changes its own settings only.
    const before = await db
      .select({ seconds: employers.replyTargetSeconds })
      .from(employers)
      .where(eq(employers.id, first.id));
    const saved = await send(app, {
      method: 'PUT',
      url: responsivenessApiPaths.settings(),
      token: await second.token(),
      payload: {
        replyTargetMinutes: 120,
        staleAfterDays: { Shortlisted: 1, Submitted: 1, Interview: 1, Offer: 1 },
      },
    });
    expect(saved.response.statusCode).toBe(200);
    const after = await db
      .select({ seconds: employers.replyTargetSeconds })
      .from(employers)
      .where(eq(employers.id, first.id));
    expect(after).toEqual(before);
    const read = await send(app, {
      method: 'GET',
      url: responsivenessApiPaths.settings(),
      token: await first.token(),
    });
    expect(read.response.json().data.settings.replyTargetMinutes).toBe((before[0]?.seconds ?? 0) / 60);
    await first.restore();
  });

  it('answers an intruder 4xx on the first employer’s objects, and never with its data', async () => {
    const { app } = testApp;
    const operations = (await apiOperations(app)).filter((operation) => operation.pathParameters.length > 0);
    const firstFills: Fill[] = Object.entries(firstIds).flatMap(([idKind, values]) =>
      values.map((value) => ({ value, owner: 'first' as const, kind: idKind as IdKind })),
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    let cases = 0;
    const started = performance.now();

    const call = async (operation: Operation, actor: Actor, fills: Record<string, Fill>) => {
      requests += 1;
      const parameters = Object.fromEntries(Object.entries(fills).map(([name, fill]) => [name, fill.value]));
      const query = Object.fromEntries(
        operation.query
          .filter((item) => item.required)
          .map((item) => [item.name, String(exampleOf(item.schema))]),
      );
      const { response } = await send(app, {
        method: operation.method,
        url: urlOf(operation, parameters, query),
        token: await actor.token(),
        ...(operation.method === 'GET' ? {} : { payload: exampleOf(operation.body) ?? {} }),
      });
      return response;
    };

    for (const operation of operations) {
      // Two parameters: one id of each kind, so the combinations stay few.
      const firstOptions =
        operation.pathParameters.length > 1
          ? firstFills.filter(
              (fill, index) => firstFills.findIndex((other) => other.kind === fill.kind) === index,
            )
          : firstFills;
      for (const intruder of intruders) {
        const options = [...firstOptions, ...intruder.own];
        const all = combinations(operation.pathParameters, options);
        // A route of the other API turns the intruder away at the door (401) whatever the ids: one case shows it.
        const door = all.find((fills) => Object.values(fills).some((fill) => fill.owner === 'first'));
        if (door && (await call(operation, intruder.actor, door)).statusCode === 401) {
          cases += 1;
          statuses.set(401, (statuses.get(401) ?? 0) + 1);
          continue;
        }
        for (const fills of all) {
          const aimed = Object.values(fills).filter(
            (fill) => fill.owner === 'first' && !intruder.publicKinds.includes(fill.kind as IdKind),
          );
          if (!Object.values(fills).some((fill) => fill.owner === 'first')) continue;
          cases += 1;
          const response = await call(operation, intruder.actor, fills);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const name = `${operationName(operation)} as ${intruder.actor.name} with ${Object.entries(fills)
            .map(([parameter, fill]) => `${parameter}=${fill.owner}'s ${fill.kind}`)
            .join(', ')}`;
          const problem = envelopeProblem(
            response.statusCode,
            String(response.headers['content-type'] ?? ''),
            response.body,
            operation.statuses,
          );
          if (problem) failures.push(`${name}: ${problem}`);
          for (const [label, sentinel] of Object.entries(sentinels)) {
            if (!intruder.sees(sentinel) && response.body.includes(sentinel.text)) {
              failures.push(`${name}: answered ${response.statusCode} with the first employer's ${label}`);
            }
          }
          const succeeded = response.statusCode >= 200 && response.statusCode < 300;
          const allFirst = Object.values(fills).every((fill) => fill.owner === 'first');
          if (succeeded && aimed.length > 0) {
            // Is the route about this object? It is when the same call with unknown ids fails (the route tells
            // the first employer's object from nothing), or when the object's owner may act on it.
            const unknown = Object.fromEntries(
              Object.entries(fills).map(([parameter, fill]) => [
                parameter,
                fill.owner === 'first' ? { ...fill, value: randomUUID() } : fill,
              ]),
            );
            const unknownResponse = await call(operation, intruder.actor, unknown);
            if (unknownResponse.statusCode >= 400) {
              failures.push(
                `${name}: answered ${response.statusCode}, but ${unknownResponse.statusCode} for unknown ids`,
              );
              continue;
            }
            for (const owner of allFirst ? owners : []) {
              const ownerResponse = await call(operation, owner, fills);
              if (ownerResponse.statusCode >= 200 && ownerResponse.statusCode < 300) {
                failures.push(
                  `${name}: answered ${response.statusCode}, as it does its owner (${owner.name})`,
                );
                break;
              }
            }
          }
        }
      }
      await first.restore();
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `[cross-tenant, ${kind}] ${operations.length} routes with path parameters, ${cases} cases, ` +
        `${requests} requests in ${seconds} s; intruders answered ${[...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers an intruder 404 for the reports of the first employer’s jobs, and none of its numbers', async () => {
    const { app } = testApp;
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const range = `from=${yearAgo}&to=${today}`;
    const failures: string[] = [];
    for (const path of Object.values(reportApiPaths)) {
      // The first employer itself sees its reports.
      const own = await send(app, { method: 'GET', url: `${path}?${range}`, token: await first.token() });
      if (own.response.statusCode !== 200)
        failures.push(`${path} as the first employer: ${own.response.statusCode}`);
      for (const intruder of intruders) {
        for (const jobId of firstIds.job) {
          const { response } = await send(app, {
            method: 'GET',
            url: `${path}?${range}&jobId=${jobId}`,
            token: await intruder.actor.token(),
          });
          // The other organization hears "not found"; a candidate is turned away at the door.
          if (response.statusCode !== 404 && response.statusCode !== 401) {
            failures.push(
              `${path} as ${intruder.actor.name} with the first employer's job: ${response.statusCode}`,
            );
          }
          if (response.body.includes(jobId))
            failures.push(`${path} as ${intruder.actor.name}: named the job`);
        }
        const { response } = await send(app, {
          method: 'GET',
          url: `${path}?${range}`,
          token: await intruder.actor.token(),
        });
        for (const [label, sentinel] of Object.entries(sentinels)) {
          if (response.body.includes(sentinel.text)) {
            failures.push(`${path} as ${intruder.actor.name}: answered with the first employer's ${label}`);
          }
        }
        for (const jobId of firstIds.job) {
          if (response.body.includes(jobId))
            failures.push(`${path} as ${intruder.actor.name}: listed the job`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

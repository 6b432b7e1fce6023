import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate, insertEmployer, insertJob } from '../modules/matches/test-support.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { migrationsBefore } from '../testing/migrations.js';
import type { Database } from './client.js';
import { migrate, migrationsFolder, missingTrigramIndexes, TRIGRAM_INDEXES } from './migrate.js';
import { employers, matches } from './schema.js';

const apiRoot = path.resolve(import.meta.dirname, '../..');

describe('migrationsFolder', () => {
  it('finds apps/api/drizzle from src/db and from dist', () => {
    expect(migrationsFolder()).toBe(path.join(apiRoot, 'drizzle'));
    expect(migrationsFolder(path.join(apiRoot, 'dist'))).toBe(path.join(apiRoot, 'drizzle'));
  });
});

describe.each(testDatabases('both'))('migrations on a fresh database (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { empty: true });
  });

  afterAll(async () => {
    await database.close();
  });

  it('create the tables, and running them again changes nothing', async () => {
    await migrate(database);
    await migrate(database);

    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'activity',
      'candidate_counts',
      'candidate_notes',
      'candidate_sessions',
      'candidates',
      'conversation_reads',
      'conversations',
      'employers',
      'interview_feedback',
      'interview_slots',
      'interviews',
      'invoices',
      'job_feedback_criteria',
      'job_hiring_managers',
      'jobs',
      'mail_outbox',
      'matches',
      'members',
      'message_templates',
      'messages',
      'not_a_fits',
      'notifications',
      'oauth_states',
      'offers',
      'one_time_codes',
      'organization_claims',
      'organization_directory',
      'password_tokens',
      'payment_events',
      'people',
      'plans',
      'preference_probes',
      'push_tokens',
      'rate_limit_hits',
      'saved_candidates',
      'saved_search_digests',
      'saved_search_matches',
      'saved_searches',
      'sessions',
      'socket_io_attachments',
      'subscriptions',
      'uploads',
    ]);

    const applied = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    expect(applied.rows.length).toBeGreaterThan(0);
  });

  it('keep emails unique regardless of case and stored in lower case', async () => {
    await database.db.insert(employers).values({ email: 'owner@clinic.test', passwordHash: 'x' });
    await expect(
      database.db.insert(employers).values({ email: 'owner@clinic.test', passwordHash: 'y' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(employers).values({ email: 'Owner@Clinic.test', passwordHash: 'y' }),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(employers);
    expect(row).toMatchObject({ accountStatus: 'pending', subscriptionStatus: null, currentProfileStep: 1 });
    expect(row?.preferenceProbe).toEqual([]);
  });

  it("build explore's trigram indexes, and the start-up check names one that is missing", async () => {
    expect(await missingTrigramIndexes(database.db)).toEqual([]);
    await database.db.execute(sql.raw(`drop index ${TRIGRAM_INDEXES[2]}`));
    expect(await missingTrigramIndexes(database.db)).toEqual([TRIGRAM_INDEXES[2]]);
  });
});

describe.each(testDatabases('both'))('0017: members become people who sign in (%s)', (kind) => {
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { empty: true });
    folder = await migrationsBefore('_person_sign_in');
  });

  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps each joined member’s password (a current membership’s over a removed one) and links them', async () => {
    await migrate(database, folder);
    const { db } = database;
    const changed = new Date('2026-11-01T10:00:00Z');
    await db.execute(sql`
      insert into employers (id, email, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'owner-a@clinic.test', 'owner-hash'),
        ('00000000-0000-4000-8000-000000000002', 'owner-b@clinic.test', 'owner-hash')`);
    await db.execute(sql`
      insert into members (employer_id, email, role, status, password_hash, password_changed_at, joined_at, removed_at) values
        ('00000000-0000-4000-8000-000000000001', 'ana@clinic.test', 'recruiter', 'active', 'old-hash', null, '2026-01-01', '2026-06-01'),
        ('00000000-0000-4000-8000-000000000002', 'ana@clinic.test', 'recruiter', 'active', 'current-hash', ${changed.toISOString()}, '2026-07-01', null),
        ('00000000-0000-4000-8000-000000000001', 'invited@clinic.test', 'hiring-manager', 'invited', null, null, null, null)`);
    await migrate(database);

    const people = await db.execute<{
      email: string;
      password_hash: string;
      password_changed_at: Date | string;
    }>(sql`select email, password_hash, password_changed_at from people order by email`);
    expect(people.rows).toHaveLength(1);
    expect(people.rows[0]).toMatchObject({ email: 'ana@clinic.test', password_hash: 'current-hash' });
    expect(new Date(people.rows[0]?.password_changed_at ?? 0).toISOString()).toBe(changed.toISOString());
    const linked = await db.execute<{ email: string; linked: boolean }>(
      sql`select m.email, m.person_id is not null as linked from members m order by m.email, m.joined_at`,
    );
    expect(linked.rows).toEqual([
      { email: 'ana@clinic.test', linked: true },
      { email: 'ana@clinic.test', linked: true },
      { email: 'invited@clinic.test', linked: false },
    ]);
  });
});

describe.each(testDatabases())(
  'the billing self-service migration on a database with subscriptions (%s)',
  (kind) => {
    let database: Database;
    let folder: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { empty: true });
      folder = await migrationsBefore('_billing_self_service');
    });

    afterAll(async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('writes the first payment of each paid test subscription as its invoice, and each period’s start', async () => {
      await migrate(database, folder);
      const { db } = database;
      await db.execute(sql`
      insert into plans (id, name, interval, amount_cents) values ('monthly', 'Monthly', 'month', 29900)`);
      await db.execute(sql`
      insert into employers (id, email, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'owner-a@clinic.test', 'hash'),
        ('00000000-0000-4000-8000-000000000002', 'owner-b@clinic.test', 'hash')`);
      await db.execute(sql`
      insert into subscriptions (employer_id, plan_id, status, provider, card_brand, card_last4, current_period_end, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'monthly', 'active', 'test', 'visa', '4242', '2026-12-10T00:00:00Z', '2026-11-10T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'monthly', 'incomplete', 'stripe', null, null, '2026-12-10T00:00:00Z', '2026-11-10T00:00:00Z')`);
      await migrate(database);

      const invoices = await db.execute<{
        employer_id: string;
        number: string;
        status: string;
        amount_cents: number;
      }>(sql`select employer_id, number, status, amount_cents from invoices`);
      expect(invoices.rows).toEqual([
        {
          employer_id: '00000000-0000-4000-8000-000000000001',
          number: 'MH-00001',
          status: 'paid',
          amount_cents: 29900,
        },
      ]);
      const starts = await db.execute<{ start: Date | string }>(
        sql`select current_period_start as start from subscriptions order by provider desc`,
      );
      expect(starts.rows.map((row) => new Date(row.start).toISOString())).toEqual([
        '2026-11-10T00:00:00.000Z',
        '2026-11-10T00:00:00.000Z',
      ]);
    });
  },
);

describe.each(testDatabases())('0030: each logged pipeline move keeps when its stay began (%s)', (kind) => {
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { empty: true });
    folder = await migrationsBefore('_stay_started_at');
  });

  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts a first move’s stay at the match’s creation and each later one at the move before', async () => {
    await migrate(database, folder);
    const { db } = database;
    const employer = await insertEmployer(db);
    const jobId = await insertJob(db, employer.id);
    const candidateId = await insertCandidate(db);
    await db.insert(matches).values({
      jobId,
      employerId: employer.id,
      candidateId,
      origin: 'application',
      requestStatus: 'accepted',
      pipelineStatus: 'Interview',
      createdAt: new Date('2026-03-01T09:00:00Z'),
    });
    // Logged out of order, with a note between: only the match's moves, in time, make its stays.
    await db.execute(sql`
      insert into activity (employer_id, actor_role, kind, job_id, candidate_id, from_status, to_status, created_at) values
        (${employer.id}, 'owner', 'pipeline-moved', ${jobId}, ${candidateId}, 'Submitted', 'Interview', '2026-03-09T09:00:00Z'),
        (${employer.id}, 'owner', 'pipeline-moved', ${jobId}, ${candidateId}, 'Shortlisted', 'Submitted', '2026-03-04T09:00:00Z'),
        (${employer.id}, 'owner', 'note-added', ${jobId}, ${candidateId}, null, null, '2026-03-06T09:00:00Z')`);
    await migrate(database);

    const moves = await db.execute<{
      kind: string;
      to_status: string | null;
      since: Date | string | null;
    }>(sql`
      select kind, to_status, stay_started_at as since from activity order by created_at`);
    expect(
      moves.rows.map((row) => [row.kind, row.to_status, row.since && new Date(row.since).toISOString()]),
    ).toEqual([
      ['pipeline-moved', 'Submitted', '2026-03-01T09:00:00.000Z'],
      ['note-added', null, null],
      ['pipeline-moved', 'Interview', '2026-03-04T09:00:00.000Z'],
    ]);
  });
});

describe.each(testDatabases('both'))(
  '0031: each conversation keeps its last visible message (%s)',
  (kind) => {
    let database: Database;
    let folder: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { empty: true });
      folder = await migrationsBefore('_last_visible_message');
    });

    afterAll(async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it('backfills the seq of the last message not deleted, and none where every message is deleted or none was sent', async () => {
      await migrate(database, folder);
      const { db } = database;
      const employer = await insertEmployer(db);
      const jobId = await insertJob(db, employer.id);
      // Each thread: its messages' deleted flags in seq order.
      const threads = {
        lastVisible: [false, true, false],
        lastDeleted: [false, false, true, true],
        allDeleted: [true, true],
        empty: [],
      };
      const ids: Record<string, string> = {};
      for (const [name, deleted] of Object.entries(threads)) {
        const candidateId = await insertCandidate(db, { email: `${name}@doctors.test` });
        const [match] = await db
          .insert(matches)
          .values({
            jobId,
            employerId: employer.id,
            candidateId,
            origin: 'application',
            requestStatus: 'accepted',
          })
          .returning({ id: matches.id });
        // Plain SQL: this database is at the migration before 0031, without its column.
        const created = await db.execute<{ id: string }>(sql`
        insert into conversations (match_id, employer_id, candidate_id, job_id, last_seq)
        values (${match?.id}, ${employer.id}, ${candidateId}, ${jobId}, ${deleted.length}) returning id`);
        const id = created.rows[0]?.id as string;
        ids[name] = id;
        for (const [index, isDeleted] of deleted.entries()) {
          await db.execute(sql`
          insert into messages (conversation_id, seq, sender_kind, sender_id, body, is_deleted)
          values (${id}, ${index + 1}, 'candidate', ${candidateId}, ${`message ${index + 1}`}, ${isDeleted})`);
        }
      }
      await migrate(database);

      const rows = await db.execute<{ id: string; last_visible_seq: number | null }>(sql`
      select id, last_visible_seq from conversations`);
      const seqOf = Object.fromEntries(rows.rows.map((row) => [row.id, row.last_visible_seq]));
      expect(Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, seqOf[id]]))).toEqual({
        lastVisible: 3,
        lastDeleted: 2,
        allDeleted: null,
        empty: null,
      });
    });
  },
);

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import type { DatabaseKind, Db } from '../db/client.js';
import { candidates, type Employer, employers, subscriptions } from '../db/schema.js';
import { PROFILE_STEP_DONE, seed, seedDemoContent } from '../db/seed.js';
import { createSession } from '../modules/auth/sessions.js';
import { MONTHLY_PLAN_ID } from '../modules/billing/seed.js';
import { DEMO_CANDIDATE_EMAIL } from '../modules/candidates/seed.js';
import { createCandidateSession } from '../modules/employee/sessions.js';
import { insertCandidate } from '../modules/matches/test-support.js';
import { createTestApp, type TestApp } from '../testing/app.js';

/** The operator token of the security suites' apps, so the hidden operator API is registered and reachable. */
export const OPERATOR_TOKEN = 'operator-token-of-the-security-suites-0123456789';

/** Who sends a request: nobody, an employer, a candidate of the employee API, or the operator. */
export interface Actor {
  name: string;
  /** A fresh bearer token: a new session each call, so a logout or a password change by one case spares the next. */
  token(): Promise<string | undefined>;
}

/** The app of a security suite: every route registered (the operator API too), the demo data seeded. */
export async function createSecurityApp(kind: DatabaseKind): Promise<TestApp> {
  return createTestApp(kind, { config: { adminToken: OPERATOR_TOKEN } });
}

/** An employer of the app: its id and actor. */
export interface EmployerActor extends Actor {
  id: string;
  email: string;
  /** Puts the employer's row and subscriptions back as they were (a fuzzed request may archive or edit it). */
  restore(): Promise<void>;
}

/** The employer `id` as an actor; `restore()` brings back its row as it is now. */
export async function employerActorFor(db: Db, id: string, name: string): Promise<EmployerActor> {
  const [row] = await db.select().from(employers).where(eq(employers.id, id));
  if (!row) throw new Error(`no employer ${id}`);
  const snapshot: Employer = row;
  const subscriptionRows = await db.select().from(subscriptions).where(eq(subscriptions.employerId, id));
  return {
    id,
    name,
    email: row.email,
    token: async () => (await createSession(db, id)).token,
    restore: async () => {
      const { id: _id, ...columns } = snapshot;
      await db.update(employers).set(columns).where(eq(employers.id, id));
      await db.delete(subscriptions).where(eq(subscriptions.employerId, id));
      if (subscriptionRows.length > 0) await db.insert(subscriptions).values(subscriptionRows);
    },
  };
}

/**
 * The demo employer of the seed (approved, profile done, an active subscription) with its demo content:
 * jobs, a few dozen candidates, matches and conversations.
 */
export async function demoEmployer(testApp: TestApp, candidateCount = 40): Promise<EmployerActor> {
  const { demoEmployerId } = await seed(testApp.database.db, testApp.config);
  await seedDemoContent(testApp.database.db, demoEmployerId, { candidateCount });
  return employerActorFor(testApp.database.db, demoEmployerId, 'the demo employer');
}

/** Another active employer: approved, profile done, paid (an active monthly subscription). */
export async function otherActiveEmployer(
  db: Db,
  values: { organizationName: string; email?: string },
): Promise<EmployerActor> {
  const [row] = await db
    .insert(employers)
    .values({
      email: values.email ?? `owner-${randomUUID()}@clinic.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      currentProfileStep: PROFILE_STEP_DONE,
      organizationName: values.organizationName,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  await db.insert(subscriptions).values({
    employerId: row.id,
    planId: MONTHLY_PLAN_ID,
    status: 'active',
    provider: 'test',
    cardBrand: 'visa',
    cardLast4: '4242',
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  return employerActorFor(db, row.id, values.organizationName);
}

/** A candidate of the employee API: the seed's demo candidate when `demo`, else a new one. */
export async function candidateActor(
  db: Db,
  options: { demo?: boolean } = {},
): Promise<Actor & { id: string }> {
  let id: string | undefined;
  if (options.demo) {
    const [row] = await db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL));
    id = row?.id;
  }
  id ??= await insertCandidate(db, {
    firstName: 'Noor',
    lastName: 'Haddad',
    email: `candidate-${randomUUID()}@doctors.test`,
    passwordHash: 'signs-in-by-session-in-these-tests',
  });
  const candidateId = id;
  return {
    id,
    name: 'a candidate',
    token: async () => (await createCandidateSession(db, candidateId)).token,
  };
}

/** Nobody signed in. */
export const anonymous: Actor = { name: 'signed out', token: async () => undefined };

/** The operator of the hidden operator API. */
export const operator: Actor = { name: 'the operator', token: async () => OPERATOR_TOKEN };

let lastAddress = 0;
/** A fresh client address per request, so the per-IP rate limits never stand between a case and the route. */
export function nextAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** Sends one request as `token`'s owner and returns the answer with the server's handling time in ms. */
export async function send(
  app: App,
  request: {
    method: string;
    url: string;
    token?: string;
    payload?: unknown;
    rawBody?: string;
    contentType?: string;
  },
) {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let payload: string | undefined;
  if (request.rawBody !== undefined) payload = request.rawBody;
  else if (request.payload !== undefined) payload = JSON.stringify(request.payload);
  if (payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const started = performance.now();
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
  return { response, milliseconds: performance.now() - started };
}

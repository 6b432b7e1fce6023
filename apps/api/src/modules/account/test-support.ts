import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, type MailRecord, mailOutbox } from '../../db/schema.js';
import { hashPassword } from '../auth/password.js';

/** Helpers shared by the account module's tests. */

export const PASSWORD = 'Stethoscope-Lantern-42';
export const NEW_PASSWORD = 'Quiet-Harbor-Clinic-7';

let lastIp = 0;
/** A fresh client IP, so per-IP limits of one test never meet another's. */
export function nextIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export interface Call {
  token?: string;
  ip?: string;
}

export function post(app: App, url: string, payload: unknown, call: Call = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: call.ip ?? nextIp(),
    headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
  });
}

export function patch(app: App, url: string, payload: unknown, call: Call = {}) {
  return app.inject({
    method: 'PATCH',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: call.ip ?? nextIp(),
    headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
  });
}

export function get(app: App, url: string, call: Call = {}) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: call.ip ?? nextIp(),
    headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
  });
}

/** Every mail sent to `to`, newest first. */
export async function mailsTo(db: Db, to: string): Promise<MailRecord[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

/** The code in the subject of the newest mail to `to`. */
export async function latestCode(db: Db, to: string): Promise<string> {
  const [mail] = await mailsTo(db, to);
  const code = /^Your MedHire code: (\d{6})$/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}

/** A code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export async function addEmployer(
  db: Db,
  values: { email: string; accountStatus?: string; password?: string; currentProfileStep?: number },
): Promise<string> {
  const { password = PASSWORD, ...rest } = values;
  const [row] = await db
    .insert(employers)
    .values({
      accountStatus: 'approved',
      currentProfileStep: 5,
      ...rest,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

export async function signIn(app: App, email: string, password: string) {
  return post(app, '/employer/auth/login', { email, password });
}

export async function tokenFor(app: App, email: string, password = PASSWORD): Promise<string> {
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token;
}

/** 200 while the token's session is valid, 401 once it ended. */
export async function syncStatus(app: App, id: string, token: string): Promise<number> {
  return (await get(app, `/employer/auth/sync-user-detail/${id}`, { token })).statusCode;
}

export async function employerByEmail(db: Db, email: string) {
  const [row] = await db.select().from(employers).where(eq(employers.email, email));
  return row;
}

import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { hashPassword } from '../modules/auth/password.js';
import type { Db } from './client.js';
import { employers } from './schema.js';

export const DEMO_ORGANIZATION_NAME = 'Lakeside Family Medicine';
/** One past the wizard's last step (4): the demo employer's profile is established. */
export const PROFILE_STEP_DONE = 5;

export interface SeedResult {
  demoEmployerId: string;
  /** False when the demo employer was already there (nothing was changed). */
  created: boolean;
}

/**
 * Adds the demo employer (approved, subscription active, profile done) unless an account with that email
 * exists. Idempotent: running it at every start, or from two nodes at once, leaves one demo employer and
 * never overwrites what the demo user changed.
 */
export async function seed(db: Db, config: Pick<Config, 'demoEmail' | 'demoPassword'>): Promise<SeedResult> {
  const email = config.demoEmail.toLowerCase();
  const existing = await findEmployerIdByEmail(db, email);
  if (existing) return { demoEmployerId: existing, created: false };

  const inserted = await db
    .insert(employers)
    .values({
      email,
      passwordHash: await hashPassword(config.demoPassword),
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      organizationName: DEMO_ORGANIZATION_NAME,
      currentProfileStep: PROFILE_STEP_DONE,
    })
    .onConflictDoNothing()
    .returning({ id: employers.id });
  const id = inserted[0]?.id ?? (await findEmployerIdByEmail(db, email));
  if (!id) throw new Error('The demo employer could not be created');
  return { demoEmployerId: id, created: inserted.length > 0 };
}

async function findEmployerIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(sql`lower(${employers.email})`, email))
    .limit(1);
  return rows[0]?.id;
}

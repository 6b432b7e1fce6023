import { randomUUID } from 'node:crypto';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidates, employers, jobs, type NewEmployer } from '../../db/schema.js';
import { createSession } from '../auth/sessions.js';

/** Rows and calls shared by the tests of the matches and employee modules. */

export async function insertEmployer(
  db: Db,
  values: Partial<NewEmployer> = {},
): Promise<{ id: string; token: string }> {
  const [row] = await db
    .insert(employers)
    .values({
      email: `owner-${randomUUID()}@clinic.test`,
      passwordHash: 'not-used-by-these-tests',
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      currentProfileStep: 5,
      organizationName: 'Lakeside Family Clinic',
      ...values,
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  const { token } = await createSession(db, row.id);
  return { id: row.id, token };
}

/** A full-time Family Medicine / Sports Medicine job in Madison, WI (what every job answer needs). */
export async function insertJob(
  db: Db,
  employerId: string,
  values: {
    title?: string;
    status?: 'open' | 'closed';
    createdAt?: Date;
    /** More of the stored job payload (call schedule, benefits …). */
    details?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      employerId,
      title: values.title ?? 'Sports Medicine Physician',
      status: values.status ?? 'open',
      specialty: 'family-medicine',
      subSpecialty: 'sports-medicine-family-medicine',
      locations: [
        {
          city: 'Madison',
          state: 'WI',
          description: 'Madison, WI',
          coords: { latitude: 43.0731, longitude: -89.4012 },
        },
      ],
      details: { employmentType: 'full-time', salaryRange: { min: 250000, max: 320000 }, ...values.details },
      ...(values.status === 'closed' ? { closedAt: new Date() } : {}),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('no job inserted');
  return row.id;
}

export async function insertCandidate(
  db: Db,
  values: { firstName?: string; lastName?: string; email?: string; passwordHash?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(candidates)
    .values({
      firstName: values.firstName ?? 'Ana',
      lastName: values.lastName ?? 'Okafor',
      providerType: 'MD',
      specialty: 'family-medicine',
      subSpecialty: 'sports-medicine-family-medicine',
      homeCity: 'Milwaukee',
      homeState: 'WI',
      latitude: 43.0389,
      longitude: -87.9065,
      boardStatus: 'board-certified',
      yearsOfExperience: 8,
      yearAvailable: 2026,
      training: { medicalSchool: 'Medical College of Wisconsin', residency: 'UW Family Medicine' },
      licenses: ['WI', 'IL'],
      bio: 'Sports medicine physician. Team doctor for a college soccer program.',
      ...(values.email ? { email: values.email } : {}),
      ...(values.passwordHash ? { passwordHash: values.passwordHash } : {}),
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate inserted');
  return row.id;
}

export function call(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

import { PROFILE_STEP_DONE } from '@medhire/domain';
import { eq, isNull, ne, or, sql } from 'drizzle-orm';
import { type Config, DEFAULT_DEMO_PASSWORD } from '../config.js';
import { seedOrganizationDirectory } from '../modules/account/seed.js';
import { hashPassword, verifyPassword } from '../modules/auth/password.js';
import { writeInvoice } from '../modules/billing/invoices.js';
import { MONTHLY_PLAN_ID, seedPlans } from '../modules/billing/seed.js';
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD, seedCandidates } from '../modules/candidates/seed.js';
import { seedDemoFeedbackAndOffer } from '../modules/hiring-feedback/seed.js';
import { seedDemoJobs } from '../modules/jobs/seed.js';
import { seedDemoMatches } from '../modules/matches/seed.js';
import { seedDemoTemplates } from '../modules/message-templates/seed.js';
import { PREFERENCE_PROBES, seedPreferenceProbes } from '../modules/profile/seed.js';
import { seedDemoReportHistory } from '../modules/reports/seed.js';
import type { Db } from './client.js';
import { candidates, employers, plans, subscriptions } from './schema.js';

export const DEMO_ORGANIZATION_NAME = 'Lakeside Family Medicine';
/** One past the wizard's last step (4): the demo employer's profile is established. */
export { PROFILE_STEP_DONE };

export interface SeedResult {
  demoEmployerId: string;
  /** False when the demo employer was already there (nothing was changed). */
  created: boolean;
}

/**
 * The product's reference data, needed by every installation (demo or not): the would-you-rather probes,
 * the subscription plans and the directory of organizations that can be claimed. Idempotent.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedPreferenceProbes(db);
  await seedPlans(db);
  await seedOrganizationDirectory(db);
}

const lakeside = { latitude: 43.0731, longitude: -89.4012 };
const westside = { latitude: 43.0553, longitude: -89.5005 };

/** The demo organization, as the wizard would have saved it. */
const demoProfile = {
  practiceManagerName: 'Dana Whitfield',
  email: 'recruiting@lakeside-family.test',
  phoneNumber: '(608) 555-0142',
  orgLocations: {
    locations: [
      { description: 'Madison, WI', coords: lakeside },
      { description: 'Middleton, WI', coords: westside },
    ],
    numberOfLocations: 2,
  },
  features: {
    practiceType: 'multi-specialty-group',
    noOfPhysician: 24,
    nonPhysicianProvider: 11,
    aboutUs:
      'A physician-owned group caring for families across Dane County since 1998: primary care, ' +
      'pediatrics, sports medicine and same-day care in two clinics.',
  },
  media: [],
  socialLinks: { websiteUrl: 'https://lakeside-family.test' },
};

const demoLocations = [
  { description: 'Madison, WI', city: 'Madison', state: 'WI', coords: lakeside },
  { description: 'Middleton, WI', city: 'Middleton', state: 'WI', coords: westside },
];

const demoPreferences = {
  specialty: ['family-medicine'],
  subSpecialty: ['sports-medicine-family-medicine'],
  homeState: [
    { description: 'Wisconsin', coords: { latitude: 44.268543, longitude: -89.616508 } },
    { description: 'Illinois', coords: { latitude: 40.349457, longitude: -88.986137 } },
  ],
  boardCertStatus: 'board-certified',
  minExperience: 3,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo accounts that still sign in with the passwords the README publishes (`npm start`'s demo ran on this
 * database once). Production refuses to start while there is one: anyone could sign in as them.
 */
export async function publishedDemoAccounts(db: Db, demoEmail: string): Promise<string[]> {
  const [employer] = await db
    .select({ email: employers.email, passwordHash: employers.passwordHash })
    .from(employers)
    .where(eq(employers.email, demoEmail.toLowerCase()))
    .limit(1);
  const [candidate] = await db
    .select({ email: candidates.email, passwordHash: candidates.passwordHash })
    .from(candidates)
    .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL))
    .limit(1);
  const found: string[] = [];
  if (employer?.passwordHash && (await verifyPassword(DEFAULT_DEMO_PASSWORD, employer.passwordHash)))
    found.push(employer.email);
  if (candidate?.passwordHash && (await verifyPassword(DEMO_CANDIDATE_PASSWORD, candidate.passwordHash)))
    found.push(candidate.email ?? DEMO_CANDIDATE_EMAIL);
  return found;
}

/**
 * Adds the reference data, then the demo employer unless an account with that email exists: approved, the
 * profile established (organization, locations, candidate preferences), the probes answered, and an active
 * monthly subscription with the built-in test provider. Idempotent: running it at every start, or from two
 * nodes at once, leaves one demo employer and never overwrites what the demo user changed.
 */
export async function seed(db: Db, config: Pick<Config, 'demoEmail' | 'demoPassword'>): Promise<SeedResult> {
  await seedReferenceData(db);
  const email = config.demoEmail.toLowerCase();
  const existing = await findEmployerIdByEmail(db, email);
  if (existing) return { demoEmployerId: existing, created: false };

  const now = new Date();
  const inserted = await db
    .insert(employers)
    .values({
      email,
      passwordHash: await hashPassword(config.demoPassword),
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      organizationName: DEMO_ORGANIZATION_NAME,
      currentProfileStep: PROFILE_STEP_DONE,
      profile: demoProfile,
      locationsDetails: demoLocations,
      candidatePreferences: demoPreferences,
      preferenceProbe: PREFERENCE_PROBES.map((probe) => ({
        probeId: probe.id,
        choice: probe.options[0].id,
      })),
      emailVerifiedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: employers.id });
  const created = inserted[0]?.id;
  if (created) {
    const periodEnd = new Date(now.getTime() + 30 * DAY_MS);
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        employerId: created,
        planId: MONTHLY_PLAN_ID,
        status: 'active',
        provider: 'test',
        cardBrand: 'visa',
        cardLast4: '4242',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
      })
      .returning({ id: subscriptions.id });
    const [plan] = await db.select().from(plans).where(eq(plans.id, MONTHLY_PLAN_ID));
    // The first payment, as a subscription started through the payment page has it: Billing lists its receipt.
    if (subscription && plan) {
      await writeInvoice(db, {
        employerId: created,
        subscriptionId: subscription.id,
        reason: 'subscription_create',
        status: 'paid',
        description: `${plan.name} plan`,
        planId: plan.id,
        amountCents: plan.amountCents,
        currency: plan.currency,
        periodStart: now,
        periodEnd,
        cardBrand: 'visa',
        cardLast4: '4242',
        at: now,
      });
    }
    await seedDemoTemplates(db, created);
  }
  const id = created ?? (await findEmployerIdByEmail(db, email));
  if (!id) throw new Error('The demo employer could not be created');
  return { demoEmployerId: id, created: Boolean(created) };
}

async function findEmployerIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(sql`lower(${employers.email})`, email))
    .limit(1);
  return rows[0]?.id;
}

/**
 * What makes the demo employer's app look used: three open jobs, a population of candidates to explore
 * (2,000 by default, generated deterministically) with one who can sign in to the employee API, and a few
 * matches at different pipeline steps, the demo candidate's among them. Each part is created once.
 */
export async function seedDemoContent(
  db: Db,
  demoEmployerId: string,
  options: { candidateCount?: number; candidatePassword?: string } = {},
): Promise<{ jobs: number; candidates: number; matches: number }> {
  const jobCount = await seedDemoJobs(db, demoEmployerId);
  const { inserted } = await seedCandidates(db, options.candidateCount, {
    password: options.candidatePassword,
  });
  const [demoCandidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL))
    .limit(1);
  // Family physicians first, who fit the demo jobs, fill the rest of the demo pipeline.
  const others = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(or(isNull(candidates.email), ne(candidates.email, DEMO_CANDIDATE_EMAIL)))
    .orderBy(
      sql`${candidates.specialty} <> 'family-medicine'`,
      sql`md5(${candidates.firstName} || ${candidates.lastName})`,
    )
    .limit(7);
  const ids = [...(demoCandidate ? [demoCandidate.id] : []), ...others.map((row) => row.id)];
  const matchCount = await seedDemoMatches(db, demoEmployerId, ids);
  await seedDemoFeedbackAndOffer(db, demoEmployerId);
  // The past weeks the reports show (the demo pipeline's moves and past candidates).
  await seedDemoReportHistory(db, demoEmployerId);
  return { jobs: jobCount, candidates: inserted, matches: matchCount };
}

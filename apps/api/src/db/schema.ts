import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `Math.PI / 180` as a double-precision literal (the domain's `RADIANS_PER_DEGREE`, printed exactly). */
const RADIANS = '0.017453292519943295::float8';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * An employer account (the organization's owner). Emails are stored lower-cased and unique regardless of
 * case (a unique index on `lower(email)`), which gives citext's behaviour without the extension.
 */
export const employers = pgTable(
  'employers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** approved | pending | block | draft | rejected (the spec's account statuses). */
    accountStatus: text('account_status').notNull().default('pending'),
    /** Stripe's subscription statuses; null until a subscription is started. */
    subscriptionStatus: text('subscription_status'),
    organizationName: text('organization_name'),
    /** The establish-profile wizard resumes at this step (1–4); 5 means the wizard is done. */
    currentProfileStep: integer('current_profile_step').notNull().default(1),
    /** The would-you-rather answers: `[{ probeId, choice }]`, one per answered probe. */
    preferenceProbe: jsonb('preference_probe').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The organization profile as the wizard and update-profile send it, minus `organizationName` (a column):
     * logo, practiceManagerName, email, phoneNumber, orgLocations, features, media, socialLinks, and the older
     * update's linkedin, managingPartner, specialty, subSpecialty.
     */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** update-locationDetails: the organization's resolved locations. */
    locationsDetails: jsonb('locations_details').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** update-candidate-preference: who the employer hopes to hire (scores candidates). */
    candidatePreferences: jsonb('candidate_preferences')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** When the email was proven with a code (registration) or a mailed link (claim). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** archive-profile: the account is closed and can no longer sign in. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Sessions started before this are void (password change or reset revokes every session). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * How long a candidate may wait for the team's reply before their conversation is overdue, in seconds (the
     * wire speaks minutes; seconds keep a test server's shortened minimum exact). A day unless the owner chose.
     */
    replyTargetSeconds: integer('reply_target_seconds').notNull().default(86_400),
    /**
     * Days in a pipeline step after which a candidate is stale, per step (`{ Shortlisted: 7, … }`, null for no
     * limit); empty: the domain's defaults (`STALE_AFTER_DAYS_DEFAULT`).
     */
    staleAfterDays: jsonb('stale_after_days')
      .$type<Record<string, number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('employers_email_lower_unique').on(sql`lower(${table.email})`),
    check('employers_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * A signed-in session. The client holds an opaque random token (256 bits, base64url); the server keeps only
 * its SHA-256 (`token_hash`), so a leaked table cannot be replayed. A session ends when it is revoked
 * (logout) or when `expires_at` passes; using it slides `expires_at` forward (src/modules/auth/sessions.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The team member signed in; null for the owner (the employer's own email and password). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('sessions_employer_id_index').on(table.employerId),
    index('sessions_member_id_index').on(table.memberId),
  ],
);

/**
 * A person who signs in to one or more organizations as a team member (PRODUCT.md, "Team"): their email and their
 * one password, whatever the organizations. Each organization they belong to is a row of {@link members}; a
 * password change, reset or re-hash is written here once and holds in every one of them. An organization's owner
 * signs in with the employer's own email and password (`employers`), not as a person of this table.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Sessions started before this, in any of their organizations, are void. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('people_email_unique').on(table.email),
    check('people_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * The people of an organization's team besides its owner (whose sign-in is the employer's own): recruiters and
 * hiring managers (PRODUCT.md, "Team"). Invited by email (`invited`, a link whose token hash is kept until it is
 * used or expires), then `active`, signing in as the {@link people} row of their email (one password for every
 * organization they belong to). A removed member's row stays (`removed_at`), so the messages and changes they made
 * keep their name; their email can be invited again.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name'),
    /** recruiter | hiring-manager (MemberRole) */
    role: text('role').notNull(),
    /** invited | active (MemberStatus) */
    status: text('status').notNull(),
    /** Who signs in as this member: set when the invitation is accepted. */
    personId: uuid('person_id').references(() => people.id, { onDelete: 'restrict' }),
    inviteTokenHash: text('invite_token_hash').unique('members_invite_token_hash_unique'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('members_employer_id_index').on(table.employerId),
    index('members_person_id_index').on(table.personId),
    // One current membership per email and organization; a person may belong to several organizations.
    uniqueIndex('members_team_email_unique')
      .on(table.employerId, table.email)
      .where(sql`${table.removedAt} is null`),
  ],
);

/**
 * A one-time code mailed to prove an email: registration (`register`), password recovery (`recovery`) and a
 * change of email (`update-email`, `target` holds the new address). Only a hash of the six digits is kept;
 * a code lives ten minutes, is used once, and is void after five wrong tries. A new code replaces the old.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The new email of an update-email code. */
    target: text('target'),
    /** A team member's own code (their password recovery); null: the owner's. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_employer_purpose_index').on(table.employerId, table.purpose)],
);

/**
 * A short-lived, single-use token that authorizes one password change without the old password: the
 * `recovery` token returned by verify-otp-password-recovery, and the `set-password` token of a claim's
 * mailed link. Stored as SHA-256 like session tokens.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** A team member's own token (their password recovery); null: the owner's. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_tokens_employer_index').on(table.employerId)],
);

/**
 * The directory of existing organizations that can be claimed by NPI number (seeded). A claimed one points at
 * the employer account the claim created; it cannot be claimed again.
 */
export const organizationDirectory = pgTable('organization_directory', {
  id: uuid('id').primaryKey().defaultRandom(),
  npiNumber: text('npi_number').notNull().unique('organization_directory_npi_unique'),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  claimedByEmployerId: uuid('claimed_by_employer_id').references(() => employers.id, {
    onDelete: 'set null',
  }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  /**
   * Where the organization is reached, as on file (its own domain): a claim's set-password link goes only
   * here, never to an address the claimant typed. Null: claims of this entry wait for an operator's review.
   */
  contactEmail: text('contact_email'),
  createdAt: createdAt(),
});

/**
 * A claim of a directory entry that has no contact email on file: it waits for an operator, who checks the
 * claimant by other means and approves it (the set-password link then goes to the typed `email`) or rejects
 * it. `organization` is the name or id as typed.
 */
export const organizationClaims = pgTable(
  'organization_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directoryId: uuid('directory_id')
      .notNull()
      .references(() => organizationDirectory.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    npiNumber: text('npi_number').notNull(),
    organization: text('organization').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('organization_claims_status_index').on(table.status, table.createdAt)],
);

/**
 * Rate limits and attempt counters shared by every API node (src/http/rate-limit-store.ts): one row per
 * counter, `key` a namespace plus a hash of what is counted (an IP, an email), so no address is stored.
 * A row whose `reset_at` has passed counts as zero and is deleted now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    /** The last counted hit: login's backoff waits from it. */
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_at_index').on(table.resetAt)],
);

/** A file an employer uploaded (logo, photos, videos), stored under `$DATA_DIR/uploads/<key>`. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** Server-generated file name: random id plus the extension of the detected type. */
    key: text('key').notNull().unique('uploads_key_unique'),
    /** image | video */
    kind: text('kind').notNull(),
    /** The type recognised from the file's bytes. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The name the user's file had, kept only to show it back (never used on disk). */
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_employer_index').on(table.employerId)],
);

/** The would-you-rather probes: two options each, answered once per employer and editable later. */
export const preferenceProbes = pgTable('preference_probes', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  /** `[{ id, label, description }]`, exactly two. */
  options: jsonb('options').$type<{ id: string; label: string; description?: string }[]>().notNull(),
  /** What the scoring weighs more when an option is chosen: option id → factor name. */
  weights: jsonb('weights').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
});

/** Push device tokens (save-fcm-token), one row per employer and device. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
    /** The team member whose device it is; null for the owner's. Removing the member forgets their devices. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('push_tokens_employer_token_unique').on(table.employerId, table.token),
    index('push_tokens_member_index').on(table.memberId),
  ],
);

/** Subscription plans (monthly, yearly): data, not code. `stripePriceId` links a plan to Stripe's price. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** month | year */
  interval: text('interval').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  description: text('description').notNull().default(''),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  stripePriceId: text('stripe_price_id'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** How many people the plan lets the organization have, the owner and pending invitations included. */
  seats: integer('seats').notNull().default(5),
});

/**
 * An employer's subscription. `status` follows Stripe's statuses; the employer's `subscription_status` mirrors
 * the current one. `provider` is `test` (the built-in test provider) or `stripe`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The last four digits of the card (shown on the summary). */
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /**
     * Test provider only: the card on file is Stripe's "attaches, but every charge fails" test card
     * (4000 0000 0000 0341), so its renewals fail. Nothing else of a test card is kept.
     */
    cardDeclinesCharges: boolean('card_declines_charges').notNull().default(false),
    /** Test provider only: account credit in cents (the unused part of a plan changed mid-period). */
    creditCents: integer('credit_cents').notNull().default(0),
    /** When the current period started; null on rows from before it was kept (the end minus the interval). */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('subscriptions_employer_index').on(table.employerId),
    uniqueIndex('subscriptions_provider_subscription_unique').on(table.providerSubscriptionId),
  ],
);

/**
 * An invoice of the built-in test provider: one per charge (the first payment, each renewal, a plan change), paid
 * or failed. A failed one stays `failed` until a retry (a new card) pays it. With Stripe, Stripe keeps the
 * invoices and the app lists Stripe's.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Readable and unique per organization: MH-<year>-<sequence>. */
    number: text('number').notNull(),
    /** Stripe's `billing_reason` words: subscription_create, subscription_cycle, subscription_update. */
    reason: text('reason').notNull(),
    /** paid | failed */
    status: text('status').notNull(),
    description: text('description').notNull(),
    planId: text('plan_id').references(() => plans.id),
    amountCents: integer('amount_cents').notNull(),
    /** Credit taken off the plan's price (a plan change's unused period). */
    creditCents: integer('credit_cents').notNull().default(0),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_employer_index').on(table.employerId, table.createdAt),
    uniqueIndex('invoices_employer_number_unique').on(table.employerId, table.number),
  ],
);

/** Stripe webhook events already handled (Stripe may deliver one more than once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A job post. `title`, `specialty`, `sub_specialty` and `locations` are columns because search and scoring read
 * them; the rest of the job payload (salary and bonus ranges, half-days, benefits, partnership …) is `details`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** open | closed */
    status: text('status').notNull().default('open'),
    title: text('title').notNull(),
    specialty: text('specialty').notNull(),
    subSpecialty: text('sub_specialty'),
    /** `[{ city, state, description, coords: { latitude, longitude } }]` */
    locations: jsonb('locations').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /**
     * The recruiter who leads the job's hiring team (the member who posted it, or whom the team chose); null:
     * the organization's owner leads it. A removed member's jobs go back to the owner.
     */
    recruiterMemberId: uuid('recruiter_member_id').references(() => members.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_employer_status_index').on(table.employerId, table.status),
    index('jobs_recruiter_member_index').on(table.recruiterMemberId),
  ],
);

/**
 * The hiring managers on a job's hiring team: they see that job, its candidates and its pipeline, and nothing of
 * the organization's other jobs. A member's assignments end when they are removed.
 */
export const jobHiringManagers = pgTable(
  'job_hiring_managers',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The job's employer, kept here so every query is scoped without a join. */
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    assignedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.memberId] }),
    index('job_hiring_managers_member_index').on(table.memberId),
  ],
);

/**
 * A candidate (physician, resident or other provider): the other side of the product. Seeded for the demo
 * and the benchmarks; a candidate with an email and password can use the small employee API.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** MD, DO, NP, PA, CRNA … (the domain's provider types). */
    providerType: text('provider_type').notNull(),
    specialty: text('specialty').notNull(),
    subSpecialty: text('sub_specialty'),
    homeCity: text('home_city'),
    /** Two-letter state code. */
    homeState: text('home_state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The domain's board statuses. */
    boardStatus: text('board_status').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    yearAvailable: integer('year_available').notNull(),
    /** `{ medicalSchool, residency, fellowship? }` */
    training: jsonb('training').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** State codes where the candidate holds a license. */
    licenses: jsonb('licenses').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bio: text('bio').notNull().default(''),
    /** Lower-cased; only candidates who can sign in to the employee API have one. */
    email: text('email'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    /**
     * The home's haversine terms (the domain's `haversineTerms`, in the same operations as the score's SQL),
     * kept by the database on every write so explore does no trigonometry per row.
     */
    sinHalfLatitude: doublePrecision('sin_half_latitude')
      .notNull()
      .generatedAlwaysAs(sql`sin(((latitude * ${sql.raw(RADIANS)}) / 2::float8))`),
    cosHalfLatitude: doublePrecision('cos_half_latitude')
      .notNull()
      .generatedAlwaysAs(sql`cos(((latitude * ${sql.raw(RADIANS)}) / 2::float8))`),
    sinHalfLongitude: doublePrecision('sin_half_longitude')
      .notNull()
      .generatedAlwaysAs(sql`sin(((longitude * ${sql.raw(RADIANS)}) / 2::float8))`),
    cosHalfLongitude: doublePrecision('cos_half_longitude')
      .notNull()
      .generatedAlwaysAs(sql`cos(((longitude * ${sql.raw(RADIANS)}) / 2::float8))`),
    cosLatitude: doublePrecision('cos_latitude')
      .notNull()
      .generatedAlwaysAs(sql`cos((latitude * ${sql.raw(RADIANS)}))`),
  },
  (table) => [
    // Explore's score levels: every column the score and the order read, so ranking a level's region (a wanted
    // specialty, say, and conditions on the others) is an index-only scan of its entries, not a visit to each row's
    // page, which the candidates of one specialty share with the others. Also the specialty filter's index.
    index('candidates_explore_index').on(
      table.specialty,
      table.subSpecialty,
      table.boardStatus,
      table.yearAvailable,
      table.yearsOfExperience,
      table.homeState,
      table.latitude,
      table.sinHalfLatitude,
      table.cosHalfLatitude,
      table.sinHalfLongitude,
      table.cosHalfLongitude,
      table.cosLatitude,
      table.lastName,
      table.firstName,
      table.id,
    ),
    index('candidates_sub_specialty_index').on(table.subSpecialty),
    // The home-state filter, and the lowest and highest latitude in a state (explore's bound on the distance part).
    index('candidates_home_state_latitude_index').on(table.homeState, table.latitude),
    // Explore's score tiers bound the distance by bands of latitude around the wanted places.
    index('candidates_latitude_index').on(table.latitude),
    index('candidates_board_experience_index').on(table.boardStatus, table.yearsOfExperience),
    // Explore's counts of the experience and start-year filters: index-only scans instead of reading every row.
    index('candidates_experience_index').on(table.yearsOfExperience),
    index('candidates_year_available_index').on(table.yearAvailable),
    // Saved searches count the candidates created since they were last looked at.
    index('candidates_created_at_index').on(table.createdAt),
    uniqueIndex('candidates_email_unique').on(table.email),
    // Explore's text search (`ilike '%word%'`) through pg_trgm; the bio is compared in the C collation. Without
    // fastupdate, a write goes straight into the index: no pending list for searches to read through until a
    // vacuum (PGlite never runs autovacuum).
    index('candidates_first_name_trigram_index')
      .using('gin', table.firstName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('candidates_last_name_trigram_index')
      .using('gin', table.lastName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('candidates_bio_trigram_index')
      .using('gin', sql`(bio collate "C") gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * How many candidates have each value of the columns explore filters on one at a time (`dimension`: home_state,
 * board_status, years_of_experience, year_available, specialty, sub_specialty; `all` with the value '' counts
 * every candidate; `latitude` the whole degrees of the homes' latitudes), so a single-filter total is a sum over a
 * few rows instead of a scan of the table, and explore can estimate how many candidates a score level holds. Kept by
 * statement triggers on `candidates` (insert, update, delete, truncate; migration 0033); a value nobody has may
 * keep a row counting 0.
 */
export const candidateCounts = pgTable(
  'candidate_counts',
  {
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.value] })],
);

/** A signed-in candidate on the employee API; the same token rules as employer sessions. */
export const candidateSessions = pgTable(
  'candidate_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('candidate_sessions_token_hash_unique'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('candidate_sessions_candidate_index').on(table.candidateId)],
);

/** The employer's saved candidates. */
export const savedCandidates = pgTable(
  'saved_candidates',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.employerId, table.candidateId] })],
);

/**
 * A match ties a candidate to a job. An invite starts it `pending` (the candidate accepts or declines; the
 * employer may cancel); an application starts it `accepted`. `pipeline_status` is the candidate's step in the
 * job's pipeline (Shortlisted → Submitted → Interview → Offer → Hired, Rejected from any step).
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The job's employer, kept here so every query is scoped without a join. */
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** pending | accepted | declined | cancelled */
    requestStatus: text('request_status').notNull(),
    pipelineStatus: text('pipeline_status').notNull().default('Shortlisted'),
    /** Why the candidate was rejected (a `RejectionReason`), while the match is in Rejected; null otherwise. */
    rejectionReason: text('rejection_reason'),
    /** The personal note the employer sent with the invite (none for an application). */
    inviteNote: text('invite_note'),
    /** invite | application */
    origin: text('origin').notNull(),
    /** When the candidate entered `pipeline_status`: set by every move and re-open (matches service). */
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('matches_job_candidate_unique').on(table.jobId, table.candidateId),
    index('matches_employer_index').on(table.employerId, table.pipelineStatus),
    index('matches_candidate_index').on(table.candidateId),
    // The reports: the matches that entered the pipeline in a range of days.
    index('matches_employer_created_index').on(table.employerId, table.createdAt),
  ],
);

/**
 * "Not a fit for this job" (issue 17): a candidate a recruiter passed on while exploring for one job, with the
 * reason. Not a match (the candidate never applied and is not told); Explore for that job leaves them out.
 */
export const notAFits = pgTable(
  'not_a_fits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** A `RejectionReason`. */
    rejectionReason: text('rejection_reason').notNull(),
    /** Who passed (null for the owner's own sign-in). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Explore for a job asks "is (job, candidate) passed on?": the unique index answers it.
  (table) => [uniqueIndex('not_a_fits_job_candidate_unique').on(table.jobId, table.candidateId)],
);

/**
 * One conversation per match, between the employer and the candidate. `last_seq` numbers the messages (per
 * conversation, the server's order). The candidate's side is one person: `candidate_unread` is the spec's
 * `candidateCount`. The employer's side is a team, each with their own read and archive state
 * (`conversation_reads`): `candidate_messages` counts the candidate's messages, and a person's `employerCount` is
 * how many of them they have not read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' })
      .unique('conversations_match_unique'),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    /** How many messages the candidate has sent: never lowered (the candidate deletes none). */
    candidateMessages: integer('candidate_messages').notNull().default(0),
    candidateUnread: integer('candidate_unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /**
     * While the last message not deleted is the candidate's: when the candidate started waiting (their first
     * message after the team's last one); null otherwise. Kept by every send and delete (conversations service).
     */
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }),
    /**
     * The seq of the last message not deleted (the conversation's `lastMessage` in the lists and the thread), null
     * while there is none: the list finds it by the (conversation, seq) index instead of looking for it row by row.
     * Kept by every send and delete (conversations service).
     */
    lastVisibleSeq: integer('last_visible_seq'),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversations_employer_index').on(table.employerId, table.lastMessageAt),
    // The needs-reply queue: an organization's waiting conversations, the longest waiting first.
    index('conversations_awaiting_reply_index')
      .on(table.employerId, table.awaitingReplySince)
      .where(sql`${table.awaitingReplySince} is not null`),
    index('conversations_candidate_index').on(table.candidateId),
  ],
);

/**
 * One person's read and archive state of one of their organization's conversations: the owner's (`member_id`
 * null) or a member's. `candidate_messages_read` is how many of the candidate's messages they had when they last
 * read the thread; their `employerCount` is the conversation's `candidate_messages` less that. No row is the
 * state of someone who has read nothing and archived nothing, so a new conversation needs none.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** A member of the conversation's organization, or null for its owner. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    candidateMessagesRead: integer('candidate_messages_read').notNull().default(0),
    /** When this person archived the conversation (it leaves their inbox, not the team's); null when not. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  // One row per person: the owner's null counts as one reader, not as distinct nulls.
  (table) => [
    unique('conversation_reads_reader_unique').on(table.conversationId, table.memberId).nullsNotDistinct(),
  ],
);

/**
 * A message. `seq` is its place in the conversation. A send with the `temp_msg_id` and body of one the same sender
 * sent within the retry window is a retry, answered with that first message instead of writing a second
 * (conversations service). Deleting is soft (`is_deleted`).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** employer | candidate */
    senderKind: text('sender_kind').notNull(),
    senderId: uuid('sender_id').notNull(),
    body: text('body').notNull(),
    tempMsgId: text('temp_msg_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    sentTime: timestamp('sent_time', { withTimezone: true }).notNull().defaultNow(),
    /** Who of the employer's team wrote it: the member (null for the owner) and their name when they sent it. */
    senderMemberId: uuid('sender_member_id').references(() => members.id, { onDelete: 'set null' }),
    senderName: text('sender_name'),
  },
  (table) => [
    uniqueIndex('messages_conversation_seq_unique').on(table.conversationId, table.seq),
    // Not unique: a `tempMsgId` is a random number below 123 456 (spec §9), so a long conversation reuses one.
    index('messages_temp_msg_id_index').on(
      table.conversationId,
      table.senderKind,
      table.senderId,
      table.tempMsgId,
    ),
  ],
);

/**
 * Who did what in an organization, and when (PRODUCT.md, "Team"): job changes, invites, pipeline moves and notes,
 * each with its member (null for the owner), their name and role at the time, and the job and candidate it was
 * about. A job's activity list and a candidate's timeline read it.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** MemberRole */
    actorRole: text('actor_role').notNull(),
    /** ActivityKind */
    kind: text('kind').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /**
     * A pipeline move's stay: when the candidate entered the step the move leaves (the match's previous move, or its
     * creation), so the time in each step reads one row per stay. Null for other kinds.
     */
    stayStartedAt: timestamp('stay_started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_job_index').on(table.employerId, table.jobId, table.createdAt),
    index('activity_candidate_index').on(table.employerId, table.candidateId, table.createdAt),
    // The reports: a match's pipeline moves (the furthest step, the time in each step, a job's first hire).
    index('activity_moves_index')
      .on(table.employerId, table.jobId, table.candidateId, table.createdAt)
      .where(sql`${table.kind} = 'pipeline-moved'`),
  ],
);

/** A note on a candidate by a member of the employer's team; the team sees it, the candidate never does. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** MemberRole */
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('candidate_notes_candidate_index').on(table.employerId, table.candidateId, table.createdAt),
  ],
);

/**
 * The organization's message templates (a name and a body with `{firstName}`, `{jobTitle}`, `{practice}`), with
 * who wrote and last changed each: the member (null for the owner), their name and role at the time, as notes
 * keep their author.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdByMemberId: uuid('created_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    /** MemberRole */
    createdByRole: text('created_by_role').notNull(),
    updatedByMemberId: uuid('updated_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    /** MemberRole */
    updatedByRole: text('updated_by_role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('message_templates_employer_index').on(table.employerId, table.name)],
);

/**
 * An employer's notification. `type` is the domain's NotificationType; `data` carries what the click needs
 * (`conversation`, `job`, `match`); `mark_as_read` is the spec's read flag.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    markAsRead: boolean('mark_as_read').notNull().default(false),
    /**
     * Whose it is: a member of the team, or null for the organization's owner. Each person has their own copy
     * of what concerns them (the people on a job's hiring team for that job's news), and their own unread state.
     */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_recipient_index').on(table.employerId, table.memberId, table.createdAt)],
);

/** The owner's id in the unique keys of a person's rows (a member's id otherwise): never a member's id. */
const OWNER_KEY = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * A saved search (issue 17): Explore's filters (the domain's `exploreFilterSchema`) kept under a name by one person
 * of the organization — a member, or the owner (`member_id` null). Names are unique per person, whatever their case.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** Whose it is: a member of the team, or null for the organization's owner. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** "N new since you last looked" counts the matching candidates created after this. */
    lastLookedAt: timestamp('last_looked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('saved_searches_person_name_unique').on(
      table.employerId,
      sql`coalesce(${table.memberId}, ${OWNER_KEY})`,
      sql`lower(${table.name})`,
    ),
  ],
);

/**
 * A new candidate found by a saved search: one row per (search, candidate), written once by whichever API node
 * matched it first, so its notification goes out once. `digested_at` is set when the daily digest mail listed it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.candidateId] }),
    index('saved_search_matches_undigested_index')
      .on(table.savedSearchId)
      .where(sql`${table.digestedAt} is null`),
  ],
);

/**
 * The daily digest of a person's saved searches: one row per person and UTC day, claimed before the mail is
 * written, so no two API nodes (and no retry) send a second one that day.
 */
export const savedSearchDigests = pgTable(
  'saved_search_digests',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** The member's id, or the all-zero id for the owner. */
    personKey: uuid('person_key').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.employerId, table.personKey, table.day] })],
);

/**
 * Every mail the server sends: the durable outbox. A mail is written here first; with SMTP a worker then
 * delivers the `pending` ones (src/mail/delivery.ts), retrying with backoff, and marks each `sent` once, or
 * `parked` after too many failures. Without SMTP the row is the delivery (`sent` at once; files in development).
 * In production the readable columns keep each code and link as `[redacted]`; the clear mail the worker needs
 * waits in `sealed` (AES-256-GCM), which is dropped once the mail is sent. `note` says which kind of copy it is.
 */
/** One attachment of an outbox mail, as the `attachments` column keeps it. */
export interface MailAttachmentColumn {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    note: text('note'),
    /** `pending` (waiting for the worker), `sent`, or `parked` (given up; an operator may retry it). */
    status: text('status').$type<'pending' | 'sent' | 'parked'>().notNull(),
    /** Delivery attempts started (a claim counts as one, so a mail that crashes the worker ends parked too). */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try a pending mail. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The claim of the worker delivering it: another node leaves the mail alone until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Random per claim: only the claimant records a failure (a late one never overwrites a newer claim). */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    /** The clear subject, text and HTML, encrypted with MAIL_ENCRYPTION_KEY; null once sent. */
    sealed: text('sealed'),
    /**
     * Files sent with the mail (a calendar invitation): name, MIME type and text content. They carry no secret, so
     * they stay readable in every mode; null for a mail without any.
     */
    attachments: jsonb('attachments').$type<MailAttachmentColumn[]>(),
    createdAt: createdAt(),
    /** Set once, when the SMTP server accepted the mail (or, without SMTP, when it was written). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_index').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('mail_outbox_status_index').on(table.status, table.createdAt),
  ],
);

/**
 * A started third-party sign-in (OAuth 2.0): the SHA-256 of its `state` and its PKCE `code_verifier`. The
 * code exchange deletes the row it uses, so a state works once, and only until `expires_at`.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull().unique('oauth_states_state_hash_unique'),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('oauth_states_expires_index').on(table.expiresAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The socket.io PostgreSQL adapter's table (@socket.io/postgres-adapter, its default name): events between API
 * nodes travel by NOTIFY, and one too large for a notification (over 8 000 bytes) is stored here for the other
 * nodes to read, then cleaned up by the adapter. Used only on PostgreSQL.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

/**
 * The criteria a job's interviewers rate in their feedback, in order (issue 16). No row: the job uses the default
 * set (the domain's `DEFAULT_FEEDBACK_CRITERIA`).
 */
export const jobFeedbackCriteria = pgTable('job_feedback_criteria', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  /** The job's employer, kept here so every query is scoped without a join. */
  employerId: uuid('employer_id')
    .notNull()
    .references(() => employers.id, { onDelete: 'cascade' }),
  criteria: jsonb('criteria').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A member's structured feedback on a candidate after an interview for one job (a match): a rating per criterion,
 * a recommendation and comments. One per person per match (`author_key`: the member's id, or `owner`), edited by
 * its author; the organization sees it, the candidate never does.
 */
export const interviewFeedback = pgTable(
  'interview_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** `owner`, or the member's id: who may edit it, kept when the member leaves. */
    authorKey: text('author_key').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** MemberRole */
    authorRole: text('author_role').notNull(),
    /** `[{ criterion, rating }]`, ratings 1–5. */
    ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>().notNull(),
    /** FeedbackRecommendation */
    recommendation: text('recommendation').notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('interview_feedback_match_author_unique').on(table.matchId, table.authorKey),
    index('interview_feedback_employer_match_index').on(table.employerId, table.matchId),
  ],
);

/**
 * The offer made to a candidate for a job (one per match, issue 16): its terms (the domain's `OfferTerms`), who
 * sent it, and whether it stands (`sent`) or was withdrawn. The candidate reads it with their match.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** OfferStatus: sent | withdrawn */
    status: text('status').notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    senderName: text('sender_name'),
    /** MemberRole */
    senderRole: text('sender_role').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('offers_match_unique').on(table.matchId),
    index('offers_employer_index').on(table.employerId),
  ],
);

/**
 * An interview of a match (issue 16): proposed times (`interview_slots`) the candidate picks from, then one time
 * agreed (`scheduled_at`). At most one open (proposed or scheduled) interview per match. `sequence` is the
 * calendar event's revision (the `.ics` UID is the interview's id). Who proposed it is kept by name and email, so
 * the invitation reaches them and the pipeline move of the pick is theirs.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** proposed | scheduled | cancelled (InterviewStatus) */
    status: text('status').notNull(),
    /** in-person | video | phone (InterviewKind) */
    kind: text('kind').notNull(),
    location: text('location'),
    note: text('note'),
    /** The proposer's IANA time zone (as their browser reported it): the mails state the times in it. */
    timeZone: text('time_zone'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    scheduledMinutes: integer('scheduled_minutes'),
    sequence: integer('sequence').notNull().default(0),
    proposedByMemberId: uuid('proposed_by_member_id').references(() => members.id, { onDelete: 'set null' }),
    proposedByName: text('proposed_by_name'),
    proposedByEmail: text('proposed_by_email').notNull(),
    /** MemberRole */
    proposedByRole: text('proposed_by_role').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('interviews_employer_match_index').on(table.employerId, table.matchId, table.createdAt),
    uniqueIndex('interviews_open_per_match_unique')
      .on(table.matchId)
      .where(sql`${table.status} in ('proposed', 'scheduled')`),
  ],
);

/** The times of an interview's current proposal; replaced whole by a reschedule. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [index('interview_slots_interview_index').on(table.interviewId, table.startsAt)],
);

export type Employer = typeof employers.$inferSelect;
export type NewEmployer = typeof employers.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Member = typeof members.$inferSelect;
export type Person = typeof people.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;
export type CandidateNoteRow = typeof candidateNotes.$inferSelect;
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;
export type MailRecord = typeof mailOutbox.$inferSelect;
export type OauthState = typeof oauthStates.$inferSelect;
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type PasswordToken = typeof passwordTokens.$inferSelect;
export type DirectoryOrganization = typeof organizationDirectory.$inferSelect;
export type OrganizationClaim = typeof organizationClaims.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
export type PreferenceProbe = typeof preferenceProbes.$inferSelect;
export type Plan = typeof plans.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Candidate = typeof candidates.$inferSelect;
export type Match = typeof matches.$inferSelect;
export type Conversation = typeof conversations.$inferSelect;
export type ConversationRead = typeof conversationReads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type InterviewFeedbackRow = typeof interviewFeedback.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;

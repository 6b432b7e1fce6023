import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** The would-you-rather answers. */
    preferenceProbe: jsonb('preference_probe').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
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
  },
  (table) => [index('sessions_employer_id_index').on(table.employerId)],
);

/** Every mail the server sent (or, without SMTP, would have sent): the local outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Employer = typeof employers.$inferSelect;
export type NewEmployer = typeof employers.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type MailRecord = typeof mailOutbox.$inferSelect;

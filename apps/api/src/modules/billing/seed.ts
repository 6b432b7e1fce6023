import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans } from '../../db/schema.js';

export const MONTHLY_PLAN_ID = 'monthly';
export const YEARLY_PLAN_ID = 'yearly';

const FEATURES = [
  'Unlimited job posts for every location of your practice',
  'Candidate search with match scores for each job',
  'Messaging with candidates, with read receipts',
  'A pipeline per job, from match to hire',
];

/** The plans on offer: data, so prices and wording change here and nowhere else. */
export const SEED_PLANS = [
  {
    id: MONTHLY_PLAN_ID,
    name: 'Monthly',
    interval: 'month',
    amountCents: 299_00,
    currency: 'usd',
    description: 'Everything MedHire offers, billed every month. Cancel any time.',
    features: FEATURES,
    seats: 5,
    position: 1,
    priceEnvironmentVariable: 'STRIPE_PRICE_MONTHLY',
  },
  {
    id: YEARLY_PLAN_ID,
    name: 'Yearly',
    interval: 'year',
    amountCents: 2_990_00,
    currency: 'usd',
    description: 'Everything in Monthly, billed once a year: two months free.',
    features: [...FEATURES, 'Two months free compared with paying monthly'],
    seats: 10,
    position: 2,
    priceEnvironmentVariable: 'STRIPE_PRICE_YEARLY',
  },
] as const;

/**
 * Adds or refreshes the two plans (by id). Safe at every start and from two nodes at once. Each plan's
 * Stripe price comes from `STRIPE_PRICE_MONTHLY` / `STRIPE_PRICE_YEARLY` when set; when unset, a price id
 * already stored is kept.
 */
export async function seedPlans(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  for (const { priceEnvironmentVariable, features, ...plan } of SEED_PLANS) {
    const stripePriceId = env[priceEnvironmentVariable]?.trim() || null;
    const values = { ...plan, features: [...features], stripePriceId, active: true };
    await db
      .insert(plans)
      .values(values)
      .onConflictDoUpdate({
        target: plans.id,
        set: {
          name: values.name,
          interval: values.interval,
          amountCents: values.amountCents,
          currency: values.currency,
          description: values.description,
          features: values.features,
          seats: values.seats,
          position: values.position,
          active: true,
          stripePriceId: stripePriceId ?? sql`${plans.stripePriceId}`,
        },
      });
  }
}

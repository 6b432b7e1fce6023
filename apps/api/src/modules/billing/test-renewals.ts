import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema.js';
import type { PaymentFailedEmitter } from './service.js';
import { PAID_UP_STATUSES, settleTestSubscription } from './service.js';

/** How often the server looks for test-provider subscriptions whose period has ended. */
export const TEST_RENEWAL_SWEEP_MS = 15 * 60 * 1000;

/** A second look at the subscriptions table, for "is there a later one". */
const later = alias(subscriptions, 'later');

/** The most subscriptions one sweep renews (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/**
 * Renews every test-provider subscription whose period has ended, as Stripe renews its own on the due date: each is
 * charged (or ends, if it was set to cancel), a declined card leaves it `past_due` and tells the owner. Reading a
 * subscription settles it too; the sweep makes sure an owner who does not look still hears of a failed renewal.
 * Returns how many it settled.
 */
export async function sweepTestRenewals(db: Db, now: Date, events?: PaymentFailedEmitter): Promise<number> {
  const due = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        inArray(subscriptions.status, [...PAID_UP_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
        // The employer's latest subscription only: an older one is history, and renewing it is not the sweep's.
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.employerId, subscriptions.employerId),
                gt(later.createdAt, subscriptions.createdAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(SWEEP_BATCH);
  for (const found of due) await settleTestSubscription(db, found, now, events);
  return due.length;
}

/** Sweeps test-provider renewals while the server runs (only when the test provider takes payments). */
export function registerTestRenewals(app: FastifyInstance): void {
  if (!app.config.testPayments) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    sweepTestRenewals(app.database.db, new Date(), app.events).catch((error: unknown) =>
      app.log.error({ err: error }, 'Renewing test subscriptions failed'),
    );
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, TEST_RENEWAL_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

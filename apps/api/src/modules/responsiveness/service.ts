import {
  describeMinutes,
  type ResponsivenessSettings,
  type ResponsivenessSettingsPayload,
  STALE_AFTER_DAYS_DEFAULT,
  type StaleAfterDays,
  staleThresholdSteps,
} from '@medhire/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** The stored thresholds over the defaults: a step the organization never set keeps the default. */
export function staleAfterDaysOf(stored: Record<string, number | null>): StaleAfterDays {
  const thresholds = { ...STALE_AFTER_DAYS_DEFAULT };
  for (const step of staleThresholdSteps) {
    const value = stored[step];
    if (value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0)) {
      thresholds[step] = value;
    }
  }
  return thresholds;
}

/** The organization's responsiveness settings, with the server's shortest target. */
export async function getResponsivenessSettings(
  db: Db,
  employerId: string,
  minimumMinutes: number,
): Promise<ResponsivenessSettings> {
  const [row] = await db
    .select({ seconds: employers.replyTargetSeconds, staleAfterDays: employers.staleAfterDays })
    .from(employers)
    .where(eq(employers.id, employerId));
  if (!row) throw new AppError(404, 'NOT_FOUND', 'This organization was not found.');
  return {
    replyTargetMinutes: row.seconds / 60,
    replyTargetMinimumMinutes: minimumMinutes,
    staleAfterDays: staleAfterDaysOf(row.staleAfterDays),
  };
}

/**
 * Saves the organization's target reply time (stored in whole seconds) and stale thresholds. A target under the
 * server's minimum is refused in words (400), not raised silently.
 */
export async function saveResponsivenessSettings(
  db: Db,
  employerId: string,
  payload: ResponsivenessSettingsPayload,
  minimumMinutes: number,
): Promise<ResponsivenessSettings> {
  const seconds = Math.round(payload.replyTargetMinutes * 60);
  if (seconds < Math.round(minimumMinutes * 60)) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `The target reply time must be at least ${
        minimumMinutes < 1 ? `${Math.round(minimumMinutes * 60)} seconds` : describeMinutes(minimumMinutes)
      }.`,
    );
  }
  await db
    .update(employers)
    .set({ replyTargetSeconds: seconds, staleAfterDays: payload.staleAfterDays })
    .where(eq(employers.id, employerId));
  return getResponsivenessSettings(db, employerId, minimumMinutes);
}

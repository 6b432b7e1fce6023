import {
  type CandidatePreferences,
  formatValidationError,
  type LegacyProfileUpdate,
  type Location,
  organizationDetailsSchema,
  type PreferenceProbe,
  type PreferenceProbeAnswer,
} from '@medhire/domain';
import { and, asc, desc, eq, getTableColumns, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, preferenceProbes, pushTokens } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import { deleteUnreferencedUploads, removeUploadFiles, uploadKeysIn } from '../uploads/service.js';
import type { StoredProfile } from './view.js';

/** An employer keeps at most this many push device tokens; saving one more drops the oldest. */
export const MAX_PUSH_TOKENS = 20;

const { passwordHash: _passwordHash, ...employerColumns } = getTableColumns(employers);

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

function invalid(message: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message);
}

/** The employer row, locked until the transaction ends, so concurrent updates of one profile queue up. */
async function lockEmployer(tx: Transaction, employerId: string): Promise<AuthenticatedEmployer> {
  const [row] = await tx
    .select(employerColumns)
    .from(employers)
    .where(eq(employers.id, employerId))
    .for('update');
  // authenticate found the employer a moment ago; gone now means the account was just deleted.
  if (!row) throw new AppError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return row;
}

async function updateEmployer(
  db: Db | Transaction,
  employerId: string,
  values: Partial<typeof employers.$inferInsert>,
): Promise<AuthenticatedEmployer> {
  const [row] = await db
    .update(employers)
    .set(values)
    .where(eq(employers.id, employerId))
    .returning(employerColumns);
  if (!row) throw new AppError(401, 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return row;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/** Fields that are neither absent nor cleared: what a stored object keeps of a sent one. */
function withoutEmpty<T extends object>(value: T): { [Key in keyof T]?: Exclude<T[Key], null> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== null),
  ) as { [Key in keyof T]?: Exclude<T[Key], null> };
}

/**
 * Applies an update's fields to a stored object: a value replaces the stored one, `null` clears it (the key
 * goes), a field not sent is kept.
 */
function applyFields<Stored extends object>(current: Stored, update: object): Stored {
  const next: Record<string, unknown> = Object.fromEntries(Object.entries(current));
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as Stored;
}

/**
 * The stored profile after an organization update:
 * - every top-level field sent replaces the stored one; `null` clears a field that may be empty (the payload
 *   schema refuses it for a required one); fields not sent are kept;
 * - `features` merges field by field, so a partial update never loses the practice type, and `null` clears
 *   one of its fields ("About us", the non-physician providers);
 * - `socialLinks` replaces the stored links as a whole; a link sent as `null` is not stored;
 * - `media` items are stored without their `_id` (the payload schema drops it);
 * - `deletedImgskeys` removes the media items with those storage keys (after a `media` list sent alongside);
 * - the older update's `locations` become `orgLocations.locations` (`numberOfLocations` is kept, or set to
 *   the list's length when there was none).
 */
export function mergeProfile(current: StoredProfile, update: LegacyProfileUpdate): StoredProfile {
  const { organizationName: _name, deletedImgskeys, locations, features, socialLinks, ...fields } = update;
  const next: StoredProfile = applyFields(current, fields);
  if (features) next.features = applyFields(current.features ?? {}, features);
  if (socialLinks === null) delete next.socialLinks;
  else if (socialLinks) next.socialLinks = withoutEmpty(socialLinks);
  if (locations) {
    const numberOfLocations = next.orgLocations?.numberOfLocations ?? locations.length;
    next.orgLocations = { locations, numberOfLocations };
  }
  if (deletedImgskeys?.length && next.media) {
    const removed = new Set(deletedImgskeys);
    next.media = next.media.filter((item) => !item.key || !removed.has(item.key));
  }
  return next;
}

/**
 * Saves organization details (update-orgdetails, update-profile and the older update-profile). The name goes
 * to its column, the rest is merged into the profile ({@link mergeProfile}).
 *
 * Partial payloads are accepted, except while the employer has no organization yet (no organization name):
 * then the result must hold every field of the wizard's first step (name, practice manager, email, phone,
 * practice type, number of physicians), or nothing is saved and the first missing one is named.
 *
 * An upload of the employer's that the update stops using (a replaced logo, a removed photo, a key in
 * `deletedImgskeys`) is deleted at once, row and file in `uploadsDir`, unless a profile still names it.
 */
export async function updateOrganization(
  db: Db,
  employerId: string,
  update: LegacyProfileUpdate,
  uploadsDir: string,
): Promise<AuthenticatedEmployer> {
  const { employer, removedUploads } = await db.transaction(async (tx) => {
    const employer = await lockEmployer(tx, employerId);
    const profile = mergeProfile(employer.profile as StoredProfile, update);
    const organizationName = update.organizationName ?? employer.organizationName;
    if (!employer.organizationName) {
      const complete = organizationDetailsSchema.safeParse({ ...profile, organizationName });
      if (!complete.success) throw invalid(formatValidationError(complete.error));
    }
    const updated = await updateEmployer(tx, employerId, { organizationName, profile });
    const kept = uploadKeysIn(profile);
    const dropped = [...uploadKeysIn([employer.profile, update.deletedImgskeys])].filter(
      (key) => !kept.has(key),
    );
    return { employer: updated, removedUploads: await deleteUnreferencedUploads(tx, employerId, dropped) };
  });
  await removeUploadFiles(uploadsDir, removedUploads);
  return employer;
}

/** update-locationDetails: the list replaces the stored one. */
export function updateLocationDetails(
  db: Db,
  employerId: string,
  locationsDetails: Location[],
): Promise<AuthenticatedEmployer> {
  return updateEmployer(db, employerId, { locationsDetails });
}

/**
 * update-candidate-preference: the preferences replace the stored ones, since a field left out means that
 * preference is open (the client drops empty fields before sending).
 */
export function updateCandidatePreferences(
  db: Db,
  employerId: string,
  preferences: CandidatePreferences,
): Promise<AuthenticatedEmployer> {
  return updateEmployer(db, employerId, { candidatePreferences: withoutUndefined(preferences) });
}

/** update-current-profile-step: where the wizard resumes (5: done). */
export function updateProfileStep(
  db: Db,
  employerId: string,
  currentProfileStep: number,
): Promise<AuthenticatedEmployer> {
  return updateEmployer(db, employerId, { currentProfileStep });
}

/** The would-you-rather probes in the card's order. */
export async function listPreferenceProbes(db: Db): Promise<PreferenceProbe[]> {
  const rows = await db
    .select({
      id: preferenceProbes.id,
      question: preferenceProbes.question,
      options: preferenceProbes.options,
    })
    .from(preferenceProbes)
    .orderBy(asc(preferenceProbes.position), asc(preferenceProbes.id));
  return rows.map((row) => ({
    _id: row.id,
    question: row.question,
    options: row.options.map(({ id, label, description }) => ({
      id,
      label,
      ...(description ? { description } : {}),
    })),
  }));
}

/**
 * update-preference-probes: every answer must name an existing probe and one of its options (the schema
 * already refused duplicates). The answers replace the stored list; nothing is stored when one is wrong.
 */
export async function updatePreferenceProbes(
  db: Db,
  employerId: string,
  answers: PreferenceProbeAnswer[],
): Promise<AuthenticatedEmployer> {
  const probes = await db
    .select({ id: preferenceProbes.id, options: preferenceProbes.options })
    .from(preferenceProbes);
  const optionsByProbe = new Map(probes.map((probe) => [probe.id, probe.options.map((option) => option.id)]));
  answers.forEach((answer, index) => {
    const options = optionsByProbe.get(answer.probeId);
    const label = `Preference probe ${index + 1}`;
    if (!options)
      throw invalid(`${label}: this question no longer exists. Reload the page and answer again.`);
    if (!options.includes(answer.choice)) {
      throw invalid(`${label} choice: choose one of the question’s two options`);
    }
  });
  const preferenceProbe = answers.map(({ probeId, choice }) => ({ probeId, choice }));
  return updateEmployer(db, employerId, { preferenceProbe });
}

/**
 * save-fcm-token: keeps the device token, as the owner's or the signed-in member's (`memberId`). Saving a known
 * token again only marks it as the newest. The owner and each member keep at most {@link MAX_PUSH_TOKENS}; the
 * oldest beyond that are dropped. A device receives the
 * pushes of the account signed in on it: the token is taken from any other employer that still holds it (a
 * browser whose last user's logout could not forget it), so the previous account's pushes stop there.
 */
export async function savePushToken(
  db: Db,
  employerId: string,
  token: string,
  memberId: string | null = null,
): Promise<void> {
  // The owner's devices, or one member's: each keeps its newest few, so a member cannot push the owner's out.
  const ofPerson = memberId ? eq(pushTokens.memberId, memberId) : isNull(pushTokens.memberId);
  await db.transaction(async (tx) => {
    // Saves of one employer queue up, so the limit holds when two devices save at once.
    await lockEmployer(tx, employerId);
    await tx
      .delete(pushTokens)
      .where(and(eq(pushTokens.token, token), ne(pushTokens.employerId, employerId)));
    await tx
      .insert(pushTokens)
      .values({ employerId, token, memberId })
      .onConflictDoUpdate({
        target: [pushTokens.employerId, pushTokens.token],
        set: { createdAt: sql`now()`, memberId },
      });
    const newest = tx
      .select({ id: pushTokens.id })
      .from(pushTokens)
      .where(and(eq(pushTokens.employerId, employerId), ofPerson))
      .orderBy(desc(pushTokens.createdAt), desc(pushTokens.id))
      .limit(MAX_PUSH_TOKENS);
    await tx
      .delete(pushTokens)
      .where(and(eq(pushTokens.employerId, employerId), ofPerson, notInArray(pushTokens.id, newest)));
  });
}

/** delete-fcm-token: forgets the device token; forgetting an unknown one changes nothing. */
export async function deletePushToken(db: Db, employerId: string, token: string): Promise<void> {
  await db.delete(pushTokens).where(and(eq(pushTokens.employerId, employerId), eq(pushTokens.token, token)));
}

import {
  type ExploreFilters,
  exploreFilterSchema,
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  type SavedSearchPayload,
} from '@medhire/domain';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, type SavedSearchRow, savedSearches } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { filterConditions, isUuid } from '../candidates/service.js';

/** The answer for a saved search that is not the person's (another's, a deleted one, a malformed id). */
export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'This saved search no longer exists.';

/** The answer when the person already keeps {@link SAVED_SEARCH_LIMIT} saved searches. */
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one you no longer use to save another.`;

/** The answer when another of the person's saved searches already has the name. */
export function savedSearchNameTakenMessage(name: string): string {
  return `You already have a saved search named “${name}”. Choose another name.`;
}

/** Whose saved searches: one person of an organization, the owner (`memberId` null) or a member. */
export interface SavedSearchOwner {
  employerId: string;
  memberId: string | null;
}

const notFound = () => new AppError(404, 'NOT_FOUND', SAVED_SEARCH_NOT_FOUND_MESSAGE);
const nameTaken = (name: string) =>
  new AppError(409, 'SAVED_SEARCH_NAME_TAKEN', savedSearchNameTakenMessage(name));

/** The rows of one person. */
export function ownedBy({ employerId, memberId }: SavedSearchOwner): SQL {
  return and(
    eq(savedSearches.employerId, employerId),
    memberId === null ? isNull(savedSearches.memberId) : eq(savedSearches.memberId, memberId),
  ) as SQL;
}

/** The stored filters, read back through the domain's schema (a filter no longer valid is dropped). */
export function storedFilters(value: unknown): ExploreFilters {
  const parsed = exploreFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** Explore's SQL conditions of a saved search (the same builder Explore's query uses). */
export function savedSearchConditions(filters: unknown): SQL[] {
  return filterConditions(storedFilters(filters));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * How many candidates matching each search were created after it was last looked at: one statement for all of
 * them (each a count of Explore's conditions over the candidates created since, found by their creation index).
 */
async function newCounts(db: Db, rows: readonly SavedSearchRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const parts = rows.map((row) => {
    const conditions = [
      sql`${candidates.createdAt} > ${row.lastLookedAt.toISOString()}::timestamptz`,
      ...savedSearchConditions(row.filters),
    ];
    return sql`select ${row.id}::uuid as id, (select count(*) from ${candidates} where ${sql.join(
      conditions,
      sql` and `,
    )})::int as new_count`;
  });
  const result = await db.execute<{ id: string; new_count: number | string }>(
    sql.join(parts, sql` union all `),
  );
  return new Map(result.rows.map((row) => [row.id, Number(row.new_count)]));
}

function toSavedSearch(row: SavedSearchRow, newCount: number): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: storedFilters(row.filters),
    newCount,
    lastLookedAt: row.lastLookedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

async function withCount(db: Db, row: SavedSearchRow): Promise<SavedSearch> {
  const counts = await newCounts(db, [row]);
  return toSavedSearch(row, counts.get(row.id) ?? 0);
}

/** The person's saved searches, by name (case-insensitive), each with its "N new since you last looked". */
export async function listSavedSearches(db: Db, owner: SavedSearchOwner): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(ownedBy(owner))
    .orderBy(asc(sql`lower(${savedSearches.name})`), asc(savedSearches.createdAt))
    .limit(SAVED_SEARCH_LIMIT);
  const counts = await newCounts(db, rows);
  return rows.map((row) => toSavedSearch(row, counts.get(row.id) ?? 0));
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

async function assertNameFree(tx: Transaction, owner: SavedSearchOwner, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        ownedBy(owner),
        eq(sql`lower(${savedSearches.name})`, name.toLowerCase()),
        exceptId ? sql`${savedSearches.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken(name);
}

/**
 * Saves the filters under a name for the person: 409 when the name is theirs already (whatever its case) or they
 * keep {@link SAVED_SEARCH_LIMIT} searches. Looked at now: only candidates created from now on are new.
 */
export async function createSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  payload: { name: string; filters: ExploreFilters } | SavedSearchPayload,
): Promise<SavedSearch> {
  const filters = exploreFilterSchema.parse(payload.filters);
  try {
    const row = await db.transaction(async (tx) => {
      // One person's saves take turns, so two at once cannot both pass the limit.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${owner.employerId}:${owner.memberId ?? 'owner'}`}))`,
      );
      const [kept] = await tx.select({ total: count() }).from(savedSearches).where(ownedBy(owner));
      if ((kept?.total ?? 0) >= SAVED_SEARCH_LIMIT) {
        throw new AppError(409, 'SAVED_SEARCH_LIMIT', SAVED_SEARCH_LIMIT_MESSAGE);
      }
      await assertNameFree(tx, owner, payload.name);
      const [inserted] = await tx
        .insert(savedSearches)
        .values({ employerId: owner.employerId, memberId: owner.memberId, name: payload.name, filters })
        .returning();
      if (!inserted) throw new Error('The saved search was not stored');
      return inserted;
    });
    return toSavedSearch(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(payload.name);
    throw error;
  }
}

/** Renames one of the person's saved searches (404 when it is not theirs; 409 when the name is taken). */
export async function renameSavedSearch(
  db: Db,
  owner: SavedSearchOwner,
  savedSearchId: string,
  name: string,
): Promise<SavedSearch> {
  if (!isUuid(savedSearchId)) throw notFound();
  try {
    const row = await db.transaction(async (tx) => {
      await assertNameFree(tx, owner, name, savedSearchId);
      const [updated] = await tx
        .update(savedSearches)
        .set({ name })
        .where(and(eq(savedSearches.id, savedSearchId), ownedBy(owner)))
        .returning();
      if (!updated) throw notFound();
      return updated;
    });
    return await withCount(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** Deletes one of the person's saved searches (404 when it is not theirs). */
export async function deleteSavedSearch(db: Db, owner: SavedSearchOwner, savedSearchId: string) {
  if (!isUuid(savedSearchId)) throw notFound();
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), ownedBy(owner)))
    .returning({ id: savedSearches.id });
  if (rows.length === 0) throw notFound();
}

/** Marks one of the person's saved searches looked at now: nothing is new any more (404 when not theirs). */
export async function markSavedSearchLookedAt(
  db: Db,
  owner: SavedSearchOwner,
  savedSearchId: string,
): Promise<SavedSearch> {
  if (!isUuid(savedSearchId)) throw notFound();
  const [row] = await db
    .update(savedSearches)
    .set({ lastLookedAt: sql`now()` })
    .where(and(eq(savedSearches.id, savedSearchId), ownedBy(owner)))
    .returning();
  if (!row) throw notFound();
  return toSavedSearch(row, 0);
}

import { Capability, MemberRole, paths, roleRefusal } from '@medhire/domain';
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidates,
  employers,
  members,
  savedSearchDigests,
  savedSearches,
  savedSearchMatches,
} from '../../db/schema.js';
import type { Mail } from '../../mail/mailer.js';
import { renderMail, subjectLine } from '../../mail/template.js';
import { recruitingEmployer } from '../employee/service.js';
import { savedSearchConditions } from './service.js';

/** How many saved searches one statement tests a new candidate against. */
const SEARCHES_PER_STATEMENT = 200;

/** The owner's key in the digest's claim (a member's id otherwise). */
export const OWNER_PERSON_KEY = '00000000-0000-0000-0000-000000000000';

/** A saved search that found a new candidate for the first time. */
export interface SavedSearchHit {
  employerId: string;
  memberId: string | null;
  savedSearchId: string;
  savedSearchName: string;
  candidateId: string;
}

/**
 * Tests a new candidate against every saved search of the organizations that may explore, with Explore's own
 * conditions restricted to that candidate, and records each match once: the row per (search, candidate) is the
 * "already notified" state, so whichever API node (or retry) records it first is the only one that answers it.
 */
export async function matchNewCandidate(db: Db, candidateId: string): Promise<SavedSearchHit[]> {
  const [candidate] = await db
    .select({
      specialty: candidates.specialty,
      homeState: candidates.homeState,
      boardStatus: candidates.boardStatus,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!candidate) return [];
  // A first sieve on the stored filters that only an equal value passes (specialty, state, board status), so the
  // exact test below — Explore's own conditions — runs on the few searches that may match, not on all of them.
  const anyOr = (key: string, value: string | null) =>
    sql`(${savedSearches.filters} ->> ${key} is null or ${savedSearches.filters} ->> ${key} = ${value})`;
  const searches = await db
    .select({
      id: savedSearches.id,
      employerId: savedSearches.employerId,
      memberId: savedSearches.memberId,
      name: savedSearches.name,
      filters: savedSearches.filters,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .innerJoin(employers, eq(employers.id, savedSearches.employerId))
    .leftJoin(members, eq(members.id, savedSearches.memberId))
    .where(
      and(
        recruitingEmployer(),
        searcherMayExplore(),
        anyOr('specialty', candidate.specialty),
        anyOr('state', candidate.homeState),
        anyOr('boardStatus', candidate.boardStatus),
      ),
    );
  const hits: SavedSearchHit[] = [];
  for (let start = 0; start < searches.length; start += SEARCHES_PER_STATEMENT) {
    const chunk = searches.slice(start, start + SEARCHES_PER_STATEMENT);
    const tests = chunk.map((search) => {
      const conditions = [
        sql`${candidates.id} = ${candidateId}`,
        // New to the search: a candidate who was there when it was saved is not news.
        sql`${candidates.createdAt} > ${search.createdAt.toISOString()}::timestamptz`,
        ...savedSearchConditions(search.filters),
      ];
      return sql`select ${search.id}::uuid as id where exists (select 1 from ${candidates} where ${sql.join(
        conditions,
        sql` and `,
      )})`;
    });
    const matched = await db.execute<{ id: string }>(sql.join(tests, sql` union all `));
    if (matched.rows.length === 0) continue;
    const recorded = await db
      .insert(savedSearchMatches)
      .values(matched.rows.map((row) => ({ savedSearchId: row.id, candidateId })))
      .onConflictDoNothing()
      .returning({ savedSearchId: savedSearchMatches.savedSearchId });
    const byId = new Map(chunk.map((search) => [search.id, search]));
    for (const { savedSearchId } of recorded) {
      const search = byId.get(savedSearchId);
      if (!search) continue;
      hits.push({
        employerId: search.employerId,
        memberId: search.memberId,
        savedSearchId,
        savedSearchName: search.name,
        candidateId,
      });
    }
  }
  return hits;
}

/** The roles that may explore candidates, and so keep saved searches. */
const exploringRoles = Object.values(MemberRole).filter(
  (role) => roleRefusal(role, Capability.ExploreCandidates) === null,
);

/**
 * The search's person may still explore: the owner, or a member not removed whose role may (a search left behind
 * by a removal or a role change alerts no one). Needs `members` left-joined on the search's member.
 */
function searcherMayExplore(): SQL {
  return or(
    isNull(savedSearches.memberId),
    and(isNull(members.removedAt), inArray(members.role, exploringRoles)),
  ) as SQL;
}

/**
 * How far back the catch-up looks for candidates whose matching may have been lost: twice its interval, so each
 * candidate is looked at again at most twice.
 */
export const CATCH_UP_WINDOW_MS = 20 * 60_000;

/**
 * The catch-up of {@link matchNewCandidate}: the candidates created since `since` are matched again, so one whose
 * background matching was lost (the node stopped between the registration and its matching) is still found. What
 * was recorded already is not recorded, nor notified, twice.
 */
export async function matchRecentCandidates(db: Db, since: Date): Promise<SavedSearchHit[]> {
  const recent = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(gt(candidates.createdAt, since))
    .orderBy(asc(candidates.createdAt));
  const hits: SavedSearchHit[] = [];
  for (const { id } of recent) hits.push(...(await matchNewCandidate(db, id)));
  return hits;
}

/** The UTC day of `now`, as the digest's claim keys it. */
export const digestDay = (now: Date) => now.toISOString().slice(0, 10);

interface DigestSearch {
  id: string;
  name: string;
  newCandidates: number;
}

/** The digest mail: each search with new candidates, and a link that opens it in Explore. */
export function savedSearchDigestMail(
  to: string,
  searches: readonly DigestSearch[],
  publicUrl: string,
): Mail {
  const total = searches.reduce((sum, search) => sum + search.newCandidates, 0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return {
    to,
    subject: subjectLine(`${plural(total, 'new candidate')} for your saved searches`),
    ...renderMail({
      paragraphs: [
        `Your saved searches found ${plural(total, 'new candidate')}:`,
        ...searches.map(
          (search) =>
            `${search.name}: ${plural(search.newCandidates, 'new candidate')} — ${publicUrl}${paths.explore({ savedSearch: search.id })}`,
        ),
        'Open a search in Explore to see who they are. You get this mail at most once a day.',
      ],
      link: { label: 'Open Explore', url: `${publicUrl}${paths.explore()}` },
    }),
  };
}

/**
 * Sends each person with matches not yet in a digest their digest mail, at most one a day: the person's row for
 * the UTC day is claimed first (a second node, or a second run that day, finds it taken and sends nothing), then
 * the matches are marked digested and the mail is written to the outbox. When the outbox refuses the mail, the
 * claim and the marks are given back, so the next run sends it. Matches found after today's digest wait for
 * tomorrow's. Answers how many mails were written.
 */
export async function sendSavedSearchDigests(
  db: Db,
  send: (mail: Mail) => Promise<unknown>,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const people = await db
    .selectDistinct({ employerId: savedSearches.employerId, memberId: savedSearches.memberId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(employers, eq(employers.id, savedSearches.employerId))
    .leftJoin(members, eq(members.id, savedSearches.memberId))
    // Only to people who may still explore, of organizations still recruiting.
    .where(and(isNull(savedSearchMatches.digestedAt), recruitingEmployer(), searcherMayExplore()));
  let sent = 0;
  let failure: unknown = null;
  for (const person of people) {
    const personKey = person.memberId ?? OWNER_PERSON_KEY;
    const digest = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(savedSearchDigests)
        .values({
          employerId: person.employerId,
          personKey,
          day: digestDay(now),
        })
        .onConflictDoNothing()
        .returning({ day: savedSearchDigests.day });
      if (claimed.length === 0) return null;
      const mine = await tx
        .select({ id: savedSearches.id, name: savedSearches.name })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.employerId, person.employerId),
            person.memberId === null
              ? isNull(savedSearches.memberId)
              : eq(savedSearches.memberId, person.memberId),
          ),
        );
      if (mine.length === 0) return null;
      const digested = await tx
        .update(savedSearchMatches)
        .set({ digestedAt: now })
        .where(
          and(
            isNull(savedSearchMatches.digestedAt),
            inArray(
              savedSearchMatches.savedSearchId,
              mine.map((search) => search.id),
            ),
          ),
        )
        .returning({ savedSearchId: savedSearchMatches.savedSearchId });
      if (digested.length === 0) return null;
      const counts = new Map<string, number>();
      for (const row of digested) counts.set(row.savedSearchId, (counts.get(row.savedSearchId) ?? 0) + 1);
      const searches = mine
        .filter((search) => counts.has(search.id))
        .map((search) => ({ ...search, newCandidates: counts.get(search.id) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const [recipient] =
        person.memberId === null
          ? await tx
              .select({ email: employers.email })
              .from(employers)
              .where(eq(employers.id, person.employerId))
          : await tx
              .select({ email: members.email })
              .from(members)
              .where(and(eq(members.id, person.memberId), eq(members.employerId, person.employerId)));
      if (!recipient) return null;
      return {
        mail: savedSearchDigestMail(recipient.email, searches, publicUrl),
        searchIds: searches.map((search) => search.id),
      };
    });
    if (!digest) continue;
    try {
      await send(digest.mail);
    } catch (error) {
      // Not stored, so never sent: today's claim and the marks go back for the next run to try again.
      await db.transaction(async (tx) => {
        await tx
          .delete(savedSearchDigests)
          .where(
            and(
              eq(savedSearchDigests.employerId, person.employerId),
              eq(savedSearchDigests.personKey, personKey),
              eq(savedSearchDigests.day, digestDay(now)),
            ),
          );
        await tx
          .update(savedSearchMatches)
          .set({ digestedAt: null })
          .where(
            and(
              eq(savedSearchMatches.digestedAt, now),
              inArray(savedSearchMatches.savedSearchId, digest.searchIds),
            ),
          );
      });
      failure ??= error;
      continue;
    }
    sent += 1;
  }
  // The others' digests went out; the failure is still the run's.
  if (failure) throw failure;
  return sent;
}

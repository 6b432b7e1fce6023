import {
  Capability,
  errorEnvelopeSchema,
  okSchema,
  SAVED_SEARCH_LIMIT,
  savedSearchesResultSchema,
  savedSearchPayloadSchema,
  savedSearchRenameSchema,
  savedSearchResultSchema,
} from '@medhire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import {
  CATCH_UP_WINDOW_MS,
  matchNewCandidate,
  matchRecentCandidates,
  type SavedSearchHit,
  sendSavedSearchDigests,
} from './alerts.js';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchLookedAt,
  renameSavedSearch,
  type SavedSearchOwner,
} from './service.js';

const signedIn = [{ bearerAuth: [] }];
const errors = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorEnvelopeSchema]));
const savedSearchParams = z.object({ savedSearchId: z.string().describe('The saved search’s `_id`') });
const tags = ['saved-searches'];

/** How often each API node catches up on lost matches and sends the digests that are due. */
export const DIGEST_INTERVAL_MS = 10 * 60_000;

/** The signed-in person: the owner, or the member. */
function ownerOf(request: FastifyRequest): SavedSearchOwner {
  return { employerId: currentEmployer(request).id, memberId: currentViewer(request).memberId };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the saved-search digests that are due now (at most one a person a day); how many were written. */
    sendSavedSearchDigests(now?: Date): Promise<number>;
    /** Matches again the candidates of the last hour (see `matchRecentCandidates`); how many new matches. */
    catchUpSavedSearchMatches(now?: Date): Promise<number>;
  }
}

/**
 * Alerts: a new candidate is tested against the saved searches in the background, after the registration has
 * answered; each first match becomes the person's notification (`saved-search.matched`, the notifications
 * module's). The digests go out from a timer on every node; the database's claims keep them to one a day.
 */
export function registerSavedSearchAlerts(app: FastifyInstance): void {
  const { db } = app.database;
  const announce = (hits: readonly SavedSearchHit[]) => {
    for (const hit of hits) app.events.emit('saved-search.matched', hit);
  };
  // One matching at a time on this node (a burst of registrations queues instead of piling up on the database).
  let matching: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = matching.then(work);
    matching = run.catch(() => undefined);
    return run;
  };
  app.events.on('candidate.created', async ({ candidateId }) => {
    announce(await serially(() => matchNewCandidate(db, candidateId)));
  });

  let running: Promise<unknown> = Promise.resolve();
  const sendDigests = (now?: Date): Promise<number> => {
    const run = running.then(() =>
      sendSavedSearchDigests(db, (mail) => app.mailer.send(mail), app.config.publicUrl, now),
    );
    running = run.catch((error: unknown) =>
      app.log.warn({ err: error }, 'The saved searches’ digest mails failed'),
    );
    return run;
  };
  app.decorate('sendSavedSearchDigests', sendDigests);
  // In the same queue as the registrations' matching, so a round never overlaps another or them.
  const catchUp = async (now = new Date()): Promise<number> => {
    const hits = await serially(() =>
      matchRecentCandidates(db, new Date(now.getTime() - CATCH_UP_WINDOW_MS)),
    );
    announce(hits);
    return hits.length;
  };
  app.decorate('catchUpSavedSearchMatches', catchUp);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Each round catches up on lost matches first, so the digest that follows lists them.
    timer = setInterval(
      () =>
        void catchUp()
          .catch((error: unknown) => app.log.warn({ err: error }, 'The saved searches’ catch-up failed'))
          .then(() => sendDigests())
          .catch(() => {}),
      DIGEST_INTERVAL_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Saved searches (issue 17): each person who may explore candidates keeps their own Explore filters under a
 * name, sees how many matching candidates are new since they last looked, renames and deletes them. Another
 * person's or organization's id answers 404.
 */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { capability: Capability.ExploreCandidates };

  app.get(
    '/employer/saved-searches',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags,
        summary: 'Your saved searches, by name, with how many candidates are new since you last looked',
        description: `Only yours (each person of the team keeps their own), at most ${SAVED_SEARCH_LIMIT}.`,
        security: signedIn,
        response: { 200: okSchema(savedSearchesResultSchema), ...errors },
      },
    },
    async (request) => ok({ savedSearches: await listSavedSearches(db, ownerOf(request)) }),
  );

  app.post(
    '/employer/saved-searches',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags,
        summary: 'Save Explore’s filters under a name',
        description:
          'The filters follow Explore’s rules. 409 when you already have a search of that name (whatever its ' +
          `case) or keep ${SAVED_SEARCH_LIMIT} searches.`,
        security: signedIn,
        body: savedSearchPayloadSchema,
        response: { 200: okSchema(savedSearchResultSchema), ...errors },
      },
    },
    async (request) => ok({ savedSearch: await createSavedSearch(db, ownerOf(request), request.body) }),
  );

  app.patch(
    '/employer/saved-searches/:savedSearchId',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags,
        summary: 'Rename a saved search',
        description: '404 for a search that is not yours; 409 when the name is taken.',
        security: signedIn,
        params: savedSearchParams,
        body: savedSearchRenameSchema,
        response: { 200: okSchema(savedSearchResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        savedSearch: await renameSavedSearch(
          db,
          ownerOf(request),
          request.params.savedSearchId,
          request.body.name,
        ),
      }),
  );

  app.delete(
    '/employer/saved-searches/:savedSearchId',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags,
        summary: 'Delete a saved search',
        description: '404 for a search that is not yours.',
        security: signedIn,
        params: savedSearchParams,
        response: { 200: okSchema(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await deleteSavedSearch(db, ownerOf(request), request.params.savedSearchId);
      return ok({ deleted: true as const });
    },
  );

  app.post(
    '/employer/saved-searches/:savedSearchId/looked-at',
    {
      onRequest: [authenticate],
      config,
      schema: {
        tags,
        summary: 'Mark a saved search looked at: nothing is new any more',
        description: '404 for a search that is not yours.',
        security: signedIn,
        params: savedSearchParams,
        response: { 200: okSchema(savedSearchResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        savedSearch: await markSavedSearchLookedAt(db, ownerOf(request), request.params.savedSearchId),
      }),
  );
};

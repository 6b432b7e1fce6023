import {
  Capability,
  responsivenessApiRoutes,
  responsivenessSettingsPayloadSchema,
  responsivenessSettingsResultSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { authenticate, currentEmployer } from '../auth/authenticate.js';
import { getResponsivenessSettings, saveResponsivenessSettings } from './service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const signedIn = [{ bearerAuth: [] }];

/**
 * The organization's responsiveness settings: its target reply time (a conversation waiting longer is overdue)
 * and how many days in each pipeline step make a candidate stale. The whole team reads them (the inbox, the board
 * and Home use them); the owner changes them, as the rest of the organization's settings (`EditProfile`).
 */
export const responsivenessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const minimum = () => app.config.replyTargetMinimumMinutes;

  app.get(
    responsivenessApiRoutes.settings,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['profile'],
        summary: 'The target reply time and the stale thresholds per pipeline step',
        description:
          '`replyTargetMinutes` (24 h unless the owner chose) and `replyTargetMinimumMinutes`, the shortest this ' +
          'server accepts; `staleAfterDays` per step (null: the step never goes stale; Hired and Rejected have none).',
        security: signedIn,
        response: { 200: okSchema(responsivenessSettingsResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({ settings: await getResponsivenessSettings(db, currentEmployer(request).id, minimum()) }),
  );

  app.put(
    responsivenessApiRoutes.settings,
    {
      onRequest: [authenticate],
      config: { capability: Capability.EditProfile },
      schema: {
        tags: ['profile'],
        summary: 'Change the target reply time and the stale thresholds (the owner)',
        description:
          'A target under `replyTargetMinimumMinutes` answers 400 in words. Recruiters and hiring managers answer 403.',
        security: signedIn,
        body: responsivenessSettingsPayloadSchema,
        response: { 200: okSchema(responsivenessSettingsResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        settings: await saveResponsivenessSettings(db, currentEmployer(request).id, request.body, minimum()),
      }),
  );
};

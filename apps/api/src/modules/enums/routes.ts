import {
  allEnums,
  allEnumsSchema,
  Capability,
  enumChoiceSchema,
  errorEnvelopeSchema,
  generateLocationPayloadSchema,
  okSchema,
  resolvedPlaceSchema,
  searchSpecialtyQuerySchema,
  searchSubSpecialtyQuerySchema,
  statePageSchema,
  stateSearchQuerySchema,
  subSpecialtyChoiceSchema,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { authenticate } from '../auth/authenticate.js';
import { suggestPlaces } from './places.js';
import { searchSpecialties, searchStates, searchSubSpecialties } from './service.js';

/** Place searches per client IP per minute (`generate-location` runs as the user types). */
export const LOCATION_SEARCHES_PER_MINUTE = 60;
export const TOO_MANY_SEARCHES_MESSAGE = 'Too many searches. Please wait a moment and try again.';

/**
 * The enums module: the public `/enums/*` searches and the whole set (from @medhire/domain), and
 * `POST /employer/auth/v1/generate-location`, which resolves typed places from the offline gazetteer and ZIP codes.
 */
export const enumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/enums/search-specialty',
    {
      schema: {
        tags: ['enums'],
        summary: 'Search specialties',
        description:
          'Case-insensitive: names that start with the text first, then names that contain it. All without text.',
        querystring: searchSpecialtyQuerySchema,
        response: { 200: okSchema(z.array(enumChoiceSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(searchSpecialties(request.query)),
  );

  app.get(
    '/enums/search-subSpecialty',
    {
      schema: {
        tags: ['enums'],
        summary: 'Search sub-specialties',
        description:
          'Like `search-specialty`. `specialtiesIds` (comma-separated or repeated) keeps the sub-specialties of ' +
          'those specialties; an unknown id answers 400.',
        querystring: searchSubSpecialtyQuerySchema,
        response: { 200: okSchema(z.array(subSpecialtyChoiceSchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(searchSubSpecialties(request.query)),
  );

  app.get(
    '/enums/get-all-enums',
    {
      schema: {
        tags: ['enums'],
        summary: 'Every product enum',
        description: 'The same values as `allEnums` of @medhire/domain. Cacheable for an hour.',
        response: { 200: okSchema(allEnumsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(allEnums);
    },
  );

  app.get(
    '/enums/search-state',
    {
      schema: {
        tags: ['enums'],
        summary: 'Search states, DC and the territories',
        description:
          'By name or two-letter code, names that start with the text first. Paged: `pageSize` (default 10) ' +
          'and `pageNumber` (from 1); `total` counts every match.',
        querystring: stateSearchQuerySchema,
        response: { 200: okSchema(statePageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok(searchStates(request.query)),
  );

  const perIp = app.createRateLimit({ max: LOCATION_SEARCHES_PER_MINUTE, timeWindow: 60_000 });
  const limitPerIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perIp(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', TOO_MANY_SEARCHES_MESSAGE);
    }
  };

  app.post(
    '/employer/auth/v1/generate-location',
    {
      onRequest: [authenticate, limitPerIp],
      // Anyone of the team who fills a form with places: the organization's locations, a job's.
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['auth'],
        summary: 'Suggest places for typed text',
        description:
          'Up to 8 US cities, towns, ZIP codes or whole states from the server’s offline gazetteer and ZIP code ' +
          'list, best first. Understands "Austin, TX", "austin texas", "TX", beginnings ("San Fran"), small typos ' +
          '("Austn"), a ZIP code ("78745" → "Austin, TX 78745"), the first digits of one ("787") and an address ' +
          'ending in one. No match answers an empty list.',
        security: [{ bearerAuth: [] }],
        body: generateLocationPayloadSchema,
        response: {
          200: okSchema(z.array(resolvedPlaceSchema)),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await suggestPlaces(request.body.location)),
  );
};

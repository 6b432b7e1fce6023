import {
  allEnums,
  Capability,
  generateLocationPayloadSchema,
  searchSpecialtyQuerySchema,
  searchSubSpecialtyQuerySchema,
  stateSearchQuerySchema,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { authenticate } from '../auth/authenticate.js';
import { searchPlaces } from './gazetteer.js';
import { searchSpecialties, searchStates, searchSubSpecialties } from './service.js';

/** Place searches per client IP per minute (`generate-location` runs as the user types). */
export const LOCATION_SEARCHES_PER_MINUTE = 60;
export const TOO_MANY_SEARCHES_MESSAGE = 'Too many searches. Please wait a moment and try again.';

const coordinates = z.object({ latitude: z.number(), longitude: z.number() });
const enumItem = z.object({ id: z.string(), name: z.string() });
const subSpecialtyItem = enumItem.extend({ specialtyId: z.string() });
const stateItem = enumItem.extend({ abbreviation: z.string(), coords: coordinates });
const choice = enumItem.extend({ _id: z.string().describe('The same as `id`') });
const subSpecialtyChoice = choice.extend({ specialtyId: z.string() });
const stateChoice = choice.extend({
  abbreviation: z.string(),
  description: z.string().describe('The text to show: the state’s name'),
  coords: coordinates.describe('The state’s approximate centre'),
});

const allEnumsSchema = z.object({
  specialties: z.array(enumItem).readonly(),
  subSpecialties: z.array(subSpecialtyItem).readonly(),
  specialtiesAndSubSpecialty: z
    .array(enumItem.extend({ subSpecialties: z.array(subSpecialtyItem).readonly() }))
    .readonly(),
  bonus: z.array(enumItem).readonly(),
  fringeBenefits: z.array(enumItem).readonly(),
  requiredQualification: z.array(enumItem).readonly(),
  employmentType: z.array(enumItem).readonly(),
  boardStatus: z.array(enumItem).readonly(),
  jobTypes: z.array(enumItem).readonly(),
  practiceType: z.array(enumItem).readonly(),
  reasonForJobOpportunity: z.array(enumItem).readonly(),
  states: z.array(stateItem).readonly(),
  providerTypes: z.array(enumItem).readonly(),
});

const statePageSchema = z.object({
  states: z.array(stateChoice),
  total: z.number().int().describe('How many states match in all'),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

const placeSchema = z.object({
  description: z.string().describe('"Austin, TX" for a city, "Texas" for a whole state'),
  city: z.string().optional().describe('Absent for a whole state'),
  state: z.string().describe('Two-letter USPS code'),
  coords: coordinates,
});

/**
 * The enums module: the public `/enums/*` searches and the whole set (from @medhire/domain), and
 * `POST /employer/auth/v1/generate-location`, which resolves typed places from the offline gazetteer.
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
        response: { 200: okSchema(z.array(choice)), 400: errorEnvelopeSchema },
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
        response: { 200: okSchema(z.array(subSpecialtyChoice)), 400: errorEnvelopeSchema },
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
      config: { capability: Capability.EditProfile },
      schema: {
        tags: ['auth'],
        summary: 'Suggest places for typed text',
        description:
          'Up to 8 US cities, towns or whole states from the server’s offline gazetteer, best first. Understands ' +
          '"Austin, TX", "austin texas", "TX", beginnings ("San Fran") and small typos ("Austn"). No match answers ' +
          'an empty list.',
        security: [{ bearerAuth: [] }],
        body: generateLocationPayloadSchema,
        response: {
          200: okSchema(z.array(placeSchema)),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(searchPlaces(request.body.location)),
  );
};

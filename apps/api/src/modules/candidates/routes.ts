import {
  applicantDetailQuerySchema,
  applicantListQuerySchema,
  applicantListSchema,
  applicantPageSchema,
  applicantQuerySchema,
  applicantResultSchema,
  Capability,
  recommendedQuerySchema,
  savedResultSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { assertCapability, authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import {
  employerApplicants,
  exploreApplicants,
  findApplicant,
  isConnectedCandidate,
  recommendedApplicants,
  saveCandidate,
  savedApplicants,
  unsaveCandidate,
} from './service.js';

const candidateParams = z.object({ candidateId: z.string().describe('The candidate’s `_id`') });
const signedIn = [{ bearerAuth: [] }];
const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The candidates module: explore, recommended, saved, applicants and one applicant, each with its score. */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['applicants'];

  app.get(
    '/employer/applicants/explore',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ExploreCandidates },
      schema: {
        tags,
        summary: 'Search candidates, best match first',
        description:
          'Filters: text (names, bio, specialty names), specialty, sub-specialty, home state, board status, ' +
          'minimum years of experience, available by year. Scored for `jobId` (one of your jobs) when sent, ' +
          'else for your candidate preferences, weighted by your would-you-rather answers; ties by last name.',
        security: signedIn,
        querystring: applicantQuerySchema,
        response: { 200: okSchema(applicantPageSchema), ...errors },
      },
    },
    async (request) => ok(await exploreApplicants(db, currentEmployer(request), request.query)),
  );

  app.get(
    '/employer/applicants/recommended',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ExploreCandidates },
      schema: {
        tags,
        summary: 'The best candidates not yet matched',
        description:
          'Top `limit` (10 by default) by score for `jobId` (not yet matched to it) or for your preferences ' +
          '(not yet matched to any of your jobs).',
        security: signedIn,
        querystring: recommendedQuerySchema,
        response: { 200: okSchema(applicantListSchema), ...errors },
      },
    },
    async (request) => ok(await recommendedApplicants(db, currentEmployer(request), request.query)),
  );

  app.get(
    '/employer/applicants/saved',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ExploreCandidates },
      schema: {
        tags,
        summary: 'Your saved candidates',
        description: 'Scored for your preferences, best first (at most 500).',
        security: signedIn,
        response: {
          200: okSchema(applicantListSchema),
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await savedApplicants(db, currentEmployer(request))),
  );

  app.put(
    '/employer/applicants/saved/:candidateId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ExploreCandidates },
      schema: {
        tags,
        summary: 'Save a candidate',
        description: 'Saving twice keeps one entry. 404 for a candidate that does not exist.',
        security: signedIn,
        params: candidateParams,
        response: { 200: okSchema(savedResultSchema), ...errors },
      },
    },
    async (request) => ok(await saveCandidate(db, currentEmployer(request).id, request.params.candidateId)),
  );

  app.delete(
    '/employer/applicants/saved/:candidateId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ExploreCandidates },
      schema: {
        tags,
        summary: 'Remove a candidate from your saved list',
        description:
          'Removing one that is not saved answers the same. 404 for a candidate that does not exist.',
        security: signedIn,
        params: candidateParams,
        response: { 200: okSchema(savedResultSchema), ...errors },
      },
    },
    async (request) => ok(await unsaveCandidate(db, currentEmployer(request).id, request.params.candidateId)),
  );

  app.get(
    '/employer/applicants/applicants',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags,
        summary: 'Candidates who applied to or were invited to your jobs',
        description:
          'All your jobs, or one with `jobId` (scored for it); best match first. A hiring manager gets the ' +
          'candidates of the jobs they are assigned to; `mine=true` keeps those of the jobs whose hiring team ' +
          'you are on.',
        security: signedIn,
        querystring: applicantListQuerySchema,
        response: { 200: okSchema(applicantPageSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const scope = await jobScopeOf(db, employer.id, currentViewer(request), request.query.mine);
      return ok(await employerApplicants(db, employer, request.query, scope));
    },
  );

  app.get(
    '/employer/applicants/:candidateId',
    {
      onRequest: [authenticate],
      // A candidate who applied to or was invited to one of the employer's jobs is the employer's own data
      // (readable while approval is pending or a payment has lapsed); any other needs Explore.
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags,
        summary: 'One candidate with the score’s reasons',
        description:
          'Scored for `jobId` (one of your jobs) when sent, else for your preferences. A candidate connected ' +
          'to one of your jobs can always be read (by a hiring manager: to a job they are assigned to); any ' +
          'other needs an account that may explore candidates.',
        security: signedIn,
        params: candidateParams,
        querystring: applicantDetailQuerySchema,
        response: { 200: okSchema(applicantResultSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const viewer = currentViewer(request);
      const scope = await jobScopeOf(db, employer.id, viewer);
      if (!(await isConnectedCandidate(db, employer.id, request.params.candidateId, scope))) {
        assertCapability(employer, Capability.ExploreCandidates, viewer.role);
      }
      const applicant = await findApplicant(
        db,
        employer,
        request.params.candidateId,
        request.query.jobId,
        scope,
      );
      return ok({ applicant });
    },
  );
};

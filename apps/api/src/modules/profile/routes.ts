import {
  Capability,
  candidatePreferencesSchema,
  errorEnvelopeSchema,
  fcmTokenDeletedResultSchema,
  fcmTokenPayloadSchema,
  fcmTokenSavedResultSchema,
  legacyProfileUpdateSchema,
  locationDetailsSchema,
  okSchema,
  organizationDetailsUpdateSchema,
  preferenceProbeSchema,
  preferenceProbesPayloadSchema,
  profileStepSchema,
  userResultSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_BODY_LIMIT } from '../../http/body-limits.js';
import { ok } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer, requireOwnEmployer } from '../auth/authenticate.js';
import { toUser } from '../auth/service.js';
import {
  deletePushToken,
  listPreferenceProbes,
  savePushToken,
  updateCandidatePreferences,
  updateLocationDetails,
  updateOrganization,
  updatePreferenceProbes,
  updateProfileStep,
} from './service.js';

const ownIdParams = z.object({
  id: z.string().describe('The signed-in employer’s own id (`user._id`); any other value is refused'),
});

const signedIn = [{ bearerAuth: [] }];

const userResult = okSchema(userResultSchema);

/** The answers of a protected update: the user, or the error envelope. */
const updateResponses = {
  200: userResult,
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
};

const ORGANIZATION_RULE =
  'Fields sent replace the stored ones (`features` merges field by field); fields not sent are kept. ' +
  'An explicit `null` clears a field that may be empty (logo, orgLocations, features.nonPhysicianProvider, ' +
  'features.aboutUs, media, socialLinks or one link); a required field sent as `null` is refused with 400. ' +
  'While the employer has no organization yet, the first save must hold the first step’s fields ' +
  '(organizationName, practiceManagerName, email, phoneNumber, features.practiceType, ' +
  'features.noOfPhysician). Answers the updated user.';

/**
 * The profile module under `/employer/auth`: organization details, locations, candidate preferences, the
 * would-you-rather probes, the wizard's step and push device tokens. Every route is the signed-in employer's
 * own (`{id}` must be their id); every update is all-or-nothing and answers the updated user.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const own = {
    onRequest: [authenticate, requireOwnEmployer],
    config: { capability: Capability.EditProfile },
  };

  // Three calls save the organization, with the same rule: the wizard's, edit profile's, and the older update.
  const organizationRoutes = [
    {
      url: '/employer/auth/v1/update-orgdetails/:id',
      summary: 'Save the organization details (wizard steps 1 and 3)',
      description: ORGANIZATION_RULE,
      body: organizationDetailsUpdateSchema,
    },
    {
      url: '/employer/auth/v1/update-profile/:id',
      summary: 'Update the organization profile (edit profile)',
      description: `The partial organization detail payload. ${ORGANIZATION_RULE}`,
      body: organizationDetailsUpdateSchema,
    },
    {
      url: '/employer/auth/update-profile/:id',
      summary: 'Update the organization profile (older version)',
      description:
        'The partial organization payload plus linkedin, managingPartner, specialty and subSpecialty (one ' +
        'id or a list), deletedImgskeys (removes the media items with those keys) and locations (stored ' +
        `as orgLocations.locations). ${ORGANIZATION_RULE}`,
      body: legacyProfileUpdateSchema,
    },
  ];
  for (const { url, summary, description, body } of organizationRoutes) {
    app.patch(
      url,
      {
        ...own,
        bodyLimit: PROFILE_BODY_LIMIT,
        schema: {
          tags: ['profile'],
          summary,
          description,
          security: signedIn,
          params: ownIdParams,
          body,
          response: updateResponses,
        },
      },
      async (request) => {
        const employer = currentEmployer(request);
        const updated = await updateOrganization(db, employer.id, request.body, app.config.uploadsDir);
        return ok({ user: toUser(updated) });
      },
    );
  }

  app.patch(
    '/employer/auth/v1/update-locationDetails/:id',
    {
      ...own,
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        tags: ['profile'],
        summary: 'Save the organization’s locations (wizard step 2)',
        description: 'The list replaces the stored one. Answers the updated user.',
        security: signedIn,
        params: ownIdParams,
        body: locationDetailsSchema,
        response: updateResponses,
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const updated = await updateLocationDetails(db, employer.id, request.body.locationsDetails);
      return ok({ user: toUser(updated) });
    },
  );

  app.patch(
    '/employer/auth/v1/update-candidate-preference/:id',
    {
      ...own,
      schema: {
        tags: ['profile'],
        summary: 'Save the candidate preferences (wizard step 4)',
        description:
          'The preferences replace the stored ones: a field left out is an open preference. Answers the ' +
          'updated user.',
        security: signedIn,
        params: ownIdParams,
        body: candidatePreferencesSchema,
        response: updateResponses,
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      return ok({ user: toUser(await updateCandidatePreferences(db, employer.id, request.body)) });
    },
  );

  app.get(
    '/employer/auth/v1/preference-probes',
    {
      onRequest: [authenticate],
      config: { capability: Capability.EditProfile },
      schema: {
        tags: ['profile'],
        summary: 'The would-you-rather probes, in order',
        description: 'Each probe has two options; an answer names the probe `_id` and one option `id`.',
        security: signedIn,
        response: { 200: okSchema(z.array(preferenceProbeSchema)), 401: errorEnvelopeSchema },
      },
    },
    async () => ok(await listPreferenceProbes(db)),
  );

  app.patch(
    '/employer/auth/v1/update-preference-probes/:id',
    {
      ...own,
      schema: {
        tags: ['profile'],
        summary: 'Save the would-you-rather answers',
        description:
          '`{ preferenceProbe: [{ probeId, choice }] }`: each probe at most once, each choice one of its ' +
          'two option ids. The list replaces the stored answers; a non-empty list counts as answered for ' +
          'the post-login redirect. Answers the updated user.',
        security: signedIn,
        params: ownIdParams,
        body: preferenceProbesPayloadSchema,
        response: updateResponses,
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const updated = await updatePreferenceProbes(db, employer.id, request.body.preferenceProbe);
      return ok({ user: toUser(updated) });
    },
  );

  app.patch(
    '/employer/auth/v1/update-current-profile-step/:id',
    {
      ...own,
      schema: {
        tags: ['profile'],
        summary: 'Set where the profile wizard resumes',
        description: 'Steps 1 to 4 are the wizard’s; 5 means the profile is done. Answers the updated user.',
        security: signedIn,
        params: ownIdParams,
        body: profileStepSchema,
        response: updateResponses,
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const updated = await updateProfileStep(db, employer.id, request.body.currentProfileStep);
      return ok({ user: toUser(updated) });
    },
  );

  app.patch(
    '/employer/auth/save-fcm-token/:id',
    {
      ...own,
      // Every member's device, not only the owner's.
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['profile'],
        summary: 'Keep a push device token',
        description:
          'Saving a known token again changes nothing but its age. A device belongs to the account that ' +
          'saved its token last: the token is taken from any other account. At most 20 tokens per ' +
          'employer; the oldest are dropped.',
        security: signedIn,
        params: ownIdParams,
        body: fcmTokenPayloadSchema,
        response: {
          200: okSchema(fcmTokenSavedResultSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await savePushToken(
        db,
        currentEmployer(request).id,
        request.body.value,
        currentViewer(request).memberId,
      );
      return ok({ saved: true as const });
    },
  );

  app.delete(
    '/employer/auth/delete-fcm-token/:id',
    {
      ...own,
      // Every member's device, not only the owner's.
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['profile'],
        summary: 'Forget a push device token',
        description: 'Forgetting a token that is not kept also answers `{ deleted: true }`.',
        security: signedIn,
        params: ownIdParams,
        body: fcmTokenPayloadSchema,
        response: {
          200: okSchema(fcmTokenDeletedResultSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await deletePushToken(db, currentEmployer(request).id, request.body.value);
      return ok({ deleted: true as const });
    },
  );
};

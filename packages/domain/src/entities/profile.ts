import { z } from 'zod';
import {
  coordinatesSchema,
  optionalText,
  requiredText,
  stateCode,
  stateCodeView,
  wholeNumber,
} from './fields';

/**
 * `PATCH /employer/auth/v1/update-current-profile-step/{id}`: where the profile wizard resumes.
 * Steps 1 to 4 are the wizard's; 5 means the profile is done.
 */
export const profileStepSchema = z.object({
  currentProfileStep: wholeNumber('The profile step', 1, 5),
});
/** Profile step payload. */
export type ProfileStep = z.infer<typeof profileStepSchema>;

/** `POST /employer/auth/v1/generate-location`: a place as the user typed it. */
export const generateLocationPayloadSchema = z.object({
  location: requiredText('The location', 'Type a city, address or ZIP code', 200),
});
/** Generate-location payload. */
export type GenerateLocationPayload = z.infer<typeof generateLocationPayloadSchema>;

/** One place `generate-location` answers (a response shape: plain text, no input rules). */
export const resolvedPlaceSchema = z.object({
  description: z
    .string()
    .describe('"Austin, TX" for a city, "Austin, TX 78745" for a ZIP code, "Texas" for a whole state'),
  city: z.string().optional().describe('Absent for a whole state'),
  state: stateCodeView,
  coords: z.object({ latitude: z.number(), longitude: z.number() }),
});
/** A place as `generate-location` resolves it. */
export type ResolvedPlace = z.infer<typeof resolvedPlaceSchema>;

/**
 * A place resolved by `generate-location`: the description to show, city, two-letter state and
 * coordinates. City and state are optional because a whole state has no city.
 */
export const locationSchema = z.object({
  description: requiredText('A location', 'Choose each location from the suggestions', 300),
  city: optionalText('The city', 120),
  state: stateCode('Choose the state of each location').optional(),
  coords: coordinatesSchema,
});
/** A resolved place. */
export type Location = z.infer<typeof locationSchema>;

/** `PATCH /employer/auth/v1/update-locationDetails/{id}`: the organization's locations (wizard step 2). */
export const locationDetailsSchema = z.object({
  locationsDetails: z
    .array(locationSchema, { error: 'Add at least one location' })
    .min(1, 'Add at least one location')
    .max(500, 'An organization can list at most 500 locations'),
});
/** Location details payload. */
export type LocationDetails = z.infer<typeof locationDetailsSchema>;

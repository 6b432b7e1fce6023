import {
  candidatePreferencesSchema,
  dropBlankValues,
  type HomeState,
  type Location,
  locationDetailsSchema,
  type MediaItem,
  mediaItemSchema,
  organizationDetailsSchema,
  type SocialLinks,
  socialLinksSchema,
} from '@medhire/domain';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { preparedSchema } from '../../lib/prepared-schema';
import { mediaLimit } from './step-parts';

// The profile steps' checks, in a module of their own that each step loads with the user's first input: zod and
// the domain's schemas stay out of the page's first load.

/**
 * Validates a step's values after dropping the blank ones (`""`, `null`, `undefined`): a cleared number or
 * link is "nothing entered", not invalid. A required field left empty still gets its schema's own
 * "Enter the …" message. Controls clear to `null` or `""`, never `undefined`, because react-hook-form shows
 * the default value again for a field set to `undefined`. A step that clears a saved field puts an explicit
 * `null` in its payload after this check.
 */
export function withoutBlanks<Values extends FieldValues, Schema extends z.ZodType>(schema: Schema) {
  return preparedSchema<Values, Schema>(dropBlankValues, schema);
}

/** Step 1 validates the organization fields of the domain's `organizationDetailsSchema`. */
export const organizationStepSchema = organizationDetailsSchema.pick({
  logo: true,
  organizationName: true,
  practiceManagerName: true,
  email: true,
  phoneNumber: true,
  features: true,
});

/** The number of locations as the domain counts it (a whole number from 0 to 10,000). */
const numberOfLocationsSchema = organizationDetailsSchema.shape.orgLocations.unwrap().shape.numberOfLocations;

/**
 * Step 2 validates the places with the domain's `locationDetailsSchema` (at least one, each chosen from
 * the suggestions) and the number of locations, which counts at least the places listed.
 */
const locationsStepSchema = z
  .object({
    locations: locationDetailsSchema.shape.locationsDetails,
    numberOfLocations: numberOfLocationsSchema,
  })
  .refine((values) => values.numberOfLocations >= values.locations.length, {
    path: ['numberOfLocations'],
    error: (issue) => {
      const count = (issue.input as { locations?: unknown[] } | undefined)?.locations?.length ?? 0;
      return `The number of locations must be at least ${count}, the places you added`;
    },
    when: (context) => {
      const value = context.value as { locations?: unknown; numberOfLocations?: unknown };
      return (
        Array.isArray(value.locations) && numberOfLocationsSchema.safeParse(value.numberOfLocations).success
      );
    },
  });

/** An empty link box means "no link": it is left out instead of being checked as an address. */
function blankAsAbsent<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );
}

/** Step 3 validates with the domain's `mediaItemSchema` and `socialLinksSchema` (and their messages). */
export const mediaStepSchema = z.object({
  media: z.array(mediaItemSchema).max(mediaLimit, `Add at most ${mediaLimit} photos and videos`),
  socialLinks: z.object({
    facebook: blankAsAbsent(socialLinksSchema.shape.facebook),
    twitter: blankAsAbsent(socialLinksSchema.shape.twitter),
    instagram: blankAsAbsent(socialLinksSchema.shape.instagram),
    websiteUrl: blankAsAbsent(socialLinksSchema.shape.websiteUrl),
  }),
});

export const organizationStepChecks = withoutBlanks<
  OrganizationDetailsStepValues,
  typeof organizationStepSchema
>(organizationStepSchema);

export const locationsStepChecks = withoutBlanks<LocationsStepValues, typeof locationsStepSchema>(
  locationsStepSchema,
);

export const mediaStepChecks = preparedSchema((values: MediaStepValues) => values, mediaStepSchema);

export const candidatePreferencesStepChecks = withoutBlanks<
  PreferencesValues,
  typeof candidatePreferencesSchema
>(candidatePreferencesSchema);

/** Values of the organization details step, as the form holds them (and as `defaultValues` resume them). */
export type OrganizationDetailsStepValues = {
  /** Address of the uploaded logo; `""` when there is none. */
  logo?: string;
  organizationName: string;
  practiceManagerName: string;
  email: string;
  phoneNumber: string;
  features: {
    practiceType?: z.input<typeof organizationStepSchema>['features']['practiceType'];
    noOfPhysician?: number | null;
    nonPhysicianProvider?: number | null;
    aboutUs?: string;
  };
};

export type LocationsStepValues = { locations: Location[]; numberOfLocations: number | null };

export type MediaStepValues = { media: MediaItem[]; socialLinks: Record<keyof SocialLinks, string> };

/** The values as the form holds them: a cleared choice is `null`. */
export type PreferencesValues = {
  specialty: string[];
  subSpecialty: string[];
  homeState: HomeState[];
  boardCertStatus: string | null;
  minExperience: number | null;
  yearAvailableToStart: number | null;
};

import type {
  CandidatePreferences,
  Location,
  MediaItem,
  OrganizationDetails,
  SocialLinks,
} from '@medhire/domain';
import { z } from 'zod';
import type { Employer } from '../../db/schema.js';

/**
 * What `employers.profile` holds: the organization detail payload minus `organizationName` (a column), plus
 * the older update's linkedin, managingPartner, specialty and subSpecialty (always lists once stored).
 */
export type StoredProfile = Partial<Omit<OrganizationDetails, 'organizationName' | 'features'>> & {
  features?: Partial<OrganizationDetails['features']>;
  linkedin?: string;
  managingPartner?: string;
  specialty?: string[];
  subSpecialty?: string[];
};

/** The profile part of the user (login, sync-user-detail, every profile update): each field absent when unset. */
export type UserProfileView = {
  organizationName?: string;
  logo?: string;
  practiceManagerName?: string;
  /** The organization's contact email (the profile's `email`); the account's sign-in email stays `email`. */
  organizationEmail?: string;
  phoneNumber?: string;
  orgLocations?: StoredProfile['orgLocations'];
  features?: StoredProfile['features'];
  media?: MediaItem[];
  socialLinks?: SocialLinks;
  linkedin?: string;
  managingPartner?: string;
  specialty?: string[];
  subSpecialty?: string[];
  locationsDetails?: Location[];
  candidatePreferences?: CandidatePreferences;
};

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The profile fields of the user the client sees, from the employer's row. Unset fields are left out. */
export function toUserProfile(
  employer: Pick<Employer, 'organizationName' | 'profile' | 'locationsDetails' | 'candidatePreferences'>,
): UserProfileView {
  const profile = (employer.profile ?? {}) as StoredProfile;
  const view: UserProfileView = {
    organizationName: employer.organizationName ?? undefined,
    logo: profile.logo,
    practiceManagerName: profile.practiceManagerName,
    organizationEmail: profile.email,
    phoneNumber: profile.phoneNumber,
    orgLocations: profile.orgLocations,
    features: profile.features,
    media: profile.media,
    socialLinks: profile.socialLinks,
    linkedin: profile.linkedin,
    managingPartner: profile.managingPartner,
    specialty: profile.specialty,
    subSpecialty: profile.subSpecialty,
    locationsDetails: employer.locationsDetails as Location[] | undefined,
    candidatePreferences: employer.candidatePreferences as CandidatePreferences | undefined,
  };
  for (const key of Object.keys(view) as (keyof UserProfileView)[]) {
    if (isEmpty(view[key])) delete view[key];
  }
  return view;
}

const coordinates = z.object({ latitude: z.number(), longitude: z.number() });
const place = z.object({ description: z.string(), coords: coordinates });

/**
 * The response schema of {@link UserProfileView}'s fields, to spread into the user's response schema. Plain
 * shapes without the payload schemas' coercions (a response is encoded through its schema).
 */
export const userProfileResponseShape = {
  organizationName: z.string().optional(),
  logo: z.string().optional().describe('Link to the uploaded logo'),
  practiceManagerName: z.string().optional(),
  organizationEmail: z
    .string()
    .optional()
    .describe('The organization’s contact email (the payloads’ `email`); `email` stays the sign-in email'),
  phoneNumber: z.string().optional(),
  orgLocations: z
    .object({ locations: z.array(place).optional(), numberOfLocations: z.number().optional() })
    .optional(),
  features: z
    .object({
      practiceType: z.string().optional(),
      noOfPhysician: z.number().optional(),
      nonPhysicianProvider: z.number().optional(),
      aboutUs: z.string().optional(),
    })
    .optional(),
  media: z
    .array(
      z.object({
        url: z.string(),
        key: z.string().optional(),
        type: z.string().optional(),
        name: z.string().optional(),
      }),
    )
    .optional(),
  socialLinks: z
    .object({
      facebook: z.string().optional(),
      twitter: z.string().optional(),
      instagram: z.string().optional(),
      websiteUrl: z.string().optional(),
    })
    .optional(),
  linkedin: z.string().optional(),
  managingPartner: z.string().optional(),
  specialty: z.array(z.string()).optional().describe('Specialty ids (older profile update)'),
  subSpecialty: z.array(z.string()).optional().describe('Sub-specialty ids (older profile update)'),
  locationsDetails: z
    .array(place.extend({ city: z.string().optional(), state: z.string().optional() }))
    .optional()
    .describe('The resolved locations of update-locationDetails'),
  candidatePreferences: z
    .object({
      specialty: z.array(z.string()).optional(),
      subSpecialty: z.array(z.string()).optional(),
      homeState: z.array(place).optional(),
      boardCertStatus: z.string().optional(),
      minExperience: z.number().optional(),
      yearAvailableToStart: z.number().optional(),
    })
    .optional(),
};

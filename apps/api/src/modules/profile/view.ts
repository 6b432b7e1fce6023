import type { CandidatePreferences, Location, OrganizationDetails, UserProfileView } from '@medhire/domain';
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

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * The profile fields of the user the client sees (the domain's `UserProfileView`), from the employer's row.
 * Unset fields are left out.
 */
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

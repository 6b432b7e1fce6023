import type {
  CandidatePreferencesInput,
  Location,
  MediaItem,
  OrganizationDetails,
  SocialLinks,
  User,
} from '@medhire/domain';
import type { OrganizationDetailsStepValues } from '@medhire/ui/profile-steps';

/**
 * The profile fields the server adds to the user (login and sync-user-detail), each absent until set.
 * The domain's user schema is open, so these are read through this view.
 */
export interface ProfileUser {
  organizationName?: string;
  logo?: string;
  practiceManagerName?: string;
  organizationEmail?: string;
  phoneNumber?: string;
  orgLocations?: OrganizationDetails['orgLocations'];
  features?: Partial<OrganizationDetails['features']>;
  media?: MediaItem[];
  socialLinks?: SocialLinks;
  locationsDetails?: Location[];
  candidatePreferences?: CandidatePreferencesInput;
}

export function profileOf(user: User): ProfileUser {
  return user as ProfileUser;
}

/** The values step 1 (organization details) resumes with. */
export function organizationDefaults(profile: ProfileUser): Partial<OrganizationDetailsStepValues> {
  return {
    logo: profile.logo,
    organizationName: profile.organizationName,
    practiceManagerName: profile.practiceManagerName,
    email: profile.organizationEmail,
    phoneNumber: profile.phoneNumber,
    // Saved as a whole by step 1, so a stored `features` is complete.
    features: profile.features as OrganizationDetailsStepValues['features'] | undefined,
  };
}

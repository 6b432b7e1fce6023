export {
  CandidatePreferencesStep,
  type CandidatePreferencesStepPayload,
  type CandidatePreferencesStepProps,
} from './candidate-preferences-step';
export { LocationsStep, type LocationsStepPayload, type LocationsStepProps } from './locations-step';
export {
  MediaStep,
  type MediaStepPayload,
  type MediaStepProps,
  type MediaUploadResult,
  mediaLimit,
} from './media-step';
export {
  logoMaxSize,
  OrganizationDetailsStep,
  type OrganizationDetailsStepPayload,
  type OrganizationDetailsStepProps,
  type OrganizationDetailsStepValues,
} from './organization-details-step';

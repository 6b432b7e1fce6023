export {
  ApplicantProfile,
  type ApplicantProfileApplicant,
  type ApplicantProfileProps,
} from './applicant-profile';

export {
  ApplicantFilters,
  type ApplicantFiltersProps,
  type ApplicantFiltersValue,
  countActiveFilters,
} from './applicant-filters';

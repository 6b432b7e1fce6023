export type { ApplicantMatch, ReasonImpact, ScoreReason as ApplicantReason } from '@medhire/domain';
export {
  boardStatusName,
  candidateDisplayName,
  employmentTypeName,
  enumName,
  homeLine,
  matchStatusWords,
  matchWords,
  providerTypeAbbreviation,
  scoreBand,
  specialtyLine,
  specialtyName,
  stateName,
  subSpecialtyName,
} from '../../lib/applicant-words';
export { ApplicantCard, type ApplicantCardApplicant, type ApplicantCardProps } from './applicant-card';
export { ApplicantCardSkeleton, type ApplicantCardSkeletonProps } from './applicant-card-skeleton';
export { MatchChips, type MatchChipsProps } from './match-chips';
export { MatchScore, type MatchScoreProps } from './match-score';
export { ReasonList, type ReasonListProps } from './reason-list';
export { SaveToggle, type SaveToggleProps } from './save-toggle';
export { useOptimisticSave } from './use-optimistic-save';

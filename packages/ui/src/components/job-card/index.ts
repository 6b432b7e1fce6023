export {
  formatMoneyShort,
  formatSalaryRange,
  JobCard,
  type JobCardJob,
  type JobCardProps,
  JobCardSkeleton,
  type JobLinkProps,
  JobList,
  type JobListProps,
  type JobPipelineStatus,
  type JobRenderLink,
  type JobStatusFilter,
} from './job-card';

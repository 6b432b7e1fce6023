export {
  formatMoneyShort,
  formatSalaryRange,
  JobCard,
  type JobCardJob,
  type JobCardProps,
  JobCardSkeleton,
  JobList,
  type JobListProps,
  type JobPipelineStatus,
  type JobStatusFilter,
} from './job-card';

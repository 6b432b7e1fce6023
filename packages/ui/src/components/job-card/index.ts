export { formatMoneyShort, formatSalaryRange } from '../../lib/money';
export { JobCard, type JobCardJob, type JobCardProps, type JobPipelineStatus } from './job-card';
export { JobCardSkeleton } from './job-card-skeleton';
export { JobList, type JobListProps, type JobStatusFilter } from './job-list';

import { type JobListStatus, paths } from '@medhire/domain';
import { BriefcaseMedical, Plus } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button, buttonVariants } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { JobCard, type JobCardJob } from './job-card';
import { JobCardSkeleton } from './job-card-skeleton';

/** Which jobs the list shows. */
export type JobStatusFilter = JobListStatus;

const statusTabs: { value: JobStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/** Props of {@link JobList}. */
export type JobListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The jobs of the chosen status, newest first. */
  jobs: readonly JobCardJob[];
  /** The status tab shown. */
  status: JobStatusFilter;
  /** Called with the tab the employer picks. */
  onStatusChange: (status: JobStatusFilter) => void;
  /** Shows skeleton cards. */
  loading?: boolean;
  /** Loading failed: the message to show (with "Try again" when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Where "Post a job" goes (default `/create-job`). */
  createJobHref?: string;
  /**
   * Whose jobs the list holds, for its empty state: `all` the organization's (with "Post a job"), `mine` those the
   * viewer leads or is on the hiring team of ("Only my jobs", with `onShowAll`), `assigned` a hiring manager's.
   */
  scope?: 'all' | 'mine' | 'assigned';
  /** Turns "Only my jobs" off (the `mine` empty state's action). */
  onShowAll?: () => void;
  renderLink?: RenderLink;
  /** Whether each card offers "Edit" (default true). */
  canEdit?: boolean;
  onClose?: (job: JobCardJob) => Promise<void>;
  onReopen?: (job: JobCardJob) => Promise<void>;
};

/**
 * The employer's jobs with an Open / Closed / All tab row: skeletons while loading, an error with
 * "Try again", an empty state with "Post a job", or one {@link JobCard} per job.
 */
export function JobList({
  jobs,
  status,
  onStatusChange,
  loading = false,
  error = null,
  onRetry,
  createJobHref = paths.createJob(),
  scope = 'all',
  onShowAll,
  renderLink = renderAnchor,
  canEdit = true,
  onClose,
  onReopen,
  className,
  ...props
}: JobListProps) {
  const body = () => {
    if (loading) {
      return (
        <div role="status" aria-label="Loading jobs" className="grid gap-4">
          <JobCardSkeleton />
          <JobCardSkeleton />
          <JobCardSkeleton />
        </div>
      );
    }
    if (error) {
      return (
        <ErrorState
          headingLevel={3}
          title="Your jobs could not be loaded"
          message={error}
          onRetry={onRetry}
        />
      );
    }
    if (jobs.length === 0 && scope === 'mine') {
      return (
        <EmptyState
          headingLevel={3}
          icon={<BriefcaseMedical />}
          title={status === 'all' ? 'No jobs of yours yet' : `No ${status} jobs of yours`}
          description="“Only my jobs” shows the jobs you lead or are on the hiring team of."
          action={
            onShowAll ? (
              <Button type="button" variant="outline" onClick={onShowAll}>
                Show all jobs
              </Button>
            ) : undefined
          }
        />
      );
    }
    if (jobs.length === 0 && scope === 'assigned') {
      return (
        <EmptyState
          headingLevel={3}
          icon={<BriefcaseMedical />}
          title={status === 'all' ? 'No jobs assigned to you yet' : `No ${status} jobs assigned to you`}
          description="The jobs you are put on as a hiring manager show up here, with their candidates and pipeline."
        />
      );
    }
    if (jobs.length === 0) {
      const postJob = renderLink({
        href: createJobHref,
        'data-slot': 'job-list-post-job',
        className: buttonVariants({ variant: 'primary' }),
        children: (
          <>
            <Plus aria-hidden="true" />
            Post a job
          </>
        ),
      });
      if (status === 'closed') {
        return (
          <EmptyState
            headingLevel={3}
            icon={<BriefcaseMedical />}
            title="No closed jobs"
            description="Jobs you close show up here, and you can reopen them any time."
          />
        );
      }
      return (
        <EmptyState
          headingLevel={3}
          icon={<BriefcaseMedical />}
          title={status === 'open' ? 'No open jobs' : 'No jobs yet'}
          description="Post a job to start receiving applicants and inviting candidates who fit."
          action={postJob}
        />
      );
    }
    return (
      <ul className="grid gap-4" aria-label="Jobs">
        {jobs.map((job) => (
          <li key={job._id}>
            <JobCard
              job={job}
              renderLink={renderLink}
              canEdit={canEdit}
              onClose={onClose}
              onReopen={onReopen}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section
      data-slot="job-list"
      data-state={loading ? 'loading' : error ? 'error' : jobs.length === 0 ? 'empty' : 'ready'}
      aria-label="Your jobs"
      className={cn('grid gap-4', className)}
      {...props}
    >
      <Tabs variant="pill" value={status} onValueChange={(value) => onStatusChange(value as JobStatusFilter)}>
        <TabsList aria-label="Show jobs">
          {statusTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {statusTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} tabIndex={-1}>
            {tab.value === status ? body() : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

import { paths, pipelineOrder } from '@medhire/domain';
import { BriefcaseMedical, MapPin, Plus, Users } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { ConfirmAlertDialog } from '../../primitives/alert-dialog/alert-dialog';
import { Badge } from '../../primitives/badge/badge';
import { Button, buttonVariants } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import { employmentTypeName, specialtyLine } from '../applicant-card/applicant-words';

/** A pipeline step, as the server names it. */
export type JobPipelineStatus = 'Shortlisted' | 'Submitted' | 'Interview' | 'Offer' | 'Hired' | 'Rejected';

/** The job as the server sends it (`JobView`); the card reads these fields. */
export type JobCardJob = {
  _id: string;
  status: 'open' | 'closed';
  title: string;
  /** Specialty id. */
  specialty: string;
  /** Sub-specialty id. */
  subSpecialty?: string | null;
  /** Employment type id. */
  employmentType: string;
  /** Dollars per year. */
  salaryRange: { min: number; max: number };
  locations: readonly { city: string; state: string }[];
  applicantCount: number;
  pipelineCounts: Record<JobPipelineStatus, number>;
  pendingInvites: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, when closed. */
  closedAt?: string | null;
};

/** "$280k", "$1.2M", "$950". */
export function formatMoneyShort(amount: number): string {
  const trim = (value: number) => (Math.round(value * 10) / 10).toString();
  if (amount >= 1_000_000) return `$${trim(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `$${trim(amount / 1_000)}k`;
  return `$${Math.round(amount)}`;
}

/** "$280k–$340k", or "$300k" when both ends are the same. */
export function formatSalaryRange(range: { min: number; max: number }): string {
  const min = formatMoneyShort(range.min);
  const max = formatMoneyShort(range.max);
  return min === max ? min : `${min}–${max}`;
}

/** "March 3, 2026". */
function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** "Madison, WI" for each location. */
function locationWords(location: { city: string; state: string }): string {
  return `${location.city}, ${location.state}`;
}

const count = new Intl.NumberFormat('en-US');

/** How many locations the card names before "+ 3 more". */
const locationsShown = 3;

/** Props of {@link JobCard}. */
export type JobCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  job: JobCardJob;
  /** Renders "View pipeline" (`/jobs-resident/{id}`) and "Edit" (`/edit-job/{id}`). */
  renderLink?: RenderLink;
  /**
   * Closes the job after the employer confirms. Reject with an `Error` to show its message. Without it
   * no Close button shows.
   */
  onClose?: (job: JobCardJob) => Promise<void>;
  /** Reopens a closed job. Reject with an `Error` to show its message. */
  onReopen?: (job: JobCardJob) => Promise<void>;
  /** Heading level of the title, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * One of the employer's jobs: title, specialty, locations, employment type, salary, Open or Closed,
 * how many applicants and where they are in the pipeline, and the actions (view the pipeline, edit,
 * close with a confirmation, reopen).
 */
export function JobCard({
  job,
  renderLink = renderAnchor,
  onClose,
  onReopen,
  headingLevel = 3,
  className,
  ...props
}: JobCardProps) {
  const headingId = React.useId();
  const [working, setWorking] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const open = job.status === 'open';
  const extraLocations = job.locations.length - locationsShown;

  const run = async (action: (job: JobCardJob) => Promise<void>, fallback: string) => {
    setWorking(true);
    setError(null);
    try {
      await action(job);
    } catch (reason) {
      setError(messageOf(reason, fallback));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Card
      data-slot="job-card"
      data-state={job.status}
      role="article"
      aria-labelledby={headingId}
      className={cn('gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-5">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <Heading id={headingId} className="break-words font-semibold text-base text-foreground leading-6">
            {job.title}
          </Heading>
          <p className="text-muted-foreground text-sm">{specialtyLine(job.specialty, job.subSpecialty)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{employmentTypeName(job.employmentType)}</Badge>
          <Badge variant={open ? 'success' : 'neutral'} data-slot="job-card-status">
            <span className="sr-only">Status: </span>
            {open ? 'Open' : 'Closed'}
          </Badge>
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-2 px-5 text-sm sm:grid-cols-[auto_1fr]">
        <div className="flex items-start gap-1.5 sm:col-span-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="sr-only">Locations</span>
          </dt>
          <dd className="min-w-0 text-foreground">
            {job.locations.slice(0, locationsShown).map(locationWords).join(' · ')}
            {extraLocations > 0 ? (
              <span className="text-muted-foreground">
                {` + ${extraLocations} more`}
                <span className="sr-only">
                  {`: ${job.locations.slice(locationsShown).map(locationWords).join(', ')}`}
                </span>
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="text-muted-foreground">Salary</dt>
          <dd className="font-medium text-foreground tabular-nums">
            <span aria-hidden="true">{formatSalaryRange(job.salaryRange)}</span>
            <span className="sr-only">
              {`${formatMoneyShort(job.salaryRange.min)} to ${formatMoneyShort(job.salaryRange.max)} a year`}
            </span>
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt className="text-muted-foreground">{open ? 'Posted' : 'Closed'}</dt>
          <dd className="text-foreground">
            {formatDate(open ? job.createdAt : (job.closedAt ?? job.createdAt))}
          </dd>
        </div>
      </dl>

      <div className="grid gap-2 px-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5 font-medium text-foreground">
            <Users aria-hidden="true" className="size-4 text-muted-foreground" />
            {`${count.format(job.applicantCount)} ${job.applicantCount === 1 ? 'applicant' : 'applicants'}`}
          </span>
          {job.pendingInvites > 0 ? (
            <span className="text-muted-foreground">
              {`${job.pendingInvites} ${job.pendingInvites === 1 ? 'invite' : 'invites'} waiting for an answer`}
            </span>
          ) : null}
        </p>
        <ul aria-label="Pipeline" data-slot="job-card-pipeline" className="flex flex-wrap gap-1.5">
          {pipelineOrder.map((step) => {
            const count = job.pipelineCounts[step] ?? 0;
            return (
              <li
                key={step}
                data-step={step}
                data-empty={count === 0 || undefined}
                className={cn(
                  'inline-flex h-7 items-center gap-1.5 rounded-full border px-2.5 text-xs',
                  count === 0
                    ? 'border-border text-muted-foreground'
                    : step === 'Hired'
                      ? 'border-success-600/30 bg-success-subtle text-success-700'
                      : step === 'Rejected'
                        ? 'border-border-strong bg-muted text-foreground'
                        : 'border-brand-200 bg-secondary text-secondary-foreground',
                )}
              >
                {step}
                <span className="font-semibold tabular-nums">{count}</span>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="grid gap-2 border-border border-t px-5 pt-4">
        <div className="flex flex-wrap items-center gap-2">
          {renderLink({
            href: paths.jobsResidentBoard(job._id),
            'data-slot': 'job-card-pipeline-link',
            className: buttonVariants({ variant: 'primary', size: 'sm' }),
            children: (
              <>
                View pipeline<span className="sr-only">{` for ${job.title}`}</span>
              </>
            ),
          })}
          {renderLink({
            href: paths.editJob(job._id),
            'data-slot': 'job-card-edit-link',
            className: buttonVariants({ variant: 'outline', size: 'sm' }),
            children: (
              <>
                Edit<span className="sr-only">{` ${job.title}`}</span>
              </>
            ),
          })}
          {open && onClose ? (
            <ConfirmAlertDialog
              trigger={
                <Button variant="ghost" size="sm" loading={working} className="sm:ms-auto">
                  Close job<span className="sr-only">{` ${job.title}`}</span>
                </Button>
              }
              title="Close this job?"
              description={`Candidates can no longer apply to "${job.title}". Everyone already in its pipeline stays there, and you can reopen the job any time.`}
              actionLabel="Close job"
              cancelLabel="Keep it open"
              onConfirm={() => void run(onClose, 'The job could not be closed. Please try again.')}
            />
          ) : null}
          {!open && onReopen ? (
            <Button
              variant="ghost"
              size="sm"
              loading={working}
              className="sm:ms-auto"
              onClick={() => void run(onReopen, 'The job could not be reopened. Please try again.')}
            >
              Reopen job<span className="sr-only">{` ${job.title}`}</span>
            </Button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="font-medium text-danger text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/** The shape of a job card while it loads; hidden from assistive technology. */
export function JobCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <Card data-slot="job-card-skeleton" aria-hidden="true" className={cn('gap-4', className)} {...props}>
      <div className="flex items-start justify-between gap-4 px-5">
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <div className="grid gap-2 px-5">
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="flex flex-wrap gap-1.5 px-5">
        {pipelineOrder.map((step) => (
          <Skeleton key={step} className="h-7 w-24 rounded-full" />
        ))}
      </div>
      <div className="flex gap-2 border-border border-t px-5 pt-4">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-8 w-16" />
      </div>
    </Card>
  );
}

/** Which jobs the list shows. */
export type JobStatusFilter = 'open' | 'closed' | 'all';

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
  renderLink?: RenderLink;
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
  renderLink = renderAnchor,
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
            <JobCard job={job} renderLink={renderLink} onClose={onClose} onReopen={onReopen} />
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

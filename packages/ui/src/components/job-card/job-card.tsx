import { type JobView, type PipelineStatus, paths, pipelineOrder } from '@medhire/domain';
import { MapPin, Users } from 'lucide-react';
import * as React from 'react';
import { employmentTypeName, specialtyLine } from '../../lib/applicant-words';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { formatMoneyShort, formatSalaryRange } from '../../lib/money';
import { ConfirmAlertDialog } from '../../primitives/alert-dialog/alert-dialog';
import { Badge } from '../../primitives/badge/badge';
import { Button, buttonVariants } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { JobCompletenessMeter } from '../job-completeness/job-completeness-meter';

/** A pipeline step, as the server names it. */
export type JobPipelineStatus = PipelineStatus;

/** The job as the server sends it (`JobView`); the card reads these fields. */
export type JobCardJob = Pick<
  JobView,
  | '_id'
  | 'status'
  | 'title'
  | 'specialty'
  | 'subSpecialty'
  | 'employmentType'
  | 'salaryRange'
  | 'applicantCount'
  | 'pipelineCounts'
  | 'pendingInvites'
  | 'completeness'
  | 'createdAt'
  | 'closedAt'
> & {
  locations: readonly Pick<JobView['locations'][number], 'city' | 'state'>[];
};

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
  /** Whether "Edit" shows (default true); false for someone whose role does not edit jobs. */
  canEdit?: boolean;
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
 * One of the employer's jobs: title, specialty, locations, employment type, salary, Open or Closed, how
 * complete the post is (and what to add), how many applicants and where they are in the pipeline, and the
 * actions (view the pipeline, edit, close with a confirmation, reopen).
 */
export function JobCard({
  job,
  renderLink = renderAnchor,
  canEdit = true,
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

      <JobCompletenessMeter completeness={job.completeness} variant="compact" className="px-5" />

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
          {canEdit
            ? renderLink({
                href: paths.editJob(job._id),
                'data-slot': 'job-card-edit-link',
                className: buttonVariants({ variant: 'outline', size: 'sm' }),
                children: (
                  <>
                    Edit<span className="sr-only">{` ${job.title}`}</span>
                  </>
                ),
              })
            : null}
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

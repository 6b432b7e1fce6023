import { paths, pipelineOrder } from '@medhire/domain';
import { Handshake } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, renderAnchor } from '../../lib/link';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../primitives/alert-dialog/alert-dialog';
import { Button, buttonVariants } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Pagination } from '../../primitives/pagination/pagination';
import { OptionSelect, type SelectOption } from '../../primitives/select/option-select';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { type MatchListFilter, type MatchListItem, nameOf } from './match-list-item';
import { MatchRequestRow } from './match-request-row';

/** The step filter's choices: every step, or one. */
const statusFilterOptions: SelectOption[] = [
  { value: 'all', label: 'All steps' },
  ...pipelineOrder.map((step) => ({ value: step, label: step })),
];

/** Props of {@link MatchRequestList}. */
export type MatchRequestListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The matches of the current page. */
  matches: readonly MatchListItem[];
  /** How many matches there are across all pages (with the current filter). */
  total: number;
  /** The current page, from 1. */
  pageNumber: number;
  /** Matches per page (20 by default on the server). */
  pageSize: number;
  /** Called with the page to show. */
  onPageChange: (pageNumber: number) => void;
  /** The pipeline step shown (default `all`). */
  status?: MatchListFilter;
  /** Called when the recruiter picks another step. */
  onStatusChange: (status: MatchListFilter) => void;
  /**
   * Cancels a pending invite, after the recruiter confirmed. Reject with an `Error` to show its message
   * in the confirmation.
   */
  onCancel: (matchId: string) => Promise<void>;
  /** Shows the loading skeleton. */
  loading?: boolean;
  /** Why the matches could not be loaded; shows the error state with Retry. */
  error?: string | null;
  /** Loads the matches again. */
  onRetry?: () => void;
  /** Shows Retry busy. */
  retrying?: boolean;
  /** Where "Open board" goes (default `/jobs-resident/{jobId}`). */
  getBoardHref?: (jobId: string) => string;
  /** Where a candidate's name goes (default `/applicants/{candidateId}?jobId={jobId}`). */
  getApplicantHref?: (match: MatchListItem) => string;
  /**
   * Where the empty state sends the recruiter (default `/explore`); `null` for someone whose role does not explore
   * candidates: the empty state then only says how matches come.
   */
  exploreHref?: string | null;
  /** Renders links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
};

const defaultBoardHref = (jobId: string) => paths.jobsResidentBoard(jobId);
const defaultApplicantHref = (match: MatchListItem) =>
  paths.applicant(match.candidate._id, { jobId: match.job._id });

/**
 * Every match across the employer's jobs (`/global-connection`): candidate, job, the request's status,
 * the pipeline step and when it last changed, filtered by step and paged. A pending invite can be
 * cancelled after a confirmation; each row opens its job's board. Loading, empty and error states.
 */
export function MatchRequestList({
  matches,
  total,
  pageNumber,
  pageSize,
  onPageChange,
  status = 'all',
  onStatusChange,
  onCancel,
  loading = false,
  error = null,
  onRetry,
  retrying = false,
  getBoardHref = defaultBoardHref,
  getApplicantHref = defaultApplicantHref,
  exploreHref = paths.explore(),
  renderLink = renderAnchor,
  className,
  ...props
}: MatchRequestListProps) {
  const headingId = React.useId();
  const filterId = React.useId();
  const [target, setTarget] = React.useState<MatchListItem | null>(null);
  const [canceling, setCanceling] = React.useState(false);
  const [cancelError, setCancelError] = React.useState<string | null>(null);
  const [cancelled, setCancelled] = React.useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = React.useState('');
  const rowRefs = React.useRef(new Map<string, HTMLElement>());
  const focusAfterCancel = React.useRef<string | null>(null);
  // The dialog has no trigger of its own: focus goes back to the button that opened it.
  const opener = React.useRef<HTMLElement | null>(null);

  const pageCount = Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
  const first = total === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  const last = Math.min(total, pageNumber * pageSize);

  const confirmCancel = async () => {
    if (!target) return;
    setCanceling(true);
    setCancelError(null);
    try {
      await onCancel(target._id);
      setCancelled((ids) => new Set(ids).add(target._id));
      setNotice(`The invite to ${nameOf(target)} for ${target.job.title} is cancelled.`);
      focusAfterCancel.current = target._id;
      setTarget(null);
    } catch (reason) {
      setCancelError(messageOf(reason, 'The invite could not be cancelled. Please try again.'));
    } finally {
      setCanceling(false);
    }
  };

  let body: React.ReactNode;
  if (loading) {
    body = (
      <div role="status" aria-label="Loading matches" className="grid gap-2">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="grid gap-2 rounded-lg border border-border p-4 @4xl:grid-cols-5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-4 w-24" />
          </div>
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <ErrorState
        headingLevel={3}
        title="Matches could not be loaded"
        message={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else if (matches.length === 0 && status === 'all') {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Handshake />}
        title={exploreHref ? 'No matches yet — invite candidates from Explore' : 'No matches yet'}
        description={
          exploreHref
            ? 'When you invite a candidate or someone applies to one of your jobs, the match shows here.'
            : 'When someone applies to one of your jobs, or accepts an invite to one, the match shows here.'
        }
        action={
          exploreHref
            ? renderLink({
                href: exploreHref,
                'data-slot': 'match-request-list-explore',
                className: buttonVariants({ variant: 'primary' }),
                children: 'Explore candidates',
              })
            : undefined
        }
      />
    );
  } else if (matches.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={`No matches in ${status}`}
        description="Try another step, or show every step."
        action={
          <Button variant="outline" onClick={() => onStatusChange('all')}>
            Show all steps
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-3">
        {/* Column headings on wide screens; each row also names its fields for screen readers. */}
        <div
          aria-hidden="true"
          className="hidden @4xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_6.5rem_6rem_6.5rem_14rem] gap-4 px-4 font-medium text-muted-foreground text-xs uppercase tracking-wide @4xl:grid"
        >
          <span>Candidate</span>
          <span>Job</span>
          <span>Request</span>
          <span>Step</span>
          <span>Updated</span>
          <span className="text-end">Actions</span>
        </div>
        <ul className="grid gap-2" aria-labelledby={headingId}>
          {matches.map((match) => {
            const requestStatus = cancelled.has(match._id) ? 'cancelled' : match.requestStatus;
            return (
              <MatchRequestRow
                key={match._id}
                match={match}
                requestStatus={requestStatus}
                applicantHref={getApplicantHref(match)}
                boardHref={getBoardHref(match.job._id)}
                renderLink={renderLink}
                rowRef={(element) => {
                  if (element) rowRefs.current.set(match._id, element);
                  else rowRefs.current.delete(match._id);
                }}
                onCancelClick={(button) => {
                  opener.current = button;
                  setCancelError(null);
                  setTarget(match);
                }}
              />
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted-foreground text-sm tabular-nums" data-slot="match-request-range">
            {`Showing ${first}–${last} of ${total}`}
          </p>
          {pageCount > 1 ? (
            <Pagination
              page={pageNumber}
              pageCount={pageCount}
              onPageChange={onPageChange}
              label="Pages of matches"
            />
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section
      data-slot="match-request-list"
      data-state={loading ? 'loading' : error ? 'error' : matches.length === 0 ? 'empty' : 'filled'}
      aria-labelledby={headingId}
      className={cn('@container grid min-w-0 gap-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-foreground text-lg leading-7">
          Matches
        </h2>
        <div className="grid w-full gap-1.5 @lg:w-56">
          <label htmlFor={filterId} className="font-medium text-foreground text-sm">
            Pipeline step
          </label>
          <OptionSelect
            id={filterId}
            options={statusFilterOptions}
            value={status}
            onValueChange={(value) => onStatusChange(value as MatchListFilter)}
          />
        </div>
      </div>

      <p role="status" className="sr-only">
        {notice}
      </p>

      {body}

      <AlertDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (canceling) return;
          if (!open) {
            setTarget(null);
            setCancelError(null);
          }
        }}
      >
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // After a cancel the button is gone: focus goes to the row instead of the page's start.
            const id = focusAfterCancel.current;
            focusAfterCancel.current = null;
            const row = id ? rowRefs.current.get(id) : undefined;
            const target = row ?? opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this invite?</AlertDialogTitle>
            <AlertDialogDescription>
              {target
                ? `${nameOf(target)} will no longer be able to accept your invite to ${target.job.title}. You can invite them again later.`
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {cancelError ? (
            <p role="alert" className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm">
              {cancelError}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={canceling}>Keep invite</AlertDialogCancel>
            <Button variant="destructive" loading={canceling} onClick={confirmCancel}>
              Cancel invite
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

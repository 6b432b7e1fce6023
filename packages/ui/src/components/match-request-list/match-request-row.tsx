import type * as React from 'react';
import { cn } from '../../lib/cn';
import type { LinkProps } from '../../lib/link';
import { Badge, type BadgeProps } from '../../primitives/badge/badge';
import { Button, buttonVariants } from '../../primitives/button/button';
import { type MatchListItem, type MatchRequestStatusValue, nameOf } from './match-list-item';

/** The request status in words and colour. */
export function requestStatusWords(status: MatchRequestStatusValue): {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
} {
  switch (status) {
    case 'pending':
      return { label: 'Pending', variant: 'warning' };
    case 'accepted':
      return { label: 'Accepted', variant: 'success' };
    case 'declined':
      return { label: 'Declined', variant: 'danger' };
    case 'cancelled':
      return { label: 'Cancelled', variant: 'neutral' };
    default:
      return status satisfies never;
  }
}

/** "Mar 17, 2026". */
function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

const linkClasses =
  'rounded-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:focus-ring';

type MatchRequestRowProps = {
  match: MatchListItem;
  /** The request's status as shown (a cancel made here shows before the server's data catches up). */
  requestStatus: MatchRequestStatusValue;
  applicantHref: string;
  boardHref: string;
  renderLink: (props: LinkProps) => React.ReactElement;
  /** Registers the row, so focus can land on it once its invite is cancelled. */
  rowRef: React.RefCallback<HTMLLIElement>;
  /** "Cancel invite" was pressed (the button, to give focus back to). */
  onCancelClick: (button: HTMLElement) => void;
};

/** One match: candidate, job, the request's status, the pipeline step, when it changed, and its actions. */
export function MatchRequestRow({
  match,
  requestStatus,
  applicantHref,
  boardHref,
  renderLink,
  rowRef,
  onCancelClick,
}: MatchRequestRowProps) {
  const words = requestStatusWords(requestStatus);
  const name = nameOf(match);
  return (
    <li
      data-slot="match-request-row"
      data-request-status={requestStatus}
      ref={rowRef}
      tabIndex={-1}
      aria-label={`${name}, ${match.job.title}`}
      className={cn(
        'grid gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm outline-none focus-visible:focus-ring',
        'grid-cols-2 @4xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_6.5rem_6rem_6.5rem_14rem] @4xl:items-center',
      )}
    >
      <dl className="contents">
        <div className="col-span-2 min-w-0 @4xl:col-span-1">
          <dt className="sr-only">Candidate</dt>
          <dd className="break-words">
            {renderLink({
              href: applicantHref,
              'data-slot': 'match-request-candidate',
              className: linkClasses,
              children: name,
            })}
          </dd>
        </div>
        <div className="col-span-2 min-w-0 @4xl:col-span-1">
          <dt className="sr-only">Job</dt>
          <dd className="break-words text-muted-foreground @4xl:text-foreground">{match.job.title}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted-foreground text-xs @4xl:sr-only">Request</dt>
          <dd>
            <Badge variant={words.variant} data-slot="match-request-status">
              {words.label}
            </Badge>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted-foreground text-xs @4xl:sr-only">Step</dt>
          <dd data-slot="match-request-step">
            {requestStatus === 'accepted' ? match.pipelineStatus : '—'}
            {requestStatus === 'accepted' ? null : <span className="sr-only">Not in the pipeline</span>}
          </dd>
        </div>
        <div className="col-span-2 flex items-center gap-2 @4xl:col-span-1">
          <dt className="text-muted-foreground text-xs @4xl:sr-only">Updated</dt>
          <dd className="tabular-nums">
            <time dateTime={match.updatedAt}>{formatDate(match.updatedAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="col-span-2 flex flex-wrap items-center gap-2 @4xl:col-span-1 @4xl:flex-nowrap @4xl:justify-end">
        {renderLink({
          href: boardHref,
          'data-slot': 'match-request-board',
          className: buttonVariants({ variant: 'outline', size: 'sm' }),
          children: (
            <>
              Open board<span className="sr-only">{` for ${match.job.title}`}</span>
            </>
          ),
        })}
        {requestStatus === 'pending' ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:text-danger-700"
            onClick={(event) => onCancelClick(event.currentTarget)}
          >
            Cancel invite<span className="sr-only">{` to ${name}`}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

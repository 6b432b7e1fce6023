import { DASHBOARD_REPLY_DAYS, describeMinutes, paths, type ReplyTimeStats } from '@medhire/domain';
import { CircleAlert, Clock } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { type LinkProps, renderAnchor } from '../../lib/link';
import { formatCount } from '../../lib/numbers';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** Props of {@link ReplyTimes}. */
export type ReplyTimesProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The team's reply times of the last 30 days; `null` while they load. */
  stats: ReplyTimeStats | null;
  /** Shows skeletons. */
  loading?: boolean;
  /** Where "overdue" leads (default: the inbox's needs-reply view). */
  needsReplyHref?: string;
  /** Renders links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
};

/**
 * Home's reply times: the median time to the team's first reply over the last 30 days, and how many candidates
 * waited (or still wait) longer than the target, with a link to the needs-reply queue. Without a candidate's
 * message in the period it says so.
 */
export function ReplyTimes({
  stats,
  loading = false,
  needsReplyHref = paths.messages(null, { needsReply: true }),
  renderLink = renderAnchor,
  className,
  ...props
}: ReplyTimesProps) {
  const title = `Replies, last ${DASHBOARD_REPLY_DAYS} days`;
  return (
    <section
      data-slot="reply-times"
      data-state={loading || !stats ? 'loading' : stats.waits === 0 ? 'empty' : 'filled'}
      aria-label={title}
      className={cn(
        'grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    >
      <h2 className="font-semibold text-base text-foreground">{title}</h2>
      {loading || !stats ? (
        <div role="status" aria-label="Loading the reply times" className="grid grid-cols-2 gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : stats.waits === 0 ? (
        <p className="text-muted-foreground text-sm">
          No candidate has written in the last {DASHBOARD_REPLY_DAYS} days.
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <Clock aria-hidden="true" className="size-4" />
              Median first reply
            </dt>
            <dd data-slot="reply-times-median" className="font-semibold text-2xl tabular-nums">
              {stats.medianFirstReplyMinutes === null
                ? 'No reply yet'
                : describeMinutes(stats.medianFirstReplyMinutes)}
            </dd>
            <dd className="text-muted-foreground text-xs">
              {formatCount(stats.answered)} of {formatCount(stats.waits)} answered
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <CircleAlert aria-hidden="true" className="size-4" />
              Overdue
            </dt>
            <dd
              data-slot="reply-times-overdue"
              className={cn('font-semibold text-2xl tabular-nums', stats.overdue > 0 && 'text-danger')}
            >
              {formatCount(stats.overdue)}
            </dd>
            <dd className="text-xs">
              {renderLink({
                href: needsReplyHref,
                'data-slot': 'reply-times-needs-reply',
                className: 'rounded-sm text-primary underline underline-offset-4 focus-visible:focus-ring',
                children: 'See who is waiting',
              })}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

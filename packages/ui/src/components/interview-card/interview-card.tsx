import { type Interview, InterviewKind, InterviewStatus, isHttpsUrl } from '@medhire/domain';
import { CalendarClock, CalendarPlus, MapPin, Phone, Video } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { durationText, interviewTimeText, kindText } from './interview-words';

/** Props of {@link InterviewCard}. */
export type InterviewCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The match's latest interview; null when none was ever proposed. */
  interview: Interview | null;
  /** "Ana Okafor". */
  candidateName: string;
  /** Opens the "Propose interview times" dialog; without it (a hiring manager) the card only reads. */
  onPropose?: () => void;
  /** Opens the dialog to reschedule the open interview. */
  onReschedule?: () => void;
  /** Calls the open interview off. Reject with an `Error` to show its message. */
  onCancel?: () => Promise<void>;
  /** The time zone to show times in (the reader's by default). */
  timeZone?: string;
};

const statusBadge: Record<InterviewStatus, { text: string; variant: 'brand' | 'success' | 'neutral' }> = {
  [InterviewStatus.Proposed]: { text: 'Waiting for the candidate', variant: 'brand' },
  [InterviewStatus.Scheduled]: { text: 'Scheduled', variant: 'success' },
  [InterviewStatus.Cancelled]: { text: 'Cancelled', variant: 'neutral' },
};

function KindIcon({ kind }: { kind: InterviewKind }) {
  const Icon = kind === InterviewKind.Video ? Video : kind === InterviewKind.Phone ? Phone : MapPin;
  return <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />;
}

/** Where the interview takes place: a video link is a link (https only), the rest plain text. */
function Place({ interview }: { interview: Interview }) {
  const { kind, location } = interview;
  return (
    <p className="flex min-w-0 items-start gap-2 text-sm" data-slot="interview-card-place">
      <KindIcon kind={kind} />
      <span className="min-w-0 break-words">
        <span className="font-medium">{kindText(kind)}</span>
        {location ? (
          <>
            <span aria-hidden="true"> · </span>
            {kind === InterviewKind.Video && isHttpsUrl(location) ? (
              <a
                href={location}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm text-primary underline underline-offset-4 focus-visible:focus-ring"
              >
                {location}
              </a>
            ) : (
              <span>{location}</span>
            )}
          </>
        ) : null}
      </span>
    </p>
  );
}

/**
 * The interview of a match, shown in its thread (issue 16). Without one: a short line and "Propose interview times".
 * Proposed: the times offered, waiting for the candidate. Scheduled: the date, the kind and the place, with
 * "Reschedule" and "Cancel interview" (asked once more before it goes). Cancelled: says so, and offers new times.
 * Every user value is rendered as text; a video link only when it is https.
 */
export function InterviewCard({
  interview,
  candidateName,
  onPropose,
  onReschedule,
  onCancel,
  timeZone,
  className,
  ...props
}: InterviewCardProps) {
  const [confirming, setConfirming] = React.useState(false);
  const [cancelling, setCancelling] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const titleId = React.useId();
  const status = interview?.status ?? 'none';

  // A new state of the interview starts without the question or an old error.
  const [lastKey, setLastKey] = React.useState(`${interview?._id}:${interview?.updatedAt}`);
  const key = `${interview?._id}:${interview?.updatedAt}`;
  if (key !== lastKey) {
    setLastKey(key);
    setConfirming(false);
    setError(null);
  }

  const cancel = async () => {
    if (!onCancel) return;
    setCancelling(true);
    setError(null);
    try {
      await onCancel();
      setConfirming(false);
    } catch (caught) {
      setError(messageOf(caught, 'The interview could not be cancelled.'));
    } finally {
      setCancelling(false);
    }
  };

  const open = interview && interview.status !== InterviewStatus.Cancelled;

  return (
    <section
      data-slot="interview-card"
      data-state={status}
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-xs sm:p-4',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold text-sm">
          <CalendarClock aria-hidden="true" className="size-4 text-primary" />
          {interview === null
            ? 'Interview'
            : interview.status === InterviewStatus.Proposed
              ? 'Interview times proposed'
              : interview.status === InterviewStatus.Scheduled
                ? 'Interview scheduled'
                : 'Interview cancelled'}
        </h3>
        {interview ? (
          <Badge variant={statusBadge[interview.status].variant} data-slot="interview-card-status">
            {statusBadge[interview.status].text}
          </Badge>
        ) : null}
      </div>

      {interview === null ? (
        <p className="text-muted-foreground text-sm">
          No interview yet. Propose a few times and {candidateName} picks the one that suits them.
        </p>
      ) : null}

      {interview?.status === InterviewStatus.Proposed ? (
        <>
          <p className="text-muted-foreground text-sm">
            {`${candidateName} picks one of ${interview.slots.length === 1 ? 'this time' : `these ${interview.slots.length} times`}; you both get a calendar invitation.`}
          </p>
          <ul className="grid gap-1.5" aria-label="Proposed times" data-slot="interview-card-slots">
            {interview.slots.map((slot) => (
              <li
                key={slot._id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-muted px-2.5 py-1.5 text-sm"
              >
                <span className="font-medium tabular-nums">{interviewTimeText(slot, { timeZone })}</span>
                <span className="text-muted-foreground text-xs">{durationText(slot.durationMinutes)}</span>
              </li>
            ))}
          </ul>
          <Place interview={interview} />
        </>
      ) : null}

      {interview?.status === InterviewStatus.Scheduled && interview.scheduled ? (
        <>
          <p className="font-semibold text-base tabular-nums" data-slot="interview-card-date">
            {interviewTimeText(interview.scheduled, { timeZone })}
          </p>
          <Place interview={interview} />
        </>
      ) : null}

      {interview?.status === InterviewStatus.Cancelled ? (
        <p className="text-muted-foreground text-sm">
          {interview.scheduled
            ? `The interview on ${interviewTimeText(interview.scheduled, { timeZone })} was called off.`
            : 'The proposed times were withdrawn.'}
        </p>
      ) : null}

      {interview?.note && open ? (
        <p className="whitespace-pre-wrap break-words border-border border-l-2 pl-2 text-muted-foreground text-sm">
          {interview.note}
        </p>
      ) : null}

      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}

      {confirming ? (
        <div className="grid gap-2 rounded-md bg-muted p-2.5" data-slot="interview-card-confirm">
          <p className="text-sm">{`Cancel the interview with ${candidateName}? They are told in the thread${interview?.status === InterviewStatus.Scheduled ? ' and by mail' : ''}.`}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="destructive" onClick={() => void cancel()} disabled={cancelling}>
              {cancelling ? 'Cancelling…' : 'Yes, cancel it'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)} disabled={cancelling}>
              Keep it
            </Button>
          </div>
        </div>
      ) : open && (onReschedule || onCancel) ? (
        <div className="flex flex-wrap gap-2">
          {onReschedule ? (
            <Button size="sm" variant="outline" onClick={onReschedule}>
              {interview.status === InterviewStatus.Proposed ? 'Change times' : 'Reschedule'}
            </Button>
          ) : null}
          {onCancel ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Cancel interview
            </Button>
          ) : null}
        </div>
      ) : !open && onPropose ? (
        <div>
          <Button size="sm" onClick={onPropose} className="gap-1.5">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {interview === null ? 'Propose interview times' : 'Propose new times'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

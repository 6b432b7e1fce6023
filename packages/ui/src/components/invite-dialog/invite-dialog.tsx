import {
  type ApplicantMatch,
  fillTemplate,
  INVITE_NOTE_MAX_LENGTH,
  type JobView,
  type MessageTemplate,
  paths,
  type TemplateValues,
} from '@medhire/domain';
import { BriefcaseMedical, Send } from 'lucide-react';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, type RenderLink, renderAnchor } from '../../lib/link';
import { Button, buttonVariants } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Field } from '../../primitives/field/field';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { Textarea } from '../../primitives/textarea/textarea';

// "Use a template" (a menu, with its positioning code) loads only where a dialog offers templates.
const TemplatePicker = React.lazy(() =>
  import('../template-picker/template-picker').then((module) => ({ default: module.TemplatePicker })),
);

/** One of the employer's open jobs, as much as the dialog shows of it. */
export type InviteDialogJob = Pick<JobView, '_id' | 'title'> & {
  locations: readonly Pick<JobView['locations'][number], 'city' | 'state'>[];
};

/** A match the candidate already has (from `ApplicantView.matches`). */
export type InviteDialogMatch = Pick<ApplicantMatch, 'jobId' | 'requestStatus' | 'pipelineStatus'>;

/** Props of {@link InviteDialog}. */
export type InviteDialogProps = {
  /** Open state (controlled); leave it out and pass `trigger` for an uncontrolled dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with `asChild`). */
  trigger?: React.ReactElement;
  /** "Dr. Maya Chen, MD". */
  candidateName: string;
  /** The employer's open jobs. */
  jobs: readonly InviteDialogJob[];
  /** The candidate's matches; their jobs are shown disabled with the reason. */
  matches?: readonly InviteDialogMatch[];
  /**
   * Sends the invite with the personal note, if one was written (trimmed). Resolve to close the dialog; reject
   * with an `Error` to show its message (the choice and the note are kept).
   */
  onInvite: (jobId: string, note?: string) => Promise<void>;
  /** The employer's organization, named in the preview of what the candidate sees. */
  organizationName?: string;
  /**
   * The organization's message templates: "Use a template" offers them for the note, filled with
   * `templateValues` and the chosen job's title (a placeholder with no value stays as written). Without it no
   * picker shows.
   */
  templates?: readonly Pick<MessageTemplate, '_id' | 'name' | 'body'>[];
  templateValues?: TemplateValues;
  /** The preview's heading (default "What {candidateName} sees"); "What each candidate sees" for many. */
  previewLabel?: string;
  /**
   * For many candidates, whose note keeps `{firstName}` to be filled for each: the first name the preview shows
   * it with (one of them), so the preview reads as a candidate will.
   */
  previewFirstName?: string;
  /** The jobs are still loading. */
  loading?: boolean;
  /** Loading the jobs failed: the message (with "Try again" when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** The job chosen when the dialog opens (for example the job the employer is looking at). */
  defaultJobId?: string;
  /** Where "Post a job" goes when there are no open jobs (default `/create-job`). */
  createJobHref?: string;
  renderLink?: RenderLink;
};

/** Why a job cannot be chosen: the candidate already has a match with it. */
export function matchedReason(match: InviteDialogMatch): string {
  switch (match.requestStatus) {
    case 'pending':
      return 'Already invited — waiting for an answer';
    case 'accepted':
      return `Already in this job's pipeline — ${match.pipelineStatus}`;
    case 'declined':
      return 'Declined an invite to this job';
    case 'cancelled':
      return 'You canceled an invite to this job';
    default:
      return match.requestStatus satisfies never;
  }
}

function locationLine(job: InviteDialogJob): string {
  return job.locations.map((location) => `${location.city}, ${location.state}`).join(' · ');
}

/**
 * Invites a candidate to one of the employer's open jobs: a radio list of jobs (title and locations);
 * jobs the candidate is already matched with are disabled and say why. An optional personal note goes with the
 * invite, and a preview shows what the candidate will read. "Send invite" calls
 * `onInvite(jobId)`; a rejection shows the server's message and keeps the choice. Focus moves into the
 * dialog on open and back to what opened it on close (the trigger, or the element focused before).
 */
export function InviteDialog({
  open: openProp,
  onOpenChange,
  trigger,
  candidateName,
  jobs,
  matches = [],
  onInvite,
  loading = false,
  error = null,
  onRetry,
  defaultJobId,
  createJobHref = paths.createJob(),
  renderLink = renderAnchor,
  organizationName,
  templates,
  templateValues = {},
  previewLabel,
  previewFirstName,
}: InviteDialogProps) {
  const [innerOpen, setInnerOpen] = React.useState(false);
  const open = openProp ?? innerOpen;
  const [choice, setChoice] = React.useState<string>('');
  const [note, setNote] = React.useState('');
  const [sending, setSending] = React.useState(false);
  const [sendError, setSendError] = React.useState<string | null>(null);
  const [choiceError, setChoiceError] = React.useState<string | null>(null);
  const returnFocusRef = React.useRef<HTMLElement | null>(null);
  const sendRef = React.useRef<HTMLButtonElement>(null);
  const groupRef = React.useRef<HTMLDivElement>(null);
  const focusAfterRender = React.useRef<'send' | 'group' | null>(null);
  const descriptionId = React.useId();
  const errorId = React.useId();

  const matchByJob = new Map(matches.map((match) => [match.jobId, match]));
  const available = jobs.filter((job) => !matchByJob.has(job._id));
  const chosenJob = available.find((job) => job._id === choice);

  // Before Radix moves focus into the dialog (its effects run after layout), remember where focus
  // was, so a dialog opened without a trigger can hand focus back on close.
  React.useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
    }
  }, [open]);

  // A fresh dialog each time it opens: the default (or only) job chosen, no old messages.
  const [lastOpen, setLastOpen] = React.useState(false);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      const preferred =
        defaultJobId && available.some((job) => job._id === defaultJobId)
          ? defaultJobId
          : available.length === 1
            ? (available[0]?._id ?? '')
            : '';
      setChoice(preferred);
      setNote('');
      setSendError(null);
      setChoiceError(null);
    }
  }

  React.useEffect(() => {
    if (focusAfterRender.current === 'send') sendRef.current?.focus();
    if (focusAfterRender.current === 'group') {
      groupRef.current?.querySelector<HTMLElement>('[role="radio"]:not([disabled])')?.focus();
    }
    focusAfterRender.current = null;
  });

  const setOpen = (next: boolean) => {
    if (sending) return;
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const send = async () => {
    if (!choice) {
      setChoiceError(`Choose the job to invite ${candidateName} to.`);
      focusAfterRender.current = 'group';
      return;
    }
    setSending(true);
    setSendError(null);
    setChoiceError(null);
    try {
      const trimmed = note.trim();
      await (trimmed ? onInvite(choice, trimmed) : onInvite(choice));
      setSending(false);
      if (openProp === undefined) setInnerOpen(false);
      onOpenChange?.(false);
    } catch (reason) {
      setSending(false);
      setSendError(messageOf(reason, 'The invite could not be sent. Please try again.'));
      focusAfterRender.current = 'send';
    }
  };

  const body = () => {
    if (loading) {
      return (
        <div role="status" aria-label="Loading your open jobs" className="grid gap-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
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
      return (
        <EmptyState
          headingLevel={3}
          icon={<BriefcaseMedical />}
          title="You have no open jobs"
          description="Post a job first, then invite candidates to it."
          action={renderLink({
            href: createJobHref,
            'data-slot': 'invite-dialog-post-job',
            className: buttonVariants({ variant: 'primary' }),
            children: 'Post a job',
          } satisfies LinkProps)}
        />
      );
    }
    return (
      <div className="grid gap-3">
        <RadioGroup
          ref={groupRef}
          aria-label="Open jobs"
          aria-invalid={choiceError ? true : undefined}
          aria-errormessage={choiceError ? errorId : undefined}
          value={choice}
          onValueChange={(value) => {
            setChoice(value);
            setChoiceError(null);
          }}
          className="gap-2"
        >
          {jobs.map((job) => {
            const match = matchByJob.get(job._id);
            return (
              <RadioGroupItem
                key={job._id}
                value={job._id}
                disabled={match !== undefined}
                data-matched={match ? true : undefined}
                label={job.title}
                description={
                  <>
                    <span className="block">{locationLine(job)}</span>
                    {match ? (
                      <span className="mt-0.5 block font-medium text-foreground">{matchedReason(match)}</span>
                    ) : null}
                  </>
                }
                className="rounded-lg border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-info-subtle"
              />
            );
          })}
        </RadioGroup>
        {choiceError ? (
          <p id={errorId} role="alert" className="font-medium text-danger text-sm">
            {choiceError}
          </p>
        ) : null}
        {available.length > 0 ? (
          <Field
            label="Note to the candidate (optional)"
            description="Shown with the invite: say why you reached out."
          >
            <Textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={INVITE_NOTE_MAX_LENGTH}
              rows={3}
              autoGrow
              showCount
            />
          </Field>
        ) : null}
        {available.length > 0 && templates ? (
          <React.Suspense fallback={null}>
            <TemplatePicker
              templates={templates}
              values={{ ...templateValues, jobTitle: chosenJob?.title ?? templateValues.jobTitle }}
              label="Use a template"
              className="-ml-2 w-fit"
              onInsert={(text) => setNote(text.slice(0, INVITE_NOTE_MAX_LENGTH))}
            />
          </React.Suspense>
        ) : null}
        {chosenJob ? (
          <section
            aria-label={previewLabel ?? `What ${candidateName} sees`}
            data-slot="invite-dialog-preview"
            className="grid gap-1 rounded-lg border border-border border-dashed bg-surface p-3 text-sm"
          >
            <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
              {previewLabel ?? `What ${candidateName} sees`}
            </p>
            <p className="text-foreground">
              <span className="font-semibold">{organizationName ?? 'Your organization'}</span>
              {' invites you to '}
              <span className="font-semibold">{chosenJob.title}</span>
              {locationLine(chosenJob) ? ` in ${locationLine(chosenJob)}` : ''}.
            </p>
            {note.trim() ? (
              <p className="whitespace-pre-wrap break-words text-foreground">
                {previewFirstName ? fillTemplate(note.trim(), { firstName: previewFirstName }) : note.trim()}
              </p>
            ) : null}
            <p className="text-muted-foreground text-xs">They can accept or decline.</p>
          </section>
        ) : null}
        {available.length === 0 ? (
          <p className="rounded-lg bg-surface p-3 text-muted-foreground text-sm">
            {`${candidateName} is already matched with every open job.`}
          </p>
        ) : null}
        {sendError ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm">
            {sendError}
          </p>
        ) : null}
      </div>
    );
  };

  const canSend = !loading && !error && available.length > 0;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="invite-dialog"
        aria-describedby={descriptionId}
        onCloseAutoFocus={(event) => {
          // Without a trigger, Radix has nowhere to return focus: hand it back ourselves.
          if (!trigger && returnFocusRef.current?.isConnected) {
            event.preventDefault();
            returnFocusRef.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{`Invite ${candidateName}`}</DialogTitle>
          <DialogDescription id={descriptionId}>
            Choose the job to invite them to. They see the invite and can accept or decline it.
          </DialogDescription>
        </DialogHeader>
        {body()}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={sending}>
              Cancel
            </Button>
          </DialogClose>
          {canSend ? (
            <Button ref={sendRef} loading={sending} onClick={() => void send()}>
              <Send aria-hidden="true" />
              Send invite
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import {
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_NOTE_MAX_LENGTH,
  INTERVIEW_SLOTS_MAX,
  type Interview,
  InterviewKind,
  type InterviewProposal,
  interviewKinds,
  interviewMessages,
  interviewProposalSchema,
} from '@medhire/domain';
import { Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { selectTriggerClassName } from '../../primitives/select/select-trigger-class';
import { Textarea } from '../../primitives/textarea/textarea';
import {
  durationText,
  fromLocalInputs,
  kindText,
  locationLabel,
  toLocalInputs,
} from '../interview-card/interview-words';

/** The durations the form offers, in minutes (the domain allows 15 to 240). */
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240] as const;

/** Props of {@link InterviewDialog}. */
export type InterviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Ana Okafor". */
  candidateName: string;
  /** The open interview to reschedule: the form starts from its times, kind and place. */
  interview?: Interview | null;
  /**
   * Sends the proposal (checked by the domain's schema first). Resolve to close the dialog; reject with an `Error`
   * to show its message: everything typed stays.
   */
  onSubmit: (proposal: InterviewProposal) => Promise<void>;
};

type SlotRow = { key: number; date: string; time: string; durationMinutes: number };
type Errors = { slots: Record<number, string>; slotsAll?: string; location?: string; kind?: string };

let nextKey = 1;
const emptyRow = (durationMinutes = 30): SlotRow => ({ key: nextKey++, date: '', time: '', durationMinutes });

function rowsOf(interview: Interview | null | undefined): SlotRow[] {
  const slots = interview?.slots.length ? interview.slots : interview?.scheduled ? [interview.scheduled] : [];
  if (slots.length === 0) return [emptyRow()];
  return slots.map((slot) => ({
    key: nextKey++,
    ...toLocalInputs(slot.start),
    durationMinutes: slot.durationMinutes,
  }));
}

/** Today as `yyyy-mm-dd` in the reader's zone (the date inputs' minimum). */
function today(): string {
  return toLocalInputs(new Date().toISOString()).date;
}

/** The reader's time zone, short ("CST"), for the times typed here. */
function localZoneName(): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? 'local time'
  );
}

/**
 * "Propose interview times" (issue 16): one to five times (a date, a time and a duration each), how the interview
 * takes place (in person at an address, a video call with an https link, a phone call) and an optional note. The
 * domain's schema checks it before it is sent, and each problem shows at its field; a refusal from the server shows
 * above the buttons. Nothing typed is lost to an error. Used to reschedule too, starting from the interview.
 */
export function InterviewDialog({
  open,
  onOpenChange,
  candidateName,
  interview,
  onSubmit,
}: InterviewDialogProps) {
  const rescheduling = Boolean(interview && interview.status !== 'cancelled');
  const [rows, setRows] = React.useState<SlotRow[]>(() => rowsOf(rescheduling ? interview : null));
  const [kind, setKind] = React.useState<InterviewKind>(interview?.kind ?? InterviewKind.Video);
  const [location, setLocation] = React.useState(interview?.location ?? '');
  const [note, setNote] = React.useState(interview?.note ?? '');
  const [errors, setErrors] = React.useState<Errors>({ slots: {} });
  const [sendError, setSendError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const formId = React.useId();

  // A fresh form each time it opens (from the interview when rescheduling).
  const [lastOpen, setLastOpen] = React.useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setRows(rowsOf(rescheduling ? interview : null));
      setKind(interview?.kind ?? InterviewKind.Video);
      setLocation(interview?.location ?? '');
      setNote(interview?.note ?? '');
      setErrors({ slots: {} });
      setSendError(null);
    }
  }

  const updateRow = (key: number, change: Partial<SlotRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSendError(null);
    const found: Errors = { slots: {} };
    const slots = rows.map((row, index) => {
      const start = fromLocalInputs(row.date, row.time);
      if (start === '') found.slots[index] = interviewMessages.startMissing;
      return { start, durationMinutes: row.durationMinutes };
    });
    const candidate = {
      slots,
      kind,
      ...(location.trim() ? { location: location.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const parsed = interviewProposalSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if (field === 'slots' && typeof index === 'number') found.slots[index] ??= issue.message;
        else if (field === 'slots') found.slotsAll ??= issue.message;
        else if (field === 'location') found.location ??= issue.message;
        else if (field === 'kind') found.kind ??= issue.message;
        else found.slotsAll ??= issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found.slots).length > 0) {
      // The first problem takes the focus, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus();
      });
      return;
    }
    setSending(true);
    try {
      await onSubmit(parsed.data);
      onOpenChange(false);
    } catch (caught) {
      setSendError(messageOf(caught, 'The times could not be sent. Try again.'));
    } finally {
      setSending(false);
    }
  };

  const title = rescheduling ? 'Reschedule the interview' : 'Propose interview times';
  return (
    <Dialog open={open} onOpenChange={(next) => (sending ? undefined : onOpenChange(next))}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        data-slot="interview-dialog"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {`Offer up to ${INTERVIEW_SLOTS_MAX} times, in your time zone (${localZoneName()}). ${candidateName} picks one, and you both get a calendar invitation in your own time zones.`}
          </DialogDescription>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-medium text-sm">Times</legend>
            <ol className="grid gap-3">
              {rows.map((row, index) => (
                <li
                  key={row.key}
                  data-slot="interview-dialog-slot"
                  className="grid grid-cols-[6fr_5fr_auto] items-start gap-2 rounded-md border border-border p-2.5 sm:grid-cols-[1fr_8.5rem_7.5rem_auto]"
                >
                  <Field
                    label={`Date ${index + 1}`}
                    error={errors.slots[index]}
                    className="col-span-2 sm:col-span-1"
                  >
                    <Input
                      type="date"
                      min={today()}
                      value={row.date}
                      onChange={(event) => updateRow(row.key, { date: event.target.value })}
                    />
                  </Field>
                  <Field label={`Time ${index + 1}`}>
                    <Input
                      type="time"
                      step={300}
                      value={row.time}
                      onChange={(event) => updateRow(row.key, { time: event.target.value })}
                    />
                  </Field>
                  <Field label={`Duration ${index + 1}`} className="col-span-2 sm:col-span-1">
                    <select
                      className={cn(selectTriggerClassName, 'w-full')}
                      value={row.durationMinutes}
                      onChange={(event) =>
                        updateRow(row.key, { durationMinutes: Number(event.target.value) })
                      }
                    >
                      {INTERVIEW_DURATIONS.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {durationText(minutes)}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {rows.length > 1 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="col-start-3 row-start-1 mt-6 sm:col-start-auto sm:row-start-auto"
                      aria-label={`Remove time ${index + 1}`}
                      onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ol>
            {errors.slotsAll ? (
              <p role="alert" className="text-danger text-sm" data-slot="interview-dialog-slots-error">
                {errors.slotsAll}
              </p>
            ) : null}
            {rows.length < INTERVIEW_SLOTS_MAX ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit gap-1.5"
                onClick={() => setRows((current) => [...current, emptyRow(current.at(-1)?.durationMinutes)])}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add another time
              </Button>
            ) : (
              <p className="text-muted-foreground text-sm">{`${INTERVIEW_SLOTS_MAX} times is the most you can offer.`}</p>
            )}
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">How</legend>
            <RadioGroup
              aria-label="How the interview takes place"
              orientation="horizontal"
              value={kind}
              onValueChange={(value) => setKind(value as InterviewKind)}
            >
              {interviewKinds.map((option) => (
                <RadioGroupItem key={option} value={option} label={kindText(option)} />
              ))}
            </RadioGroup>
            {errors.kind ? <p className="text-danger text-sm">{errors.kind}</p> : null}
          </fieldset>

          <Field
            label={locationLabel(kind)}
            required={kind !== InterviewKind.Phone}
            error={errors.location}
            description={kind === InterviewKind.Video ? 'An https:// link to the meeting.' : undefined}
          >
            <Input
              type={kind === InterviewKind.Video ? 'url' : kind === InterviewKind.Phone ? 'tel' : 'text'}
              value={location}
              maxLength={INTERVIEW_LOCATION_MAX_LENGTH}
              placeholder={kind === InterviewKind.Video ? 'https://' : undefined}
              autoComplete="off"
              onChange={(event) => setLocation(event.target.value)}
            />
          </Field>

          <Field label="Note to the candidate (optional)">
            <Textarea
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={INTERVIEW_NOTE_MAX_LENGTH}
              rows={2}
              autoGrow
            />
          </Field>

          {sendError ? (
            <p
              role="alert"
              className="rounded-md bg-danger/10 p-2.5 text-danger text-sm"
              data-slot="interview-dialog-error"
            >
              {sendError}
            </p>
          ) : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={sending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : rescheduling ? 'Send new times' : 'Send times'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

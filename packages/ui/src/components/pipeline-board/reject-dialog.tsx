import {
  MESSAGE_MAX_LENGTH,
  type MessageTemplate,
  type RejectionReason,
  rejectionReasons,
  type TemplateValues,
  type UpdateMatchStatusPayload,
} from '@medhire/domain';
import { UserX } from 'lucide-react';
import * as React from 'react';
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
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { Textarea } from '../../primitives/textarea/textarea';
import { TemplatePicker } from '../template-picker/template-picker';

/** What a move to Rejected carries besides the step: the reason, and the message to the candidate if any. */
export type PipelineRejection = Required<Pick<UpdateMatchStatusPayload, 'rejectionReason'>> &
  Pick<UpdateMatchStatusPayload, 'message'>;

/** Props of {@link RejectDialog}. */
export type RejectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Dr. Maya Chen"; for several candidates, how they read together ("3 candidates"). */
  candidateName: string;
  /**
   * How many candidates are rejected at once (default 1). From 2 the dialog asks once for all of them: the message is
   * one text, its `{firstName}` left for each candidate's own first name (the caller fills it per candidate), and
   * `onReject` starts the run rather than waiting for it.
   */
  candidateCount?: number;
  /** The job the candidate is rejected for, named in the starter message. */
  jobTitle?: string;
  /** Moves the candidate to Rejected. Resolve to close; reject with an `Error` to show its message (what was chosen and typed stays). */
  onReject: (rejection: PipelineRejection) => Promise<void>;
  /**
   * The organization's message templates: "Use a template" offers them, and the chosen one, filled with
   * `templateValues`, replaces the message for editing. Without it only the courteous note is offered.
   */
  templates?: readonly Pick<MessageTemplate, '_id' | 'name' | 'body'>[];
  /** What fills a template's `{firstName}`, `{jobTitle}` and `{practice}`. */
  templateValues?: TemplateValues;
};

/** A courteous note to start from, for recruiters who want to tell the candidate. */
export function starterRejectionMessage(candidateName: string, jobTitle?: string): string {
  const role = jobTitle ? `the ${jobTitle} position` : 'this position';
  return (
    `Dear ${candidateName},\n\nThank you for your interest in ${role} and for the time you gave us. ` +
    'We have decided not to move forward with your application at this time. We wish you every success in ' +
    'your search.'
  );
}

/**
 * Moves a candidate to Rejected: a reason from the list (required; the organization's own, never shown to the
 * candidate) and an optional message sent to the candidate in the conversation, which can start from a courteous
 * note. A refused move keeps the reason and the message and shows why.
 */
export function RejectDialog({
  open,
  onOpenChange,
  candidateName,
  candidateCount = 1,
  jobTitle,
  onReject,
  templates,
  templateValues = {},
}: RejectDialogProps) {
  const many = candidateCount > 1;
  const title = many ? `Reject ${candidateCount} candidates` : `Reject ${candidateName}`;
  // Several candidates share one message: each gets their own first name where it says {firstName}.
  const { firstName: _eachOwn, ...shared } = templateValues;
  const filledFor = many ? shared : templateValues;
  const [reason, setReason] = React.useState<RejectionReason | ''>('');
  const [message, setMessage] = React.useState('');
  const [reasonError, setReasonError] = React.useState<string | null>(null);
  const [sendError, setSendError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const groupRef = React.useRef<HTMLDivElement>(null);
  const descriptionId = React.useId();
  const reasonErrorId = React.useId();

  // A fresh dialog each time it opens.
  const [lastOpen, setLastOpen] = React.useState(false);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setReason('');
      setMessage('');
      setReasonError(null);
      setSendError(null);
    }
  }

  const setOpen = (next: boolean) => {
    if (!sending) onOpenChange(next);
  };

  const submit = async () => {
    if (!reason) {
      setReasonError(
        many
          ? 'Choose why these candidates are not going forward.'
          : `Choose why ${candidateName} is not going forward.`,
      );
      groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const trimmed = message.trim();
      await onReject({ rejectionReason: reason, ...(trimmed ? { message: trimmed } : {}) });
      setSending(false);
      onOpenChange(false);
    } catch (caught) {
      setSending(false);
      setSendError(messageOf(caught, `${candidateName} could not be moved to Rejected. Please try again.`));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent data-slot="reject-dialog" aria-describedby={descriptionId} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id={descriptionId}>
            {many
              ? 'One reason for all of them; it stays within your organization. A message, if you write one, is sent to each candidate in your conversation with them.'
              : 'The reason stays within your organization. A message, if you write one, is sent to the candidate in your conversation.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid max-h-[60vh] gap-4 overflow-y-auto px-0.5 pb-0.5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          id={`${descriptionId}-form`}
        >
          <div className="grid gap-2">
            <p id={`${descriptionId}-reason`} className="font-medium text-foreground text-sm">
              Reason
            </p>
            {reasonError ? (
              <p id={reasonErrorId} role="alert" className="font-medium text-danger text-sm">
                {reasonError}
              </p>
            ) : null}
            <RadioGroup
              ref={groupRef}
              aria-labelledby={`${descriptionId}-reason`}
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-errormessage={reasonError ? reasonErrorId : undefined}
              value={reason}
              onValueChange={(value) => {
                setReason(value as RejectionReason);
                setReasonError(null);
              }}
              className="grid gap-2 sm:grid-cols-2"
            >
              {rejectionReasons.map((item) => (
                <RadioGroupItem
                  key={item.id}
                  value={item.id}
                  label={item.label}
                  className="rounded-lg border border-border p-2.5 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-info-subtle"
                />
              ))}
            </RadioGroup>
          </div>
          <div className="grid gap-2">
            <Field
              label="Message to the candidate (optional)"
              description={
                many
                  ? `Sent to each of the ${candidateCount}, with their own first name for {firstName}. Leave it empty to send nothing.`
                  : `Sent to ${candidateName} in your conversation. Leave it empty to send nothing.`
              }
            >
              <Textarea
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                maxLength={MESSAGE_MAX_LENGTH}
                rows={5}
                autoGrow
              />
            </Field>
            {message.trim() === '' || templates ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                {message.trim() === '' ? (
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="w-fit px-0"
                    onClick={() =>
                      setMessage(starterRejectionMessage(many ? '{firstName}' : candidateName, jobTitle))
                    }
                  >
                    Start from a courteous note
                  </Button>
                ) : null}
                {templates ? (
                  <TemplatePicker
                    templates={templates}
                    values={{ jobTitle, ...filledFor }}
                    label="Use a template"
                    className="-ml-2"
                    onInsert={setMessage}
                  />
                ) : null}
              </div>
            ) : null}
          </div>
          {sendError ? (
            <p role="alert" className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm">
              {sendError}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={sending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={`${descriptionId}-form`} variant="destructive" loading={sending}>
            <UserX aria-hidden="true" />
            {many
              ? message.trim()
                ? `Reject ${candidateCount} and send`
                : `Reject ${candidateCount}`
              : message.trim()
                ? 'Reject and send'
                : 'Reject'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

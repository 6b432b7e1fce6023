import { type RejectionReason, rejectionReasons } from '@medhire/domain';
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
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';

/** Props of {@link NotAFitDialog}. */
export type NotAFitDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who is passed on: "Dr. Maya Chen", or "3 candidates". */
  subject: string;
  /** The job Explore is scoring for. */
  jobTitle: string;
  /** Records the pass. Resolve to close; reject with an `Error` to show its message (the reason stays chosen). */
  onConfirm: (reason: RejectionReason) => Promise<void>;
};

/**
 * "Not a fit for this job", from Explore scored for a job: a reason from the rejection list, kept within the
 * organization. The candidate never applied, so nothing is sent to them; Explore stops showing them for the job.
 */
export function NotAFitDialog({ open, onOpenChange, subject, jobTitle, onConfirm }: NotAFitDialogProps) {
  const [reason, setReason] = React.useState<RejectionReason | ''>('');
  const [reasonError, setReasonError] = React.useState<string | null>(null);
  const [sendError, setSendError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const groupRef = React.useRef<HTMLDivElement>(null);
  const descriptionId = React.useId();
  const reasonId = React.useId();
  const reasonErrorId = React.useId();

  const [lastOpen, setLastOpen] = React.useState(false);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setReason('');
      setReasonError(null);
      setSendError(null);
    }
  }

  const submit = async () => {
    if (!reason) {
      setReasonError('Choose a reason from the list.');
      groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      await onConfirm(reason);
      setSending(false);
      onOpenChange(false);
    } catch (caught) {
      setSending(false);
      setSendError(messageOf(caught, 'This could not be saved. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent data-slot="not-a-fit-dialog" aria-describedby={descriptionId} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{`Not a fit for ${jobTitle}`}</DialogTitle>
          <DialogDescription id={descriptionId}>
            {`${subject} will no longer show when you explore for this job. The reason stays within your organization; nothing is sent to the candidate.`}
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${descriptionId}-form`}
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p id={reasonId} className="font-medium text-foreground text-sm">
            Reason
          </p>
          {reasonError ? (
            <p id={reasonErrorId} role="alert" className="font-medium text-danger text-sm">
              {reasonError}
            </p>
          ) : null}
          <RadioGroup
            ref={groupRef}
            aria-labelledby={reasonId}
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
            Not a fit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { ArrowLeft, CircleAlert } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';

/** The words shown when a promise rejects with something that is not an `Error`. */
export const fallbackErrorMessage = 'We could not save this step. Check the connection and try again.';

/** Most photos and videos an organization shows (the domain's limit). */
export const mediaLimit = 50;

/**
 * Runs a step's `onSubmit` and keeps the server's message when it rejects. The form keeps every value
 * on a rejection, so the user corrects and submits again.
 */
export function useStepSubmission<Payload>(onSubmit: (payload: Payload) => Promise<void> | void) {
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submit = async (payload: Payload) => {
    setServerError(null);
    try {
      await onSubmit(payload);
    } catch (error) {
      setServerError(messageOf(error, fallbackErrorMessage));
    }
  };
  return { serverError, submit };
}

/** Props of {@link StepServerError}. */
type StepServerErrorProps = { message: string | null; title?: string };

/** The server's answer to a failed save: shown at the top of the step, where the error summary shows, and focused. */
export function StepServerError({ message, title = 'This step was not saved' }: StepServerErrorProps) {
  const boxRef = React.useRef<HTMLDivElement>(null);
  // The submit button is busy (and so unfocusable) while saving: focus moves to the message instead.
  React.useEffect(() => {
    if (message) boxRef.current?.focus();
  }, [message]);
  return (
    <div data-slot="profile-step-server-error" role="alert" className="col-span-full empty:hidden">
      {message ? (
        <div
          ref={boxRef}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-lg border border-danger bg-danger-subtle p-4 text-sm outline-none focus-visible:focus-ring"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="grid gap-0.5">
            <p className="font-semibold text-danger">{title}</p>
            <p className="text-foreground">{message}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Props of {@link StepActions}. */
export type StepActionsProps = {
  /** Goes to the previous step; the Back button is hidden when absent (the first step). */
  onBack?: () => void;
  /** Text of the submit button. */
  submitLabel: string;
  /** The step is being saved: the submit button shows a spinner and the other actions wait. */
  pending: boolean;
  /** Extra actions beside the submit button ("Skip for now"). */
  children?: React.ReactNode;
  className?: string;
};

/**
 * The footer of a step, inside its form: Back on the start, the submit button on the end. On narrow
 * screens they stack with the submit button first, as in the design system's `WizardLayout` footer.
 */
export function StepActions({ onBack, submitLabel, pending, children, className }: StepActionsProps) {
  return (
    <div
      data-slot="profile-step-actions"
      className={cn(
        'col-span-full flex flex-col-reverse gap-3 border-border border-t pt-5 @xl:flex-row @xl:items-center @xl:justify-between',
        className,
      )}
    >
      <div className="flex flex-col @xl:flex-row">
        {onBack ? (
          <Button variant="outline" onClick={onBack} disabled={pending}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 @xl:flex-row @xl:items-center">
        {children}
        <Button type="submit" loading={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </div>
  );
}

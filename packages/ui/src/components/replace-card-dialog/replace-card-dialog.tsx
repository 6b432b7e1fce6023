import type { CardOnFile } from '@medhire/domain';
import { FlaskConical } from 'lucide-react';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { describeCard } from '../../lib/subscription-words';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { Form, FormErrorSummary } from '../../primitives/form/form';
import type { TestCardDetails } from '../payment-form/card-checks';
import { TestCardFields, type TestCardValues, useTestCardForm } from '../payment-form/test-card-fields';
import { formatMoney } from '../plan-picker/plan-picker';

/** Props of {@link ReplaceCardDialog}. */
export type ReplaceCardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `test`: the server's test provider takes a test card typed here; `stripe`: Stripe Elements in `cardSlot`. */
  mode: 'test' | 'stripe';
  /** In `stripe` mode, the card entry (the app passes Stripe's `CardElement`). */
  cardSlot?: React.ReactNode;
  /** The card it replaces. */
  currentCard?: CardOnFile | null;
  /** What a failed payment left unpaid: the new card pays it at once. */
  amountDue?: { amountCents: number; currency: string } | null;
  /**
   * Saves the card (`{ card }` in test mode, `{}` with Stripe). Reject with an `Error` to show its message; the card
   * stays typed.
   */
  onSubmit: (submission: { card?: TestCardDetails }) => Promise<void>;
  /** Today, for the expiry check (default: now). */
  now?: Date;
};

/** "expires 08/2031". */
export function describeExpiry(card: Pick<CardOnFile, 'expMonth' | 'expYear'>): string | null {
  if (!card.expMonth || !card.expYear) return null;
  return `expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/**
 * Replacing the card on file. In test mode it says so and takes a test card (the same checks as the payment form);
 * with Stripe the card entry comes from Stripe Elements. When a payment is due, the button says that the new card
 * pays it now. A refusal shows in the dialog and the card stays typed.
 */
export function ReplaceCardDialog({
  open,
  onOpenChange,
  mode,
  cardSlot,
  currentCard,
  amountDue,
  onSubmit,
  now,
}: ReplaceCardDialogProps) {
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const current = currentCard ? describeCard(currentCard.brand, currentCard.last4) : null;
  const label =
    amountDue && amountDue.amountCents > 0
      ? `Save card and pay ${formatMoney(amountDue.amountCents, amountDue.currency, { cents: true })}`
      : 'Save card';

  const save = async (submission: { card?: TestCardDetails }) => {
    setPending(true);
    setError(null);
    try {
      await onSubmit(submission);
      onOpenChange(false);
    } catch (rejection) {
      setError(messageOf(rejection, 'The card could not be saved. Check it and try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
        if (!next) setError(null);
      }}
    >
      <DialogContent data-slot="replace-card-dialog" className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Replace card</DialogTitle>
          <DialogDescription>
            {current
              ? `The new card replaces your ${current} for every charge from now on.`
              : 'The new card is used for every charge from now on.'}
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p
            role="alert"
            data-slot="replace-card-error"
            className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm"
          >
            {error}
          </p>
        ) : null}
        {mode === 'test' ? (
          <TestCardForm
            label={label}
            pending={pending}
            onSave={(card) => save({ card })}
            onCancel={() => onOpenChange(false)}
            now={now}
          />
        ) : (
          <form
            noValidate
            aria-label="New card"
            aria-busy={pending || undefined}
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) void save({});
            }}
          >
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 font-medium text-foreground text-sm leading-5">Card</legend>
              <div className="rounded-md border border-input bg-background px-3 py-2.5 shadow-xs focus-within:border-primary focus-within:focus-ring">
                {cardSlot}
              </div>
              <p className="text-muted-foreground text-sm">Cards are saved securely by Stripe.</p>
            </fieldset>
            <DialogFooter>
              <Button variant="outline" type="button" onClick={() => onOpenChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                {label}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TestCardForm({
  label,
  pending,
  onSave,
  onCancel,
  now,
}: {
  label: string;
  pending: boolean;
  onSave: (card: TestCardDetails) => Promise<void>;
  onCancel: () => void;
  now: Date | undefined;
}) {
  const form = useTestCardForm(now);
  return (
    <div className="grid gap-4">
      <div className="flex gap-3 rounded-lg border border-warning bg-warning-subtle p-3 text-foreground text-sm">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <p>
          <strong className="font-semibold">Test mode — no real charge.</strong> Use 4242 4242 4242 4242. 4000
          0000 0000 0341 is saved but declines every charge.
        </p>
      </div>
      <Form<TestCardValues, TestCardDetails>
        form={form}
        onSubmit={onSave}
        aria-label="New card"
        aria-busy={pending || undefined}
        className="grid-cols-2 gap-x-4"
      >
        <FormErrorSummary className="col-span-2" />
        <TestCardFields control={form.control} pending={pending} />
        <DialogFooter className="col-span-2">
          <Button variant="outline" type="button" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {label}
          </Button>
        </DialogFooter>
      </Form>
    </div>
  );
}

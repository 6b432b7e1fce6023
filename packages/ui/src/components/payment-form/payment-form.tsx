import { FlaskConical, Lock } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary } from '../../primitives/form/form';
import { formatMoney, formatPlanPrice, type Plan } from '../plan-picker/plan-picker';
import type { TestCardDetails } from './card-checks';
import { TestCardFields, type TestCardValues, useTestCardForm } from './test-card-fields';

export { passesLuhnCheck, type TestCardDetails } from './card-checks';
export { formatCardNumber, formatExpiry } from './test-card-fields';

const paymentFallbackMessage = 'The payment did not go through. Check the card and try again.';

/** What {@link PaymentForm} submits: the plan, and in test mode the card. */
export type PaymentSubmission =
  | { planId: string; card: TestCardDetails }
  | { planId: string; card?: undefined };

/** Props of {@link PaymentForm}. */
export type PaymentFormProps = Omit<React.ComponentProps<'div'>, 'onSubmit' | 'children'> & {
  /** The plan being paid for. */
  plan: Plan;
  /**
   * `test`: the server's built-in test provider; the form says so and asks for a test card.
   * `stripe`: real payment; the card fields come from {@link PaymentFormProps.cardSlot}.
   */
  mode: 'test' | 'stripe';
  /** In `stripe` mode, the card entry to show (the app passes Stripe's `CardElement`). */
  cardSlot?: React.ReactNode;
  /**
   * Pays. Test mode: `{ planId, card }`; Stripe mode: `{ planId }`. Reject with an `Error` whose message
   * is the server's (for example "Your card was declined.") to show it; every field is kept. The form shows
   * it as the one message, so the caller shows no other (no toast beside it).
   */
  onSubmit: (submission: PaymentSubmission) => Promise<void>;
  /** Shows a "Change plan" button beside the plan summary. */
  onChangePlan?: () => void;
  /** Today, for the expiry check (default: now). */
  now?: Date;
};

/** The plan being paid for: name, price, description. */
function PlanSummary({ plan, onChangePlan }: { plan: Plan; onChangePlan?: () => void }) {
  return (
    <section
      aria-label="Your plan"
      data-slot="payment-form-plan"
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="grid gap-1">
        <p className="font-semibold text-base text-foreground">{plan.name}</p>
        <p className="font-semibold text-foreground text-lg tabular-nums">{formatPlanPrice(plan)}</p>
        <p className="text-muted-foreground text-sm">{plan.description}</p>
      </div>
      {onChangePlan ? (
        <Button variant="outline" size="sm" onClick={onChangePlan}>
          Change plan
        </Button>
      ) : null}
    </section>
  );
}

/** The server's refusal ("Your card was declined."), focused so it is read at once. */
function PaymentError({ message, ref }: { message: string; ref: React.Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-slot="payment-form-error"
      className="grid gap-1 rounded-lg border-2 border-danger bg-danger-subtle p-4 text-sm outline-none focus-visible:focus-ring"
    >
      <p className="font-semibold text-danger">The payment did not go through</p>
      <p className="text-foreground">{message}</p>
    </div>
  );
}

/**
 * Pays for a plan. In test mode it says plainly that nothing is charged, shows the test card to use and
 * asks for the card (the number grouped as typed and Luhn-checked, the expiry as MM/YY and not past,
 * the CVC). In Stripe mode it shows the card entry passed in `cardSlot`. The pay button names the
 * amount and shows progress; a refusal is shown above the card, which is kept whole (a new card number or
 * just pressing Pay again both work). One message at a time: the next press takes the refusal away, and what it
 * finds to fix shows alone.
 */
export function PaymentForm({ mode, ...props }: PaymentFormProps) {
  return mode === 'test' ? <TestPaymentForm {...props} /> : <StripePaymentForm {...props} />;
}

function PayButton({ plan, pending }: { plan: Plan; pending: boolean }) {
  return (
    <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:justify-self-start">
      {pending ? null : <Lock aria-hidden="true" />}
      {`Pay ${formatMoney(plan.amountCents, plan.currency, { cents: true })}`}
    </Button>
  );
}

function PendingStatus({ pending }: { pending: boolean }) {
  return (
    <p role="status" className="sr-only">
      {pending ? 'Processing your payment…' : ''}
    </p>
  );
}

function TestPaymentForm({
  plan,
  onSubmit,
  onChangePlan,
  now,
  className,
  cardSlot: _cardSlot,
  ...props
}: Omit<PaymentFormProps, 'mode'>) {
  const form = useTestCardForm(now);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const errorRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const pay = async (card: TestCardDetails) => {
    setPending(true);
    setError(null);
    try {
      await onSubmit({ planId: plan._id, card });
    } catch (rejection) {
      // The card stays as typed, security code included: the refusal is about the card, not the typing.
      setError(messageOf(rejection, paymentFallbackMessage));
    } finally {
      setPending(false);
    }
  };

  return (
    <div
      data-slot="payment-form"
      data-mode="test"
      className={cn('grid max-w-xl gap-6', className)}
      {...props}
    >
      <PlanSummary plan={plan} onChangePlan={onChangePlan} />
      <div
        data-slot="payment-form-test-notice"
        className="flex gap-3 rounded-lg border border-warning bg-warning-subtle p-4 text-foreground text-sm"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <p>
          <strong className="font-semibold">Test mode — no real charge.</strong> Use card 4242 4242 4242 4242,
          any future date and any CVC.
        </p>
      </div>
      <Form<TestCardValues, TestCardDetails>
        form={form}
        onSubmit={pay}
        // What is left to fix shows alone: the last refusal is no longer the news.
        onInvalid={() => setError(null)}
        aria-label="Card details"
        aria-busy={pending || undefined}
        className="grid-cols-2 gap-x-4"
      >
        <FormErrorSummary className="col-span-2" />
        {error ? (
          <div className="col-span-2">
            <PaymentError ref={errorRef} message={error} />
          </div>
        ) : null}
        <TestCardFields control={form.control} pending={pending} />
        <div className="col-span-2 grid gap-2">
          <PayButton plan={plan} pending={pending} />
          <PendingStatus pending={pending} />
        </div>
      </Form>
    </div>
  );
}

function StripePaymentForm({
  plan,
  onSubmit,
  onChangePlan,
  cardSlot,
  className,
  now: _now,
  ...props
}: Omit<PaymentFormProps, 'mode'>) {
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const errorRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const pay = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit({ planId: plan._id });
    } catch (rejection) {
      setError(messageOf(rejection, paymentFallbackMessage));
    } finally {
      setPending(false);
    }
  };

  return (
    <div
      data-slot="payment-form"
      data-mode="stripe"
      className={cn('grid max-w-xl gap-6', className)}
      {...props}
    >
      <PlanSummary plan={plan} onChangePlan={onChangePlan} />
      <form
        noValidate
        aria-label="Card details"
        aria-busy={pending || undefined}
        onSubmit={pay}
        className="grid gap-5"
      >
        {error ? <PaymentError ref={errorRef} message={error} /> : null}
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 font-medium text-foreground text-sm leading-5">Card</legend>
          <div
            data-slot="payment-form-card-slot"
            className="rounded-md border border-input bg-background px-3 py-2.5 shadow-xs focus-within:border-primary focus-within:focus-ring"
          >
            {cardSlot}
          </div>
          <p className="text-muted-foreground text-sm">Payments are processed securely by Stripe.</p>
        </fieldset>
        <div className="grid gap-2">
          <PayButton plan={plan} pending={pending} />
          <PendingStatus pending={pending} />
        </div>
      </form>
    </div>
  );
}

import type { CardOnFile, User } from '@medhire/domain';
import { PaymentForm } from '@medhire/ui/payment-form';
import type { Plan } from '@medhire/ui/plan-picker';
import { ReplaceCardDialog } from '@medhire/ui/replace-card-dialog';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { startCardSetup } from '../../lib/queries/billing';
import { profileCalls } from '../../lib/queries/profile';
import { useStartSubscription } from '../../lib/queries/subscription';

// One Stripe.js per publishable key, loaded the first time a payment screen needs it.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentProps {
  publishableKey: string;
  plan: Plan;
  employerId: string;
  onChangePlan: () => void;
  /** Called with the user once the server has the subscription. */
  onPaid: (user: User) => void;
}

/**
 * Payment through Stripe Elements (only when the server has Stripe keys). The server starts an incomplete
 * subscription and answers the first invoice's client secret; Stripe.js confirms the card; Stripe's
 * webhook then tells the server, which the user sync picks up.
 */
export function StripePayment(props: StripePaymentProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm({ plan, employerId, onChangePlan, onPaid }: StripePaymentProps) {
  const stripe = useStripe();
  const startSubscription = useStartSubscription();
  const elements = useElements();
  return (
    <PaymentForm
      mode="stripe"
      plan={plan}
      onChangePlan={onChangePlan}
      cardSlot={<CardElement options={{ hidePostalCode: false }} />}
      onSubmit={async ({ planId }) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error('The card form is still loading. Try again in a moment.');
        const { clientSecret } = await startSubscription(employerId, { planId });
        if (clientSecret) {
          const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
          if (result.error) throw new Error(result.error.message ?? 'The payment did not go through.');
        }
        // The webhook may land a moment after the card is confirmed.
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const { user } = await profileCalls.syncUserDetail(employerId);
          if (user.subscriptionStatus && user.subscriptionStatus !== 'incomplete') return onPaid(user);
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        throw new Error('Your payment is being confirmed. Refresh this page in a minute.');
      }}
    />
  );
}

interface StripeReplaceCardProps {
  publishableKey: string;
  employerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentCard: CardOnFile | null;
  amountDue: { amountCents: number; currency: string } | null;
  /** Called with the confirmed SetupIntent's payment method; the server makes it the default (and retries). */
  onSave: (paymentMethodId: string) => Promise<void>;
}

/**
 * Replacing the card with Stripe: the server opens a SetupIntent, Stripe Elements confirms the card in the browser
 * (3-D Secure included), and the server makes the saved payment method the subscription's default.
 */
export function StripeReplaceCard(props: StripeReplaceCardProps) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <StripeReplaceCardDialog {...props} />
    </Elements>
  );
}

function StripeReplaceCardDialog({
  employerId,
  open,
  onOpenChange,
  currentCard,
  amountDue,
  onSave,
}: StripeReplaceCardProps) {
  const stripe = useStripe();
  const elements = useElements();
  return (
    <ReplaceCardDialog
      mode="stripe"
      open={open}
      onOpenChange={onOpenChange}
      currentCard={currentCard}
      amountDue={amountDue}
      cardSlot={<CardElement options={{ hidePostalCode: false }} />}
      onSubmit={async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error('The card form is still loading. Try again in a moment.');
        const { clientSecret } = await startCardSetup(employerId);
        const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
        if (result.error) throw new Error(result.error.message ?? 'The card could not be saved.');
        const method = result.setupIntent.payment_method;
        const paymentMethodId = typeof method === 'string' ? method : method?.id;
        if (!paymentMethodId) throw new Error('The card could not be saved. Try again.');
        await onSave(paymentMethodId);
      }}
    />
  );
}

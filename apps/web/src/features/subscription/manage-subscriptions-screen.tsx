import { type PlanChangePreview, SubscriptionStatus, type User } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { Callout } from '@medhire/ui/callout';
import { ErrorState } from '@medhire/ui/error-state';
import { InvoiceList } from '@medhire/ui/invoice-list';
import { PageHeader } from '@medhire/ui/page-header';
import { formatMoney } from '@medhire/ui/plan-picker';
import { SubscriptionSummary } from '@medhire/ui/subscription-summary';
import { lazy, Suspense, useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import {
  downloadReceipt,
  useBilling,
  useInvoices,
  usePlanChange,
  useReplaceCard,
} from '../../lib/queries/billing';
import { profileCalls } from '../../lib/queries/profile';
import { usePlans, useSetSubscriptionRenewal } from '../../lib/queries/subscription';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

// The dialogs load when first opened; Stripe.js only when the server runs Stripe.
const PlanChangeDialog = lazy(() =>
  import('@medhire/ui/plan-change-dialog').then((module) => ({ default: module.PlanChangeDialog })),
);
const ReplaceCardDialog = lazy(() =>
  import('@medhire/ui/replace-card-dialog').then((module) => ({ default: module.ReplaceCardDialog })),
);
const StripeReplaceCard = lazy(() =>
  import('./stripe-card').then((module) => ({ default: module.StripeReplaceCard })),
);

/**
 * /manage-subscriptions: the plan and its status, the next charge (or the end date once cancelled), the card on
 * file, the invoices; change plan (the proration shown before confirming), replace the card, cancel or resume. A
 * lapsed payment shows a banner with the fix: a new card, which pays what is due at once.
 */
export function Component() {
  const { session, updateUser } = useSession();
  const employerId = session?.user._id;
  const billing = useBilling(employerId);
  const invoices = useInvoices(employerId);
  const plans = usePlans();
  const setRenewal = useSetSubscriptionRenewal();
  const planChange = usePlanChange();
  const replaceCard = useReplaceCard();
  const [changingPlan, setChangingPlan] = useState(false);
  const [replacingCard, setReplacingCard] = useState(false);
  if (!session || !employerId) return null;

  const overview = billing.data;
  const subscription = overview?.subscription ?? null;
  const lapsed =
    subscription?.status === SubscriptionStatus.PastDue || subscription?.status === SubscriptionStatus.Unpaid;
  const renewing =
    subscription !== null &&
    !subscription.cancelAtPeriodEnd &&
    (subscription.status === SubscriptionStatus.Active ||
      subscription.status === SubscriptionStatus.Trialing);
  const running = subscription !== null && (renewing || lapsed || subscription.cancelAtPeriodEnd);
  const amountDue =
    lapsed && overview && subscription
      ? { amountCents: overview.amountDueCents, currency: subscription.plan.currency }
      : null;

  const refreshUser = async (user?: User) => {
    updateUser(user ?? (await profileCalls.syncUserDetail(employerId)).user);
  };

  const renew = async (renewAgain: boolean, message: string) => {
    await setRenewal(employerId, renewAgain);
    await refreshUser();
    void notifySuccess(message);
  };

  const confirmPlanChange = async (preview: PlanChangePreview) => {
    const result = await planChange.confirm(employerId, preview);
    await refreshUser(result.user);
    void notifySuccess(`You are now on the ${preview.toPlan.name} plan.`);
  };

  const saveCard = async (payload: Parameters<typeof replaceCard>[1]) => {
    try {
      const result = await replaceCard(employerId, payload);
      await refreshUser(result.user);
      void notifySuccess(
        result.retriedCharge === 'paid'
          ? 'Payment received. Your subscription is active again.'
          : 'Your new card is saved.',
      );
    } catch (error) {
      // A declined retry still saved the card and may have changed nothing else; the session stays current.
      await refreshUser().catch(() => undefined);
      throw error;
    }
  };

  const openReplaceCard = () => setReplacingCard(true);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Subscription"
        description="Your plan, its next charge, your card and your invoices."
      />
      {lapsed && overview ? (
        <Callout
          tone="warning"
          role="alert"
          data-slot="payment-lapsed-banner"
          title="Your subscription has lapsed"
          description={`Your last payment${overview.amountDueCents > 0 ? ` of ${formatMoney(overview.amountDueCents, subscription?.plan.currency ?? 'usd', { cents: true })}` : ''} did not go through. Your team can still read jobs, candidates and conversations; posting jobs, exploring and inviting candidates and messaging are paused. Replace your card: the payment is charged again at once.`}
          action={<Button onClick={openReplaceCard}>Replace card</Button>}
        />
      ) : null}
      {billing.error ? (
        <ErrorState
          title="Your subscription did not load"
          message={billing.error instanceof Error ? billing.error.message : undefined}
          onRetry={() => void billing.mutate()}
        />
      ) : (
        <SubscriptionSummary
          className="max-w-none"
          subscription={subscription}
          loading={billing.isLoading}
          card={overview?.card ?? null}
          nextCharge={overview?.nextCharge ?? null}
          renderLink={renderRouterLink}
          onReplaceCard={openReplaceCard}
          onCancel={() => renew(false, 'Your subscription will end at the close of this period.')}
          onResume={() => renew(true, 'Your subscription will renew as usual.')}
          actions={
            running ? (
              <>
                {renewing && plans.data && plans.data.plans.length > 1 ? (
                  <Button variant="outline" onClick={() => setChangingPlan(true)}>
                    Change plan
                  </Button>
                ) : null}
                {lapsed ? null : (
                  <Button variant="outline" onClick={openReplaceCard}>
                    Replace card
                  </Button>
                )}
              </>
            ) : null
          }
        />
      )}
      {subscription ? (
        <InvoiceList
          invoices={invoices.data?.invoices}
          loading={invoices.isLoading}
          error={invoices.error instanceof Error ? invoices.error.message : null}
          onRetry={() => void invoices.mutate()}
          onDownload={downloadReceipt}
        />
      ) : null}

      {changingPlan && subscription && plans.data ? (
        <Suspense fallback={null}>
          <PlanChangeDialog
            open={changingPlan}
            onOpenChange={setChangingPlan}
            currentPlan={subscription.plan}
            plans={plans.data.plans}
            onPreview={(planId) => planChange.preview(employerId, planId)}
            onConfirm={confirmPlanChange}
          />
        </Suspense>
      ) : null}
      {replacingCard && overview ? (
        <Suspense fallback={null}>
          {overview.provider === 'stripe' && overview.publishableKey ? (
            <StripeReplaceCard
              publishableKey={overview.publishableKey}
              employerId={employerId}
              open={replacingCard}
              onOpenChange={setReplacingCard}
              currentCard={overview.card}
              amountDue={amountDue}
              onSave={(paymentMethodId) => saveCard({ paymentMethodId })}
            />
          ) : (
            <ReplaceCardDialog
              mode="test"
              open={replacingCard}
              onOpenChange={setReplacingCard}
              currentCard={overview.card}
              amountDue={amountDue}
              onSubmit={({ card }) => saveCard({ card })}
            />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}

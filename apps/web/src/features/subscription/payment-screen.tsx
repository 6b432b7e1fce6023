import { getPostLoginRedirect, paths, routes, type User } from '@medhire/domain';
import { ErrorState } from '@medhire/ui/error-state';
import { PageHeader } from '@medhire/ui/page-header';
import { PaymentForm } from '@medhire/ui/payment-form';
import { PlanPicker } from '@medhire/ui/plan-picker';
import { Skeleton } from '@medhire/ui/skeleton';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { usePlans, useStartSubscription } from '../../lib/queries/subscription';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

// Stripe.js and its React bindings load only when the server runs Stripe, never in test mode.
const StripePayment = lazy(() =>
  import('./stripe-card').then((module) => ({ default: module.StripePayment })),
);

/**
 * /payment: choose a plan and pay. With the server's built-in test provider the form says it is in test
 * mode and takes a test card; with Stripe configured, Stripe Elements takes the card. Paid, the employer
 * goes where the login rules say (home), whose first showing then has the getting-started checklist.
 */
export function Component() {
  const { session, updateUser } = useSession();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = usePlans();
  const startSubscription = useStartSubscription();
  const [chosen, setChosen] = useState<string | undefined>();
  const pickerRef = useRef<HTMLDivElement>(null);
  if (!session) return null;
  const user = session.user;

  const planId = chosen ?? data?.plans[0]?._id;
  const plans = data?.plans.map((plan) => ({ ...plan, id: plan._id }));
  const plan = plans?.find((candidate) => candidate.id === planId);

  const onPaid = (paid: User) => {
    updateUser(paid);
    // The first Home after payment shows the getting-started checklist, as the first after a v1 login does.
    markShowParams();
    void notifySuccess('Payment received. Welcome to MedHire!');
    const target = getPostLoginRedirect(paid, session.code);
    navigate(target === 'logout' || target === routes.payment ? paths.home() : target, { replace: true });
  };
  const running = ['active', 'trialing', 'past_due', 'unpaid'].includes(String(user.subscriptionStatus));
  if (running) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
        <PageHeader title="Your subscription is active" description="There is nothing to pay right now." />
        <p>
          <Link
            to={paths.manageSubscriptions()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Manage your subscription
          </Link>
        </p>
      </div>
    );
  }
  const changePlan = () => pickerRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeader
        title="Choose your plan"
        description={
          user.accountStatus === 'approved'
            ? "Post jobs, see every candidate's match score and message candidates. Cancel any time."
            : "Post jobs, see every candidate's match score and message candidates. Cancel any time. New " +
              'organizations are reviewed once, usually within a business day: you can prepare jobs meanwhile, ' +
              'and candidates see them once approved.'
        }
      />
      {error ? (
        <ErrorState
          title="The plans did not load"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <>
          <div ref={pickerRef}>
            <PlanPicker plans={plans} loading={isLoading} value={planId} onValueChange={setChosen} />
          </div>
          {!plan || !data ? (
            <Skeleton className="h-72" />
          ) : data.provider === 'stripe' && data.publishableKey ? (
            <Suspense fallback={<Skeleton className="h-72" />}>
              <StripePayment
                publishableKey={data.publishableKey}
                plan={plan}
                employerId={user._id}
                onChangePlan={changePlan}
                onPaid={onPaid}
              />
            </Suspense>
          ) : (
            <PaymentForm
              mode="test"
              plan={plan}
              onChangePlan={changePlan}
              onSubmit={async (submission) => {
                const result = await startSubscription(user._id, submission);
                onPaid(result.user ?? { ...user, subscriptionStatus: result.subscription.status });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

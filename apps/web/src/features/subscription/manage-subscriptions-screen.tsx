import { paths } from '@medhire/domain';
import { ErrorState } from '@medhire/ui/error-state';
import { PageHeader } from '@medhire/ui/page-header';
import { SubscriptionSummary } from '@medhire/ui/subscription-summary';
import { notifySuccess } from '../../lib/notify';
import { profileCalls } from '../../lib/queries/profile';
import { useSetSubscriptionRenewal, useSubscription } from '../../lib/queries/subscription';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

/** /manage-subscriptions: the plan, its status and renewal, the card, and cancel or resume. */
export function Component() {
  const { session, updateUser } = useSession();
  const employerId = session?.user._id;
  const { data, error, isLoading, mutate } = useSubscription(employerId);
  const setRenewal = useSetSubscriptionRenewal();
  if (!session || !employerId) return null;

  const subscription = data?.subscription
    ? {
        ...data.subscription,
        plan: { ...data.subscription.plan, id: data.subscription.plan._id },
      }
    : null;

  const refresh = async (renew: boolean, message: string) => {
    await setRenewal(employerId, renew);
    const { user } = await profileCalls.syncUserDetail(employerId);
    updateUser(user);
    void notifySuccess(message);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageHeader title="Subscription" description="Your plan, its renewal and your card." />
      {error ? (
        <ErrorState
          title="Your subscription did not load"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : (
        <SubscriptionSummary
          subscription={subscription}
          loading={isLoading}
          paymentHref={paths.payment()}
          renderLink={renderRouterLink}
          onCancel={() => refresh(false, 'Your subscription will end at the close of this period.')}
          onResume={() => refresh(true, 'Your subscription will renew as usual.')}
        />
      )}
    </div>
  );
}

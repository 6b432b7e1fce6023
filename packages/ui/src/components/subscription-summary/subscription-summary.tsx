import {
  type CardOnFile,
  type NextCharge,
  paths,
  type Subscription,
  SubscriptionStatus,
} from '@medhire/domain';
import { CreditCard, Receipt } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, renderAnchor } from '../../lib/link';
import {
  cancelable,
  describeCard,
  formatDate,
  periodLine,
  subscriptionStatusWords,
} from '../../lib/subscription-words';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../primitives/alert-dialog/alert-dialog';
import { Badge } from '../../primitives/badge/badge';
import { Button, buttonVariants } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { formatMoney, formatPlanPrice } from '../plan-picker/plan-picker';

/** Props of {@link SubscriptionSummary}. */
export type SubscriptionSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The subscription; `null` when there is none yet. */
  subscription: Subscription | null;
  /** Shows the loading skeleton. */
  loading?: boolean;
  /** Cancels at the end of the period. Reject with an `Error` to show its message. */
  onCancel: () => Promise<void>;
  /** Takes back a cancellation before the period ends. Reject with an `Error` to show its message. */
  onResume: () => Promise<void>;
  /** Where "Choose a plan" and "Update card" go (default `/payment`). */
  paymentHref?: string;
  /** Renders those links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /** The card on file with its expiry (billing overview); when given it is shown instead of the subscription's. */
  card?: CardOnFile | null;
  /** The next charge (date and amount); shown as "Next charge" when given. */
  nextCharge?: NextCharge | null;
  /** Replaces the card in place: "Update card" becomes a button that calls it instead of a link to the payment page. */
  onReplaceCard?: () => void;
  /** More actions beside cancel and resume ("Change plan", "Replace card"). */
  actions?: React.ReactNode;
};

/**
 * The subscription on `/manage-subscriptions`: the plan, the status in plain words, the renewal or end
 * date and the card. "Cancel subscription" asks first (an alert dialog that says until when access
 * lasts); once canceled, "Resume subscription" takes it back until the period ends. With no
 * subscription it says so and links to choosing a plan.
 */
export function SubscriptionSummary({
  subscription,
  loading = false,
  onCancel,
  onResume,
  paymentHref = paths.payment(),
  renderLink = renderAnchor,
  card: cardOnFile,
  nextCharge,
  onReplaceCard,
  actions,
  className,
  ...props
}: SubscriptionSummaryProps) {
  const headingId = React.useId();
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [canceling, setCanceling] = React.useState(false);
  const [cancelError, setCancelError] = React.useState<string | null>(null);
  const [resuming, setResuming] = React.useState(false);
  const [resumeError, setResumeError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const resumeRef = React.useRef<HTMLButtonElement>(null);
  // After a confirmed cancel the trigger is gone; focus goes to "Resume subscription" instead.
  const focusAfterCancel = React.useRef(false);

  React.useEffect(() => {
    if (focusAfterCancel.current && resumeRef.current) {
      focusAfterCancel.current = false;
      resumeRef.current.focus();
    }
  });

  if (loading) {
    return (
      <section
        data-slot="subscription-summary"
        data-state="loading"
        aria-label="Subscription"
        className={cn('grid max-w-2xl gap-5 rounded-xl border border-border bg-card p-6', className)}
        {...props}
      >
        <div role="status" aria-label="Loading your subscription" className="grid gap-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-10 w-48" />
        </div>
      </section>
    );
  }

  if (!subscription) {
    return (
      <section
        data-slot="subscription-summary"
        data-state="empty"
        aria-label="Subscription"
        className={cn('max-w-2xl', className)}
        {...props}
      >
        <EmptyState
          icon={<Receipt />}
          title="No subscription yet"
          description="Choose a monthly or yearly plan to post jobs and reach physicians and providers."
          action={renderLink({
            href: paymentHref,
            'data-slot': 'subscription-summary-choose-plan',
            className: buttonVariants({ variant: 'primary' }),
            children: 'Choose a plan',
          })}
        />
      </section>
    );
  }

  const words = subscriptionStatusWords(subscription.status);
  const period = periodLine(subscription);
  const card = cardOnFile
    ? [
        describeCard(cardOnFile.brand, cardOnFile.last4),
        cardOnFile.expMonth && cardOnFile.expYear
          ? `expires ${String(cardOnFile.expMonth).padStart(2, '0')}/${cardOnFile.expYear}`
          : null,
      ]
        .filter(Boolean)
        .join(', ')
    : describeCard(subscription.cardBrand, subscription.cardLast4);
  const endDate = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd)
    : 'the end of the period';
  const canCancel = cancelable.has(subscription.status) && !subscription.cancelAtPeriodEnd;
  const canResume = subscription.cancelAtPeriodEnd && subscription.status !== SubscriptionStatus.Canceled;

  const confirmCancel = async () => {
    setCanceling(true);
    setCancelError(null);
    try {
      await onCancel();
      focusAfterCancel.current = true;
      setNotice(`Your subscription is canceled. You keep access until ${endDate}.`);
      setDialogOpen(false);
    } catch (error) {
      setCancelError(messageOf(error, 'The subscription could not be canceled. Please try again.'));
    } finally {
      setCanceling(false);
    }
  };

  const resume = async () => {
    setResuming(true);
    setResumeError(null);
    try {
      await onResume();
      setNotice('Your subscription is back on. It renews as usual.');
    } catch (error) {
      setResumeError(messageOf(error, 'The subscription could not be resumed. Please try again.'));
    } finally {
      setResuming(false);
    }
  };

  return (
    <section
      data-slot="subscription-summary"
      data-state={subscription.status}
      aria-labelledby={headingId}
      className={cn(
        'grid max-w-2xl gap-5 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold text-foreground text-lg leading-7">
            {subscription.plan.name}
          </h2>
          <p className="text-muted-foreground text-sm tabular-nums">{formatPlanPrice(subscription.plan)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {subscription.provider === 'test' ? <Badge variant="outline">Test mode</Badge> : null}
          <Badge variant={words.variant} data-slot="subscription-summary-status">
            <span className="sr-only">Status: </span>
            {words.label}
          </Badge>
        </div>
      </div>

      {words.help ? (
        <p
          data-slot="subscription-summary-help"
          className={cn(
            'rounded-lg p-3 text-sm',
            words.needsCard ? 'bg-warning-subtle text-foreground' : 'bg-surface text-muted-foreground',
          )}
        >
          {words.help}
        </p>
      ) : null}

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {/* "Renews on" says no more than the next charge's date beside it: one of them is enough. */}
        {period && !(nextCharge && period.term === 'Renews on') ? (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{period.term}</dt>
            <dd className="font-medium text-foreground">{period.date}</dd>
          </div>
        ) : null}
        {nextCharge ? (
          <div className="grid gap-0.5" data-slot="subscription-summary-next-charge">
            <dt className="text-muted-foreground">Next charge</dt>
            <dd className="font-medium text-foreground tabular-nums">
              {`${formatMoney(nextCharge.amountCents, nextCharge.currency, { cents: true })} on ${formatDate(nextCharge.date)}`}
            </dd>
          </div>
        ) : null}
        {card ? (
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Card</dt>
            <dd className="flex items-center gap-2 font-medium text-foreground">
              <CreditCard aria-hidden="true" className="size-4 text-muted-foreground" />
              {card}
            </dd>
          </div>
        ) : null}
      </dl>

      {subscription.cancelAtPeriodEnd && canResume ? (
        <p className="text-foreground text-sm">
          {`You canceled this subscription. You keep access until ${endDate}; resume it before then to keep it going.`}
        </p>
      ) : null}

      {/* The page itself shows the outcome; this tells screen reader users at once. */}
      <p role="status" className="sr-only">
        {notice ?? ''}
      </p>
      {resumeError ? (
        <p role="alert" className="font-medium text-danger text-sm">
          {resumeError}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        {words.needsCard && onReplaceCard ? (
          <Button data-slot="subscription-summary-update-card" onClick={onReplaceCard}>
            Replace card
          </Button>
        ) : null}
        {words.needsCard && !onReplaceCard
          ? renderLink({
              href: paymentHref,
              'data-slot': 'subscription-summary-update-card',
              className: buttonVariants({ variant: 'primary' }),
              children: 'Update card',
            })
          : null}
        {subscription.status === SubscriptionStatus.Canceled ||
        subscription.status === SubscriptionStatus.IncompleteExpired
          ? renderLink({
              href: paymentHref,
              'data-slot': 'subscription-summary-choose-plan',
              className: buttonVariants({ variant: 'primary' }),
              children: 'Choose a plan',
            })
          : null}
        {actions}
        {canResume ? (
          <Button ref={resumeRef} onClick={resume} loading={resuming}>
            Resume subscription
          </Button>
        ) : null}
        {canCancel ? (
          <AlertDialog
            open={dialogOpen}
            onOpenChange={(open) => {
              if (canceling) return;
              setDialogOpen(open);
              if (!open) setCancelError(null);
            }}
          >
            <AlertDialogTrigger asChild>
              <Button variant="outline">Cancel subscription</Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              onCloseAutoFocus={(event) => {
                // Focus goes to "Resume subscription" once it renders (see the effect above).
                if (focusAfterCancel.current) event.preventDefault();
              }}
            >
              <AlertDialogHeader>
                <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
                <AlertDialogDescription>
                  {`You keep access until ${endDate}. You can resume any time before then.`}
                </AlertDialogDescription>
              </AlertDialogHeader>
              {cancelError ? (
                <p role="alert" className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm">
                  {cancelError}
                </p>
              ) : null}
              <AlertDialogFooter>
                <AlertDialogCancel disabled={canceling}>Keep subscription</AlertDialogCancel>
                <Button variant="destructive" loading={canceling} onClick={confirmCancel}>
                  Cancel subscription
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
      </div>
    </section>
  );
}

import type { Offer, OfferPayload } from '@medhire/domain';
import { FileSignature } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { AuthAlert } from '../sign-in-form/auth-parts';
import { offerTermRows, startDateLabel } from './offer-words';

/** Loads the form (react-hook-form, number boxes, radio groups): reading the offer needs none of it. */
const loadForm = () => import('./offer-form');
const LazyOfferForm = React.lazy(() => loadForm().then((module) => ({ default: module.OfferForm })));

/** Props of {@link OfferPanel}. */
export type OfferPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The match's offer (null: none made yet). */
  offer: Offer | null;
  /** The job it is for, named in the heading. */
  jobTitle?: string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The viewer may make, change and withdraw it now (the owner and recruiters, while the match is in Offer). */
  canEdit?: boolean;
  /** Sends the offer. Resolve and the form closes; reject and it stays with its message and every value typed. */
  onSave?: (payload: OfferPayload) => Promise<void>;
  /** Withdraws it (after a confirmation). */
  onWithdraw?: () => Promise<void>;
  headingLevel?: 2 | 3;
};

/**
 * The offer made to a candidate at Offer: its terms (salary, bonus, productivity, loan repayment, start date,
 * call, PTO, partnership), whether it stands or was withdrawn, and who sent it. Whoever may edit makes, changes or
 * withdraws it here; hiring managers read it. Pure: the app passes the offer and the calls.
 */
export function OfferPanel({
  offer,
  jobTitle,
  loading = false,
  error = null,
  onRetry,
  canEdit = false,
  onSave,
  onWithdraw,
  headingLevel = 2,
  className,
  ...props
}: OfferPanelProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const [withdrawing, setWithdrawing] = React.useState(false);
  const [withdrawError, setWithdrawError] = React.useState<string | null>(null);
  const editable = canEdit && onSave !== undefined;
  const standing = offer?.status === 'sent';
  const state = error ? 'error' : loading ? 'loading' : offer ? offer.status : 'none';
  const preload = () => void loadForm().catch(() => {});

  async function withdraw() {
    if (!onWithdraw) return;
    setWithdrawing(true);
    setWithdrawError(null);
    try {
      await onWithdraw();
      setConfirming(false);
    } catch (rejection) {
      setWithdrawError(messageOf(rejection, 'The offer could not be withdrawn. Please try again.'));
    } finally {
      setWithdrawing(false);
    }
  }

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState headingLevel={3} title="The offer could not be loaded" message={error} onRetry={onRetry} />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading the offer" className="grid gap-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  } else if (editing && onSave) {
    body = (
      <React.Suspense
        fallback={
          <div role="status" aria-label="Loading the form" className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
      >
        <LazyOfferForm
          offer={offer}
          onSave={async (payload) => {
            await onSave(payload);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </React.Suspense>
    );
  } else if (!offer) {
    body = (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm">
          {editable
            ? 'No offer yet. Write its terms; the candidate reads them with the job and a message tells them.'
            : 'No offer has been made yet.'}
        </p>
        {editable ? (
          <Button
            className="justify-self-start"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setEditing(true)}
          >
            Make an offer
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2">
          {offerTermRows(offer).map((row) => (
            <div key={row.label} data-slot="offer-term" className="grid gap-0.5">
              <dt className="text-muted-foreground text-xs">{row.label}</dt>
              <dd className="text-foreground text-sm [overflow-wrap:anywhere]">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground text-xs">
          {offer.status === 'withdrawn' && offer.withdrawnAt
            ? `Withdrawn on ${startDateLabel(offer.withdrawnAt.slice(0, 10))}.`
            : `Sent on ${startDateLabel(offer.sentAt.slice(0, 10))}${offer.sentBy.name ? ` by ${offer.sentBy.name}` : ''}.`}
        </p>
        <AuthAlert message={withdrawError} focusOnMessage />
        {editable ? (
          confirming ? (
            <div data-slot="offer-withdraw-confirm" className="flex flex-wrap items-center gap-2">
              <span className="text-foreground text-sm">Withdraw this offer? The candidate is told.</span>
              <Button variant="destructive" size="sm" loading={withdrawing} onClick={() => void withdraw()}>
                Withdraw offer
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => setEditing(true)}
              >
                {standing ? 'Change offer' : 'Make a new offer'}
              </Button>
              {standing && onWithdraw ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  Withdraw…
                </Button>
              ) : null}
            </div>
          )
        ) : null}
      </div>
    );
  }

  return (
    <section
      data-slot="offer-panel"
      data-state={state}
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-xl border border-border bg-card p-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <FileSignature aria-hidden="true" className="size-4 text-muted-foreground" />
        <Heading id={headingId} className="font-semibold text-base text-foreground [overflow-wrap:anywhere]">
          {jobTitle ? `Offer · ${jobTitle}` : 'Offer'}
        </Heading>
        {offer ? (
          <Badge variant={standing ? 'success' : 'neutral'}>{standing ? 'Sent' : 'Withdrawn'}</Badge>
        ) : null}
      </div>
      {body}
    </section>
  );
}

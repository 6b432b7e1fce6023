import { OfferPanel } from '@medhire/ui/offer-sheet';
import { useOffer, useSaveOffer, useWithdrawOffer } from '../../lib/queries/feedback';

/**
 * Under the thread's header, while the candidate is at Offer or Hired: the offer, folded to one line until opened
 * (the conversation keeps its room), made, changed or withdrawn there by whoever may.
 */
export function ThreadOffer({ matchId, jobTitle }: { matchId: string; jobTitle: string }) {
  const offer = useOffer(matchId);
  const saveOffer = useSaveOffer();
  const withdrawOffer = useWithdrawOffer();
  const current = offer.data?.offer ?? null;
  const state = current ? (current.status === 'sent' ? 'sent' : 'withdrawn') : 'none yet';
  return (
    <details data-slot="thread-offer" className="group rounded-xl border border-border bg-card">
      <summary className="cursor-pointer rounded-xl px-4 py-2 font-medium text-foreground text-sm focus-visible:focus-ring">
        Offer <span className="font-normal text-muted-foreground">· {state}</span>
      </summary>
      <div className="max-h-[60vh] overflow-y-auto border-border border-t">
        <OfferPanel
          className="rounded-none border-0"
          jobTitle={jobTitle}
          offer={current}
          loading={offer.isLoading}
          error={offer.error instanceof Error ? offer.error.message : null}
          onRetry={() => void offer.mutate()}
          canEdit={offer.data?.canEdit ?? false}
          onSave={(payload) => saveOffer(matchId, payload)}
          onWithdraw={() => withdrawOffer(matchId)}
        />
      </div>
    </details>
  );
}

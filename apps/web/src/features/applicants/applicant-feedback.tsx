import { type MatchFeedback, PipelineStatus } from '@medhire/domain';
import { InterviewFeedbackPanel } from '@medhire/ui/interview-feedback';
import { OfferPanel } from '@medhire/ui/offer-sheet';
import {
  useCandidateFeedback,
  useOffer,
  useSaveFeedback,
  useSaveOffer,
  useWithdrawOffer,
} from '../../lib/queries/feedback';

/**
 * Below a candidate's profile: the hiring team's interview feedback per job, and the offer of each job where the
 * candidate is at Offer or Hired. Loaded as it comes into view.
 */
export function ApplicantFeedback({ candidateId }: { candidateId: string }) {
  const feedback = useCandidateFeedback(candidateId);
  const saveFeedback = useSaveFeedback();
  const matches = feedback.data?.matches ?? [];
  const atOffer = matches.filter(
    (match) => match.pipelineStatus === PipelineStatus.Offer || match.pipelineStatus === PipelineStatus.Hired,
  );
  return (
    <div className="mt-8 grid gap-6">
      {atOffer.map((match) => (
        <MatchOffer key={match.matchId} match={match} />
      ))}
      <InterviewFeedbackPanel
        matches={matches}
        loading={feedback.isLoading}
        error={feedback.error instanceof Error ? feedback.error.message : null}
        onRetry={() => void feedback.mutate()}
        onSave={(matchId, values) => saveFeedback(candidateId, matchId, values)}
      />
    </div>
  );
}

function MatchOffer({ match }: { match: MatchFeedback }) {
  const offer = useOffer(match.matchId);
  const saveOffer = useSaveOffer();
  const withdrawOffer = useWithdrawOffer();
  return (
    <OfferPanel
      jobTitle={match.job.title}
      offer={offer.data?.offer ?? null}
      loading={offer.isLoading}
      error={offer.error instanceof Error ? offer.error.message : null}
      onRetry={() => void offer.mutate()}
      canEdit={offer.data?.canEdit ?? false}
      onSave={(payload) => saveOffer(match.matchId, payload)}
      onWithdraw={() => withdrawOffer(match.matchId)}
    />
  );
}

import { type CandidateOffer, type OfferTerms, PipelineStatus } from '@medhire/domain';
import type { OfferRow } from '../../db/schema.js';

/** The stages at which an offer is read, by the team and the candidate: Offer (where it is made) and Hired. */
export const OFFER_READ_STAGES: readonly string[] = [PipelineStatus.Offer, PipelineStatus.Hired];

/** The offer as its candidate reads it. */
export function toCandidateOffer(row: OfferRow): CandidateOffer {
  return {
    ...(row.terms as OfferTerms),
    status: row.status as CandidateOffer['status'],
    sentAt: row.sentAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

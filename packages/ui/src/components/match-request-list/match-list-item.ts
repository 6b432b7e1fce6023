import { type MatchView, PipelineStatus, pipelineOrder } from '@medhire/domain';

/** Status of an invite (match request). */
export type MatchRequestStatusValue = MatchView['requestStatus'];

/** One match, as `GET /employer/match/all` sends it (`MatchView`; only what the list shows). */
export type MatchListItem = Pick<
  MatchView,
  '_id' | 'job' | 'requestStatus' | 'pipelineStatus' | 'updatedAt'
> & {
  candidate: Pick<MatchView['candidate'], '_id' | 'firstName' | 'lastName'>;
  origin?: MatchView['origin'];
  createdAt?: MatchView['createdAt'];
};

/** The pipeline filter: one step, or every step. */
export type MatchListFilter = PipelineStatus | 'all';

/** Every step the filter offers, "all" first. */
export const matchListFilters: readonly MatchListFilter[] = ['all', ...pipelineOrder];

/** Whether a value is one of the filter's options (for reading it from a URL). */
export function isMatchListFilter(value: unknown): value is MatchListFilter {
  return value === 'all' || (typeof value === 'string' && Object.hasOwn(PipelineStatus, value));
}

/** The candidate's name: "Maya Chen". */
export function nameOf(match: MatchListItem): string {
  return `${match.candidate.firstName} ${match.candidate.lastName}`.trim();
}

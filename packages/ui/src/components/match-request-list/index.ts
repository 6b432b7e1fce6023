export {
  isMatchListFilter,
  type MatchListFilter,
  type MatchListItem,
  type MatchRequestStatusValue,
  matchListFilters,
} from './match-list-item';
export { MatchRequestList, type MatchRequestListProps } from './match-request-list';
export { requestStatusWords } from './match-request-row';

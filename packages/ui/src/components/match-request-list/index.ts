export {
  isMatchListFilter,
  type MatchListFilter,
  type MatchListItem,
  MatchRequestList,
  type MatchRequestListProps,
  type MatchRequestStatusValue,
  matchListFilters,
  requestStatusWords,
} from './match-request-list';

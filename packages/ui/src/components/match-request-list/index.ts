export {
  isMatchListFilter,
  type MatchListFilter,
  type MatchListItem,
  MatchRequestList,
  type MatchRequestListLinkProps,
  type MatchRequestListProps,
  type MatchRequestStatusValue,
  matchListFilters,
  requestStatusWords,
} from './match-request-list';

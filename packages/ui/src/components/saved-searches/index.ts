export { DeleteSearchDialog, type DeleteSearchDialogProps } from './delete-search-dialog';
export { describeFilters, SavedSearchList, type SavedSearchListProps } from './saved-search-list';
export { SearchNameDialog, type SearchNameDialogProps } from './search-name-dialog';

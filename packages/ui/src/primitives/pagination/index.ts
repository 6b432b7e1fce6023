export { getPaginationItems, Pagination, type PaginationItem, type PaginationProps } from './pagination';

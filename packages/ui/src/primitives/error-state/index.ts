export { ErrorState, type ErrorStateProps } from './error-state';

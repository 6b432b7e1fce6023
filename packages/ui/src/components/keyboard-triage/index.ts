export {
  BulkToolbar,
  type BulkToolbarAction,
  type BulkToolbarProps,
  type BulkToolbarResult,
  type BulkToolbarRun,
} from './bulk-toolbar';
export {
  isTypingOrInDialog,
  type TriageCommand,
  type TriageKeyEvent,
  triageCommandOf,
  triageKeys,
} from './triage-keys';
export { useTriageKeys } from './use-triage-keys';

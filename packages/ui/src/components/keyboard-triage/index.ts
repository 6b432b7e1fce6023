export {
  BulkToolbar,
  type BulkToolbarAction,
  type BulkToolbarProps,
  type BulkToolbarResult,
  type BulkToolbarRun,
} from './bulk-toolbar';
export { NotAFitDialog, type NotAFitDialogProps } from './not-a-fit-dialog';
export { ShortcutsDialog, type ShortcutsDialogProps } from './shortcuts-dialog';
export {
  isTypingOrInDialog,
  type TriageCommand,
  type TriageKeyEvent,
  triageCommandOf,
  triageKeys,
} from './triage-keys';
export { useTriageKeys } from './use-triage-keys';

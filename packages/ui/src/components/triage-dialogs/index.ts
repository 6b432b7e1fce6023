// The keyboard triage's dialogs, apart from its key map and bulk bar: a screen loads them when one opens.

export { BulkMessageDialog, type BulkMessageDialogProps } from '../keyboard-triage/bulk-message-dialog';
export { MoveToDialog, type MoveToDialogProps } from '../keyboard-triage/move-to-dialog';
export { NotAFitDialog, type NotAFitDialogProps } from '../keyboard-triage/not-a-fit-dialog';
export { ShortcutsDialog, type ShortcutsDialogProps } from '../keyboard-triage/shortcuts-dialog';
export { RejectDialog, type RejectDialogProps } from '../pipeline-board/reject-dialog';

// The keyboard triage's dialogs, apart from its key map and bulk bar: a screen loads them when one opens.
export { NotAFitDialog, type NotAFitDialogProps } from '../keyboard-triage/not-a-fit-dialog';
export { ShortcutsDialog, type ShortcutsDialogProps } from '../keyboard-triage/shortcuts-dialog';

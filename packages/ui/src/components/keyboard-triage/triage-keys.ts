/**
 * The keyboard triage map (issue 17), declared once: the key handler reads it and the shortcuts dialog lists it.
 */
export const triageKeys = [
  { key: 'j', command: 'next', description: 'Next candidate' },
  { key: 'k', command: 'previous', description: 'Previous candidate' },
  { key: 'x', command: 'select', description: 'Select or unselect the candidate' },
  { key: 's', command: 'save', description: 'Save or unsave the candidate' },
  { key: 'i', command: 'invite', description: 'Invite the candidate to a job' },
  { key: 'e', command: 'move', description: 'Move the candidate to another step' },
  { key: 'r', command: 'reject', description: 'Reject the candidate, with a reason' },
  { key: 'Escape', command: 'clear', description: 'Clear the selection' },
  { key: '?', command: 'help', description: 'Show these shortcuts' },
] as const;

/** What a triage key asks for. */
export type TriageCommand = (typeof triageKeys)[number]['command'];

/** The part of a `KeyboardEvent` the rule reads. */
export interface TriageKeyEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  repeat?: boolean;
  target: EventTarget | null;
}

/** The element facts the rule needs (a DOM element has them all). */
interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
  getAttribute?: (name: string) => string | null;
  type?: string;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Inputs that take no typing: a letter pressed on a checkbox (a card's "Select") is a triage key. */
const NON_TYPING_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);
const TYPING_INPUT = `input:not(${[...NON_TYPING_INPUTS].map((type) => `[type="${type}"]`).join('):not(')})`;

/**
 * Where a single letter belongs to the user's typing or to something open: a field, an editable region, a
 * listbox or menu (type-ahead), or an open dialog.
 */
const OWNS_KEYS = [
  TYPING_INPUT,
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(', ');

/** Whether the key press happens while the user types in a field or works in an open dialog or menu. */
export function isTypingOrInDialog(target: EventTarget | null): boolean {
  const element = target as TargetLike | null;
  if (!element || typeof element !== 'object') return false;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'INPUT' && NON_TYPING_INPUTS.has(String(element.type ?? '').toLowerCase())) {
    return typeof element.closest === 'function' && element.closest(OWNS_KEYS) != null;
  }
  if (tag && TYPING_TAGS.has(tag)) return true;
  if (element.isContentEditable) return true;
  return typeof element.closest === 'function' && element.closest(OWNS_KEYS) != null;
}

/**
 * The triage command a key press asks for, or null: never with Ctrl, Alt or Meta (the browser's and the system's
 * shortcuts), never while typing in a field or in an open dialog, never for a press something else handled.
 * Shift is allowed (`?` needs it on most layouts); letters are read case-insensitively so Caps Lock still works.
 */
export function triageCommandOf(event: TriageKeyEvent): TriageCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.defaultPrevented || event.isComposing) return null;
  if (isTypingOrInDialog(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return triageKeys.find((entry) => entry.key === key)?.command ?? null;
}

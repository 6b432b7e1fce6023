import { describe, expect, it } from 'vitest';
import { isTypingOrInDialog, type TriageKeyEvent, triageCommandOf, triageKeys } from './triage-keys';

/** An element as the rule sees it: a tag, and the selectors its ancestors (or itself) match. */
function element(tagName: string, matches: string[] = [], isContentEditable = false, type?: string) {
  return {
    tagName,
    isContentEditable,
    type,
    closest: (selector: string) =>
      selector.split(',').some((part) => matches.includes(part.trim())) ? {} : null,
  } as unknown as EventTarget;
}

const body = element('BODY');
const press = (key: string, more: Partial<TriageKeyEvent> = {}): TriageKeyEvent => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: body,
  ...more,
});

describe('triageCommandOf', () => {
  it.each([
    ['j', 'next'],
    ['k', 'previous'],
    ['x', 'select'],
    ['s', 'save'],
    ['i', 'invite'],
    ['e', 'move'],
    ['r', 'reject'],
    ['?', 'help'],
    ['Escape', 'clear'],
    ['J', 'next'],
  ] as const)('%s on the page asks for %s', (key, command) => {
    expect(triageCommandOf(press(key))).toBe(command);
  });

  it('covers every key of the map', () => {
    for (const entry of triageKeys) expect(triageCommandOf(press(entry.key))).toBe(entry.command);
  });

  it.each(['a', 'Enter', 'ArrowDown', ' ', 'Esc', 'Tab'])('ignores %j', (key) => {
    expect(triageCommandOf(press(key))).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Alt', { altKey: true }],
    ['Meta', { metaKey: true }],
  ])('ignores a press with %s (the browser’s shortcuts, like Ctrl+S and Cmd+R)', (_name, modifier) => {
    expect(triageCommandOf(press('s', modifier))).toBeNull();
    expect(triageCommandOf(press('r', modifier))).toBeNull();
  });

  it('allows Shift, which ? needs', () => {
    expect(triageCommandOf(press('?', {}))).toBe('help');
  });

  it.each([
    ['a text field', element('INPUT')],
    ['a search field', element('INPUT', [], false, 'search')],
    ['a checkbox in a dialog', element('INPUT', ['[role="dialog"]'], false, 'checkbox')],
    ['a text area', element('TEXTAREA')],
    ['a select', element('SELECT')],
    ['an editable region', element('DIV', [], true)],
    ['a combobox', element('BUTTON', ['[role="combobox"]'])],
    ['an open dialog', element('BUTTON', ['[role="dialog"]'])],
    ['an alert dialog', element('BUTTON', ['[role="alertdialog"]'])],
    ['an open menu', element('DIV', ['[role="menu"]'])],
    ['a listbox', element('DIV', ['[role="listbox"]'])],
  ])('never acts while typing in or working in %s', (_name, target) => {
    for (const entry of triageKeys) expect(triageCommandOf(press(entry.key, { target }))).toBeNull();
  });

  it('ignores a press already handled or composing an accented letter', () => {
    expect(triageCommandOf(press('j', { defaultPrevented: true }))).toBeNull();
    expect(triageCommandOf(press('j', { isComposing: true }))).toBeNull();
  });

  it('acts on a focused card or button', () => {
    expect(triageCommandOf(press('s', { target: element('ARTICLE') }))).toBe('save');
    expect(triageCommandOf(press('x', { target: element('BUTTON') }))).toBe('select');
  });

  it('acts on a focused checkbox (a card’s “Select”): it takes no typing', () => {
    expect(triageCommandOf(press('j', { target: element('INPUT', [], false, 'checkbox') }))).toBe('next');
    expect(triageCommandOf(press('Escape', { target: element('INPUT', [], false, 'checkbox') }))).toBe(
      'clear',
    );
  });
});

describe('isTypingOrInDialog', () => {
  it('is false without a target or for a plain element', () => {
    expect(isTypingOrInDialog(null)).toBe(false);
    expect(isTypingOrInDialog(body)).toBe(false);
  });
});

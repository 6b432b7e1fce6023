import * as React from 'react';
import { cn } from '../../lib/cn';
import type { ComboboxFreeTextProps } from '../../primitives/combobox/combobox';
import { inputClassName } from '../../primitives/input/input';

/*
 * The organization box of the claim form: the design system's `Combobox` in free-text mode. The claim
 * page is signed out, where every kilobyte delays the first paint (the budget in docs/perf.md), and the
 * combobox brings cmdk and a Radix popover, so it loads when the user first points at or focuses the box. Until
 * then (or if it cannot load) the box is a plain text box with the same look and name, and what is typed is kept.
 */

/** The free-text combobox's props, as the claim form passes them. */
export type OrganizationComboboxProps = ComboboxFreeTextProps;

/** The box before the combobox has loaded: a text box that takes the typed name. */
function PlainTextBox({
  freeText: _freeText,
  value,
  defaultValue,
  onValueChange,
  onOptionSelect: _onOptionSelect,
  options: _options,
  onSearch: _onSearch,
  minQueryLength: _minQueryLength,
  shortMessage: _shortMessage,
  open: _open,
  defaultOpen: _defaultOpen,
  onOpenChange: _onOpenChange,
  listLabel: _listLabel,
  emptyMessage: _emptyMessage,
  loadingMessage: _loadingMessage,
  errorMessage: _errorMessage,
  multiple: _multiple,
  removeLabel: _removeLabel,
  side: _side,
  className,
  ...inputProps
}: OrganizationComboboxProps) {
  return (
    <div
      data-slot="combobox"
      data-state="closed"
      data-free-text=""
      className={cn('relative w-full', className)}
    >
      <input
        {...inputProps}
        data-slot="combobox-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={false}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => onValueChange?.(event.target.value)}
        className={inputClassName}
      />
    </div>
  );
}

type ComboboxComponent = React.ComponentType<OrganizationComboboxProps>;

/** The combobox module, loaded once for every box on the page, on the first interaction with one. */
let comboboxLoad: Promise<ComboboxComponent> | undefined;
/** The loaded combobox: a box mounted after it came renders it at once. */
let loadedCombobox: ComboboxComponent | undefined;

/** Loads the combobox (once); a box mounted after that renders it from the start, with no swap. */
export function preloadOrganizationCombobox(): Promise<ComboboxComponent> {
  comboboxLoad ??= import('../../primitives/combobox/combobox').then(
    (module) => module.Combobox as ComboboxComponent,
    // Offline, or a failed deploy: the plain box still takes the name, which is all the claim needs.
    () => PlainTextBox,
  );
  return comboboxLoad.then((component) => {
    loadedCombobox = component;
    return component;
  });
}

/**
 * A free-text `Combobox` that loads when the user first points at or focuses the box (not with the page: the
 * signed-out budget counts everything a page fetches). Focus in the plain box carries over to the combobox
 * when it replaces it, and so does the typed text, with its suggestions open.
 */
export function OrganizationCombobox({ ref, onFocus, onBlur, ...props }: OrganizationComboboxProps) {
  const [Loaded, setLoaded] = React.useState<ComboboxComponent | null>(() => loadedCombobox ?? null);
  const plainBoxFocused = React.useRef(false);
  /** Set as the combobox replaces the plain box: a blur from that removal is not the user leaving. */
  const swapping = React.useRef(false);
  const setRef = (node: HTMLInputElement | null) => {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const load = () => {
    if (Loaded) return;
    void preloadOrganizationCombobox().then((component) => {
      swapping.current = true;
      setLoaded(() => component);
    });
  };

  if (!Loaded) {
    return (
      <PlainTextBox
        {...props}
        ref={setRef}
        onPointerEnter={load}
        onFocus={(event) => {
          plainBoxFocused.current = true;
          load();
          onFocus?.(event);
        }}
        onBlur={(event) => {
          if (!swapping.current) plainBoxFocused.current = false;
          onBlur?.(event);
        }}
      />
    );
  }
  return (
    <Loaded
      {...props}
      // Typed into the plain box before the combobox came: its suggestions open for that text.
      defaultOpen={props.defaultOpen ?? (plainBoxFocused.current && Boolean(props.value))}
      onFocus={onFocus}
      onBlur={onBlur}
      ref={(node: HTMLInputElement | null) => {
        setRef(node);
        if (!node) return;
        // Once only: the plain box is gone for good.
        const carryFocus = plainBoxFocused.current;
        plainBoxFocused.current = false;
        if (carryFocus && document.activeElement !== node) node.focus();
      }}
    />
  );
}

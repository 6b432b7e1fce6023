import * as React from 'react';
import { cn } from '../../lib/cn';
import type { ComboboxFreeTextProps } from '../../primitives/combobox/combobox';
import { inputClassName } from '../../primitives/input/input';

/*
 * The organization box of the claim form: the design system's `Combobox` in free-text mode. The claim
 * page is signed out, where every kilobyte delays the first paint (the budget in docs/perf.md), and the
 * combobox brings cmdk and a Radix popover, so it loads once the form has painted. Until then (or if it
 * cannot load) the box is a plain text box with the same look and name, and what is typed is kept.
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

const LazyCombobox = React.lazy(
  (): Promise<{ default: React.ComponentType<OrganizationComboboxProps> }> =>
    import('../../primitives/combobox/combobox').then(
      (module) => ({ default: module.Combobox }),
      // Offline, or a failed deploy: the plain box still takes the name, which is all the claim needs.
      () => ({ default: PlainTextBox }),
    ),
);

/**
 * A free-text `Combobox` that loads on demand. Focus in the plain box carries over to the combobox
 * when it replaces it, and so does the typed text, with its suggestions open.
 */
export function OrganizationCombobox({ ref, onFocus, onBlur, ...props }: OrganizationComboboxProps) {
  const plainBoxFocused = React.useRef(false);
  const setRef = (node: HTMLInputElement | null) => {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <React.Suspense
      fallback={
        <PlainTextBox
          {...props}
          ref={setRef}
          onFocus={(event) => {
            plainBoxFocused.current = true;
            onFocus?.(event);
          }}
          onBlur={(event) => {
            // Focus moved on (not the box being replaced): nothing to carry over.
            if (event.relatedTarget) plainBoxFocused.current = false;
            onBlur?.(event);
          }}
        />
      }
    >
      <LazyCombobox
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
    </React.Suspense>
  );
}

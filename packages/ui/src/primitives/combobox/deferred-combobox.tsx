import { ChevronDown, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { type DeferredPartProps, sharedPartLoader, useDeferredPart } from '../../lib/deferred-part';
import type { ComboboxChoiceProps, ComboboxOption } from './combobox';
import {
  comboboxBoxClassName,
  comboboxChipClassName,
  comboboxChipRemoveClassName,
  comboboxIconClassName,
  comboboxInlineInputClassName,
} from './combobox-classes';

/** Props of {@link DeferredCombobox}: a choice-mode combobox's. */
export type DeferredComboboxProps = Omit<ComboboxChoiceProps, 'freeText' | 'defaultQuery'>;

type ComboboxPart = React.ComponentType<ComboboxChoiceProps & DeferredPartProps>;

/** The combobox (cmdk in a Radix Popover), loaded once for every {@link DeferredCombobox} on the page. */
const part = sharedPartLoader<ComboboxPart>(() =>
  import('./deferred-combobox-part').then((module) => module.DeferredComboboxPart),
);

/**
 * Forgets the loaded combobox, so that comboboxes mounted next start as look-alikes again (for stories and tests:
 * the stories of every file share one page).
 */
export const forgetLoadedCombobox = part.forget;

/**
 * A {@link Combobox} in choice mode whose code (cmdk, a Radix Popover with its positioning and focus code) loads with
 * the user's first input on the page (a key, a pointer moving or pressing, a focus), or at once when it is open.
 * Until then a look-alike shows the same box: the chips (their remove buttons work), the text box (role, name,
 * placeholder) and the chevron. What is typed there is kept, and the list opens for it as the combobox takes over;
 * the focus moves to the combobox's text box.
 */
export function DeferredCombobox({
  value: valueProp,
  defaultValue,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ref,
  ...props
}: DeferredComboboxProps) {
  const [valueState, setValueState] = React.useState<ComboboxOption[]>(defaultValue ?? []);
  const value = valueProp ?? valueState;
  const commit = (next: ComboboxOption[]) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  /** Typed into the look-alike before the combobox came. */
  const [query, setQuery] = React.useState('');
  const deferred = useDeferredPart<ComboboxChoiceProps, HTMLInputElement>(part.load, open);
  const Part = deferred.loaded?.Part ?? part.current();

  if (Part) {
    return (
      <Part
        {...props}
        ref={ref}
        autoFocusTrigger={deferred.loaded?.autoFocusTrigger ?? false}
        value={value}
        onValueChange={commit}
        open={open}
        onOpenChange={setOpen}
        defaultQuery={query}
      />
    );
  }

  const {
    options: _options,
    onSearch: _onSearch,
    minQueryLength: _minQueryLength,
    shortMessage: _shortMessage,
    listLabel: _listLabel,
    emptyMessage: _emptyMessage,
    loadingMessage: _loadingMessage,
    errorMessage: _errorMessage,
    side: _side,
    onOptionSelect: _onOptionSelect,
    multiple = false,
    removeLabel = (option: ComboboxOption) => `Remove ${option.label}`,
    placeholder,
    disabled,
    className,
    onKeyDown,
    ...inputProps
  } = props;
  // A press anywhere in the box (a chip's remove button included) holds the swap until it is released, so its click
  // reaches what it was pressed on.
  const { ref: lookAlikeRef, onPointerDown, ...triggerProps } = deferred.triggerProps;
  const setInputRef = (node: HTMLInputElement | null) => {
    lookAlikeRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <div data-slot="combobox-command" className="w-full">
      {/* A click on the box's padding focuses the text box, which the keyboard reaches directly. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience only */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the text box inside is the keyboard path */}
      <div
        data-slot="combobox"
        data-state={open ? 'open' : 'closed'}
        data-disabled={disabled || undefined}
        data-multiple={multiple || undefined}
        className={cn(comboboxBoxClassName, className)}
        onPointerDown={onPointerDown}
        onClick={(event) => {
          if (disabled || event.target !== event.currentTarget) return;
          lookAlikeRef.current?.focus();
          setOpen(true);
        }}
      >
        {value.map((option) => (
          <span key={option.value} data-slot="combobox-chip" className={comboboxChipClassName(disabled)}>
            <span className="truncate">{option.label}</span>
            <button
              type="button"
              data-slot="combobox-chip-remove"
              aria-label={removeLabel(option)}
              disabled={disabled}
              onClick={() => {
                commit(value.filter((item) => item.value !== option.value));
                lookAlikeRef.current?.focus();
              }}
              className={comboboxChipRemoveClassName}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          {...inputProps}
          {...triggerProps}
          ref={setInputRef}
          data-slot="combobox-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={false}
          disabled={disabled}
          placeholder={value.length > 0 ? undefined : placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented) return;
            if (event.key === 'Backspace' && query === '' && value.length > 0) {
              event.preventDefault();
              commit(value.slice(0, -1));
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
            }
          }}
          className={comboboxInlineInputClassName}
        />
        <ChevronDown aria-hidden="true" data-slot="combobox-icon" className={comboboxIconClassName} />
      </div>
    </div>
  );
}

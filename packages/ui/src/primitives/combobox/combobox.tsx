import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Command, useCommandState } from 'cmdk';
import { Check, ChevronDown, LoaderCircle, X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { inputClassName } from '../input/input';
import {
  comboboxBoxClassName,
  comboboxChipClassName,
  comboboxChipRemoveClassName,
  comboboxIconClassName,
  comboboxInlineInputClassName,
} from './combobox-classes';

/** One choice of a {@link Combobox}. */
export type ComboboxOption = {
  /** Stable identifier, unique in the list. */
  value: string;
  /** Text shown in the list and on the chip. */
  label: string;
  /** Secondary text under the label in the list. */
  description?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
};

type SearchState =
  | { status: 'idle' | 'loading' | 'error' | 'short'; options: ComboboxOption[] }
  | { status: 'done'; options: ComboboxOption[] };

/** Props of {@link Combobox} common to both modes. Other props (id, `aria-*`, `name`, …) go to the text box. */
type ComboboxCommonProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'children' | 'multiple'
> & {
  /** The choices, filtered locally by label as the user types. Ignored when `onSearch` is given. */
  options?: ComboboxOption[];
  /** Finds choices for the typed text (called on open and on every change); resolve with the matches. */
  onSearch?: (query: string) => Promise<ComboboxOption[]>;
  /** With `onSearch`: fewest characters (spaces around them not counted) before it is called. */
  minQueryLength?: number;
  /** Shown instead of searching while the typed text is shorter than `minQueryLength`. */
  shortMessage?: React.ReactNode;
  /** Whether the list is open (controlled). */
  open?: boolean;
  /** Opens the list at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the list of suggestions. */
  listLabel?: string;
  /** Shown when no option matches. */
  emptyMessage?: React.ReactNode;
  /** Shown while `onSearch` is pending. */
  loadingMessage?: React.ReactNode;
  /** Shown when `onSearch` rejects. */
  errorMessage?: React.ReactNode;
  /**
   * Where the list opens: under the box (default) or above it, for a box just above its form's submit button,
   * which the list would otherwise cover. Either way it opens on the other side when there is no room.
   */
  side?: 'top' | 'bottom';
  /** Class of the outer box (the text box with its chips). */
  className?: string;
};

/** Choice mode (the default): the value is the chosen options. */
type ComboboxChoiceModeProps = {
  freeText?: false;
  /** Lets the user choose several options, shown as removable chips. */
  multiple?: boolean;
  /** Chosen options (controlled); at most one unless `multiple`. */
  value?: ComboboxOption[];
  /** Chosen options at first (uncontrolled). */
  defaultValue?: ComboboxOption[];
  /** Called with every chosen option after a choice or a removal. */
  onValueChange?: (value: ComboboxOption[]) => void;
  /** Accessible name of a chip's remove button. */
  removeLabel?: (option: ComboboxOption) => string;
  /** The text in the box at first (typed before the combobox loaded): the list is filtered by it. */
  defaultQuery?: string;
  onOptionSelect?: never;
};

/**
 * Free-text mode: the value is the text in the box, whatever it is; the suggestions are optional picks
 * (picking one puts its label in the box). Enter sends the surrounding form unless a suggestion is
 * highlighted, and Escape only closes the list.
 */
type ComboboxFreeTextModeProps = {
  freeText: true;
  multiple?: false;
  /** The text (controlled). */
  value?: string;
  /** The text at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the text after every edit and after a suggestion is picked. */
  onValueChange?: (text: string) => void;
  /** Called with the suggestion picked (after `onValueChange` with its label). */
  onOptionSelect?: (option: ComboboxOption) => void;
  removeLabel?: never;
  defaultQuery?: never;
};

/** Props of a {@link Combobox} in choice mode (the default). */
export type ComboboxChoiceProps = ComboboxCommonProps & ComboboxChoiceModeProps;
/** Props of a {@link Combobox} in free-text mode (`freeText`). */
export type ComboboxFreeTextProps = ComboboxCommonProps & ComboboxFreeTextModeProps;
/** Props of {@link Combobox}. Other props (id, `aria-*`, `name`, …) go to the text box. */
export type ComboboxProps = ComboboxChoiceProps | ComboboxFreeTextProps;

/** Every prop of either mode, as the component reads them. */
type AnyComboboxProps = ComboboxCommonProps &
  Omit<
    ComboboxChoiceModeProps,
    'freeText' | 'value' | 'defaultValue' | 'onValueChange' | 'onOptionSelect' | 'defaultQuery'
  > & {
    defaultQuery?: string;
    freeText?: boolean;
    value?: ComboboxOption[] | string;
    defaultValue?: ComboboxOption[] | string;
    onValueChange?: ((value: ComboboxOption[]) => void) | ((text: string) => void);
    onOptionSelect?: (option: ComboboxOption) => void;
  };

function matches(option: ComboboxOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || option.label.toLowerCase().includes(needle);
}

/**
 * A searchable choice (cmdk in a Radix Popover) for long lists like specialties, states and benefits:
 * type to filter (or search the server with `onSearch`), ArrowUp / ArrowDown to move, Enter to
 * choose, Escape to close. With `multiple` the choices show as chips; Backspace in the empty text box
 * removes the last one. With `freeText` the typed text is the value and the list only suggests (an
 * organization's name). The text box is an ARIA combobox with `aria-activedescendant`, so focus never
 * leaves it; the list closes on a choice, Escape, Tab and when focus leaves the box.
 */
export function Combobox(props: ComboboxProps) {
  const {
    options: staticOptions = [],
    onSearch,
    minQueryLength = 0,
    shortMessage = null,
    freeText = false,
    multiple = false,
    value,
    defaultValue,
    onValueChange,
    onOptionSelect,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    listLabel = 'Suggestions',
    emptyMessage = 'No matches. Try another spelling.',
    loadingMessage = 'Searching…',
    errorMessage = 'Search is not available right now. Try again.',
    removeLabel = (option) => `Remove ${option.label}`,
    defaultQuery = '',
    side = 'bottom',
    placeholder,
    disabled,
    className,
    id,
    ref,
    onKeyDown,
    onBlur,
    ...inputProps
  } = props as AnyComboboxProps;
  const generatedId = React.useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${inputId}-listbox`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const anchorRef = React.useRef<HTMLDivElement>(null);

  const contentRef = React.useRef<HTMLDivElement>(null);

  // Choice mode: the chosen options (chips). Free text: none, the text is the value.
  const [uncontrolledValue, setUncontrolledValue] = React.useState<ComboboxOption[]>(
    Array.isArray(defaultValue) ? defaultValue : [],
  );
  const selected = freeText ? [] : Array.isArray(value) ? value : uncontrolledValue;
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  // The text in the box: a query in choice mode, the value itself in free-text mode.
  const [uncontrolledText, setUncontrolledText] = React.useState(
    typeof defaultValue === 'string' ? defaultValue : defaultQuery,
  );
  const query = freeText && typeof value === 'string' ? value : uncontrolledText;
  const setQuery = (text: string) => {
    if (!(freeText && typeof value === 'string')) setUncontrolledText(text);
    if (freeText) (onValueChange as ((text: string) => void) | undefined)?.(text);
  };
  const [search, setSearch] = React.useState<SearchState>({ status: 'idle', options: [] });
  const latestRequest = React.useRef(0);

  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const runSearch = React.useCallback(
    (text: string) => {
      if (!onSearch) return;
      latestRequest.current += 1;
      const request = latestRequest.current;
      if (text.trim().length < minQueryLength) {
        setSearch({ status: 'short', options: [] });
        return;
      }
      setSearch({ status: 'loading', options: [] });
      onSearch(text).then(
        (found) => {
          if (request === latestRequest.current) setSearch({ status: 'done', options: found });
        },
        () => {
          if (request === latestRequest.current) setSearch({ status: 'error', options: [] });
        },
      );
    },
    [onSearch, minQueryLength],
  );

  // Searches when the list opens; typing searches from the change handler.
  const searchOnOpen = React.useEffectEvent(() => runSearch(query));
  React.useEffect(() => {
    if (open) searchOnOpen();
  }, [open]);

  const commit = (next: ComboboxOption[]) => {
    if (value === undefined) setUncontrolledValue(next);
    (onValueChange as ((value: ComboboxOption[]) => void) | undefined)?.(next);
  };

  const choose = (option: ComboboxOption) => {
    if (freeText) {
      // The text is the value: the pick fills it in.
      setQuery(option.label);
      onOptionSelect?.(option);
      setOpen(false);
    } else if (multiple) {
      setQuery('');
      commit([...selected, option]);
      if (onSearch) runSearch('');
    } else {
      setQuery('');
      commit([option]);
      setOpen(false);
    }
    inputRef.current?.focus();
  };

  const remove = (option: ComboboxOption) => {
    commit(selected.filter((item) => item.value !== option.value));
    inputRef.current?.focus();
  };

  const candidates = onSearch ? search.options : staticOptions.filter((option) => matches(option, query));
  // Multiple: chosen options become chips and leave the list. Single: the chosen one is ticked.
  const visible = multiple
    ? candidates.filter((option) => !selected.some((item) => item.value === option.value))
    : candidates;
  // The highlighted option (cmdk's value): the first choosable one whenever the list changes.
  const [active, setActive] = React.useState('');
  const firstChoosable = visible.find((option) => !option.disabled)?.value ?? '';
  const listKey = visible.map((option) => option.value).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the listed options change
  React.useEffect(() => {
    setActive(firstChoosable);
  }, [listKey]);

  const status =
    onSearch && search.status !== 'done' ? search.status : visible.length === 0 ? 'empty' : 'results';

  return (
    <PopoverPrimitive.Root open={open && !disabled} onOpenChange={setOpen}>
      <Command
        data-slot="combobox-command"
        label={listLabel}
        shouldFilter={false}
        value={active}
        onValueChange={setActive}
        loop
        className="w-full"
      >
        <PopoverPrimitive.Anchor asChild>
          {/* A click on the box's padding focuses the text box, which the keyboard reaches directly. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience only */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the text box inside is the keyboard path */}
          <div
            ref={anchorRef}
            data-slot="combobox"
            data-state={open ? 'open' : 'closed'}
            data-disabled={disabled || undefined}
            data-multiple={multiple || undefined}
            data-free-text={freeText || undefined}
            className={cn(freeText ? 'relative w-full' : comboboxBoxClassName, className)}
            onClick={(event) => {
              if (disabled || event.target !== event.currentTarget) return;
              inputRef.current?.focus();
              setOpen(true);
            }}
          >
            {selected.map((option) => (
              <span key={option.value} data-slot="combobox-chip" className={comboboxChipClassName(disabled)}>
                <span className="truncate">{option.label}</span>
                <button
                  type="button"
                  data-slot="combobox-chip-remove"
                  aria-label={removeLabel(option)}
                  disabled={disabled}
                  onClick={() => remove(option)}
                  className={comboboxChipRemoveClassName}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            ))}
            <ComboboxInput
              {...inputProps}
              ref={setInputRef}
              id={inputId}
              open={open}
              listboxId={listboxId}
              disabled={disabled}
              look={freeText ? 'box' : 'inline'}
              placeholder={selected.length > 0 ? undefined : placeholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                runSearch(event.target.value);
              }}
              onBlur={(event) => {
                onBlur?.(event);
                // Focus left the box (not for an option or a chip of this combobox): the list closes.
                const next = event.relatedTarget;
                const inside =
                  next instanceof Node &&
                  (anchorRef.current?.contains(next) || contentRef.current?.contains(next));
                if (!inside) setOpen(false);
              }}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                if (event.defaultPrevented) return;
                if (freeText) {
                  const picking = open && status === 'results' && active !== '';
                  if (event.key === 'Enter' && !picking) {
                    // Nothing highlighted: Enter belongs to the form (cmdk would swallow it).
                    event.stopPropagation();
                    if (open) setOpen(false);
                    return;
                  }
                  if (event.key === 'Home' || event.key === 'End') {
                    // The caret moves in the text; the list keeps its highlight.
                    event.stopPropagation();
                    return;
                  }
                }
                if (event.key === 'Backspace' && query === '' && selected.length > 0) {
                  event.preventDefault();
                  commit(selected.slice(0, -1));
                } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
                  event.preventDefault();
                  setOpen(true);
                } else if (event.key === 'Escape' && !open && query !== '' && !freeText) {
                  setQuery('');
                } else if (event.key === 'Tab' && open) {
                  setOpen(false);
                } else if (!open && (event.key === 'Home' || event.key === 'End')) {
                  // Home / End move in the list only while it is open; closed, they move the caret.
                  event.stopPropagation();
                }
              }}
            />
            {freeText ? null : (
              <ChevronDown aria-hidden="true" data-slot="combobox-icon" className={comboboxIconClassName} />
            )}
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal>
          {/* Not a dialog: focus stays in the text box and the listbox inside is the popup. */}
          {/* biome-ignore lint/a11y/useValidAriaRole: removes the role="dialog" Radix sets */}
          <PopoverPrimitive.Content
            ref={contentRef}
            data-slot="combobox-content"
            role={undefined}
            side={side}
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
            // Keeps focus in the text box when an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onPointerDown={(event) => {
              // Free text: a note with nothing to pick ("not in the directory") closes when pressed, so it
              // never stands in the way of what it floats over.
              if (freeText && !(event.target instanceof Element && event.target.closest('[cmdk-item]'))) {
                setOpen(false);
              }
            }}
            className={cn(
              'z-50 w-(--radix-popover-trigger-width) min-w-48 overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg',
              'data-[state=open]:animate-fade-in',
            )}
          >
            <div id={listboxId} data-slot="combobox-results" data-state={status}>
              {status === 'loading' ? (
                <p
                  data-slot="combobox-loading"
                  role="status"
                  className="flex items-center gap-2 px-3 py-3 text-muted-foreground text-sm"
                >
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {loadingMessage}
                </p>
              ) : status === 'error' ? (
                <p
                  data-slot="combobox-error"
                  role="alert"
                  className="px-3 py-3 font-medium text-danger text-sm"
                >
                  {errorMessage}
                </p>
              ) : status === 'short' ? (
                <p
                  data-slot="combobox-short"
                  role="status"
                  className="px-3 py-3 text-muted-foreground text-sm"
                >
                  {shortMessage}
                </p>
              ) : status === 'empty' ? (
                <p
                  data-slot="combobox-empty"
                  role="status"
                  className="px-3 py-3 text-muted-foreground text-sm"
                >
                  {emptyMessage}
                </p>
              ) : (
                <Command.List
                  data-slot="combobox-list"
                  label={listLabel}
                  className="max-h-96 overflow-y-auto p-1"
                >
                  {visible.map((option) => {
                    const chosen = selected.some((item) => item.value === option.value);
                    return (
                      <Command.Item
                        key={option.value}
                        value={option.value}
                        disabled={option.disabled}
                        onSelect={() => choose(option)}
                        data-slot="combobox-item"
                        data-chosen={chosen || undefined}
                        className={cn(
                          'relative flex min-h-9 cursor-pointer select-none items-start gap-2 rounded-sm py-2 pe-2 text-sm outline-none',
                          // Free text ticks nothing, so its options need no room for a tick.
                          freeText ? 'ps-2' : 'ps-8',
                          'data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground',
                          'data-[disabled=true]:cursor-not-allowed data-[disabled=true]:text-muted-foreground',
                        )}
                      >
                        {chosen ? (
                          <Check
                            aria-hidden="true"
                            className="absolute start-2 top-2.5 size-4 text-primary"
                          />
                        ) : null}
                        <span className="grid gap-0.5">
                          <span>{option.label}</span>
                          {option.description ? (
                            <span className="text-muted-foreground text-xs">{option.description}</span>
                          ) : null}
                        </span>
                      </Command.Item>
                    );
                  })}
                </Command.List>
              )}
            </div>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </Command>
    </PopoverPrimitive.Root>
  );
}

type ComboboxInputProps = React.ComponentProps<'input'> & {
  open: boolean;
  listboxId: string;
  /** `inline`: borderless, inside the chip box. `box`: a text box of its own, like `Input` (free text). */
  look: 'inline' | 'box';
};

/** The text box; points `aria-activedescendant` at cmdk's highlighted option. */
function ComboboxInput({ open, listboxId, look, className, ...props }: ComboboxInputProps) {
  // Re-renders when the highlight moves or the options change, then reads the highlighted option's id
  // (cmdk generates it) from the list.
  const listState = useCommandState((state) => `${state.value}\u0000${state.filtered.count}`);
  const [activeId, setActiveId] = React.useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: listState is the trigger to read the list again
  React.useLayoutEffect(() => {
    const option = open
      ? document.getElementById(listboxId)?.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]')
      : null;
    setActiveId(option?.id);
  }, [open, listboxId, listState]);
  return (
    <input
      data-slot="combobox-input"
      type="text"
      role="combobox"
      autoComplete="off"
      spellCheck={false}
      aria-autocomplete="list"
      aria-expanded={open}
      aria-controls={open ? listboxId : undefined}
      aria-activedescendant={open ? activeId : undefined}
      className={cn(look === 'box' ? inputClassName : comboboxInlineInputClassName, className)}
      {...props}
    />
  );
}

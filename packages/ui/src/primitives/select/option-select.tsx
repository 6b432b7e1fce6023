import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { type DeferredPartProps, useDeferredPart } from '../../lib/deferred-part';
import type { OptionSelectPartProps, OptionSelectProps, SelectOption } from './option-select-types';
import { selectTriggerClassName } from './select-trigger-class';

export type { OptionSelectProps, SelectOption };

type OptionSelectPart = React.ComponentType<OptionSelectPartProps & DeferredPartProps>;

/** The real select's module, loaded once for every {@link OptionSelect} on the page. */
let partLoad: Promise<OptionSelectPart> | undefined;
/** The real select once loaded: a select mounted after that renders it from the start. */
let loadedPart: OptionSelectPart | undefined;

function loadPart(): Promise<OptionSelectPart> {
  partLoad ??= import('./option-select-part').then(
    (module) => {
      loadedPart = module.OptionSelectPart;
      return module.OptionSelectPart;
    },
    (error: unknown) => {
      partLoad = undefined;
      throw error;
    },
  );
  return partLoad;
}

/**
 * Forgets the loaded select, so that selects mounted next start as look-alikes again (for stories and tests: the
 * stories of every file share one page).
 */
export function forgetLoadedOptionSelect(): void {
  partLoad = undefined;
  loadedPart = undefined;
}

/** The keys that open a closed select from its trigger (Radix Select's). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select whose options are data (Radix Select: the same trigger, list, keyboard and `Field` wiring as
 * {@link Select}). Its code (Radix Select with its positioning, focus and scroll-lock code, about 25 KB) loads with
 * the user's first input on the page (a key, a pointer moving or pressing, a focus); until then a look-alike
 * trigger shows the chosen option's label (a button with the same role, name, look and state). Pressing it or a
 * key that opens a select opens the list as the real one mounts, and the focus moves to the real trigger.
 */
export function OptionSelect({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  disabled,
  ref,
  onBlur,
  className,
  contentClassName,
  ...wiring
}: OptionSelectProps) {
  const [open, setOpen] = React.useState(false);
  const part = useDeferredPart<OptionSelectPartProps>(loadPart, open);
  const Part = part.loaded?.Part ?? loadedPart;
  if (Part) {
    return (
      <Part
        autoFocusTrigger={part.loaded?.autoFocusTrigger ?? false}
        options={options}
        value={value}
        onValueChange={onValueChange}
        placeholder={placeholder}
        name={name}
        disabled={disabled}
        triggerRef={ref}
        onBlur={onBlur}
        className={className}
        contentClassName={contentClassName}
        open={open}
        onOpenChange={setOpen}
        {...wiring}
      />
    );
  }

  const chosen = value ? options.find((option) => option.value === value) : undefined;
  const defined = Object.fromEntries(Object.entries(wiring).filter(([, item]) => item !== undefined));
  const { ref: lookAlikeRef, ...triggerProps } = part.triggerProps;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={open}
      aria-autocomplete="none"
      data-state={open ? 'open' : 'closed'}
      data-placeholder={chosen ? undefined : ''}
      data-slot="select-trigger"
      disabled={disabled}
      {...defined}
      {...triggerProps}
      ref={(node) => {
        lookAlikeRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      onBlur={onBlur}
      onClick={() => setOpen(true)}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpen(true);
      }}
      className={cn(selectTriggerClassName, className)}
    >
      <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
        {chosen ? chosen.label : placeholder}
      </span>
      <ChevronDown
        data-slot="select-icon"
        aria-hidden="true"
        className="size-4 shrink-0 text-muted-foreground"
      />
    </button>
  );
}

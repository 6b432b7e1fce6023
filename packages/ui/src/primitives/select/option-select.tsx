import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { type DeferredPartProps, sharedPartLoader, useDeferredPart } from '../../lib/deferred-part';
import type { OptionSelectPartProps, OptionSelectProps, SelectOption } from './option-select-types';
import { selectTriggerClassName } from './select-trigger-class';

export type { OptionSelectProps, SelectOption };

type OptionSelectPart = React.ComponentType<OptionSelectPartProps & DeferredPartProps>;

/** The real select, loaded once for every {@link OptionSelect} on the page. */
const part = sharedPartLoader<OptionSelectPart>(() =>
  import('./option-select-part').then((module) => module.OptionSelectPart),
);

/**
 * Forgets the loaded select, so that selects mounted next start as look-alikes again (for stories and tests: the
 * stories of every file share one page).
 */
export const forgetLoadedOptionSelect = part.forget;

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
  value: valueProp,
  defaultValue = '',
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placeholder,
  name,
  disabled,
  ref,
  onBlur,
  className,
  contentClassName,
  ...wiring
}: OptionSelectProps) {
  const [valueState, setValueState] = React.useState(defaultValue);
  const value = valueProp ?? valueState;
  const choose = (next: string) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const deferred = useDeferredPart<OptionSelectPartProps>(part.load, open);
  const Part = deferred.loaded?.Part ?? part.current();
  if (Part) {
    return (
      <Part
        autoFocusTrigger={deferred.loaded?.autoFocusTrigger ?? false}
        options={options}
        value={value}
        onValueChange={choose}
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
  const { ref: lookAlikeRef, ...triggerProps } = deferred.triggerProps;
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

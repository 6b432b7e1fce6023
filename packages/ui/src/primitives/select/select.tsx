import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { selectTriggerClassName } from './select-trigger-class';

/** Wiring the root passes to its trigger, so a `Field` can wrap the whole `Select`. */
type SelectTriggerWiring = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-required'?: React.AriaAttributes['aria-required'];
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

const SelectTriggerContext = React.createContext<SelectTriggerWiring>({});

/** Props of {@link Select}: Radix Select root props, plus id and ARIA wiring handed to the trigger. */
export type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root> & SelectTriggerWiring;

/**
 * Root of a select (Radix Select): `value` / `onValueChange` or `defaultValue`. It renders no element:
 * the id and `aria-*` it receives (from a `Field`, say) are passed on to {@link SelectTrigger}.
 */
export function Select({
  id,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: SelectProps) {
  const wiring = React.useMemo<SelectTriggerWiring>(
    () => ({
      id,
      'aria-describedby': ariaDescribedBy,
      'aria-invalid': ariaInvalid,
      'aria-required': ariaRequired,
      'aria-label': ariaLabel,
      'aria-labelledby': ariaLabelledBy,
    }),
    [id, ariaDescribedBy, ariaInvalid, ariaRequired, ariaLabel, ariaLabelledBy],
  );
  return (
    <SelectTriggerContext.Provider value={wiring}>
      <SelectPrimitive.Root data-slot="select" {...props} />
    </SelectTriggerContext.Provider>
  );
}

/** A group of options under a {@link SelectLabel}. */
export function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** Shows the chosen option's text, or `placeholder` when nothing is chosen. */
export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/**
 * The button that opens the list (`role="combobox"`). It receives the `Field` wiring (id, label,
 * `aria-invalid`, `aria-describedby`) and turns the danger colour when invalid.
 */
export function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  const wiring = React.useContext(SelectTriggerContext);
  const defined = Object.fromEntries(Object.entries(wiring).filter(([, value]) => value !== undefined));
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      {...defined}
      className={cn(selectTriggerClassName, className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown
          data-slot="select-icon"
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground"
        />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The list of options, portalled to `document.body` and placed under the trigger. Radix handles the
 * keyboard: arrows, Home / End, type-ahead, Enter / Space to choose and Escape to close.
 */
export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg',
          'data-[state=open]:animate-fade-in',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton
          data-slot="select-scroll-up"
          className="flex h-6 cursor-default items-center justify-center text-muted-foreground"
        >
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport
          data-slot="select-viewport"
          className={cn(
            'p-1',
            position === 'popper' && 'max-h-72 w-full min-w-(--radix-select-trigger-width)',
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton
          data-slot="select-scroll-down"
          className="flex h-6 cursor-default items-center justify-center text-muted-foreground"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** The heading of a {@link SelectGroup}. */
export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn(
        'px-2 py-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide',
        className,
      )}
      {...props}
    />
  );
}

/** One option. `disabled` keeps it visible but skipped by the keyboard. */
export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-9 w-full cursor-pointer select-none items-center gap-2 rounded-sm py-2 ps-8 pe-2 text-sm outline-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        'data-[disabled]:pointer-events-none data-[disabled]:text-muted-foreground',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
          <Check aria-hidden="true" className="size-4 text-primary" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** A line between groups. */
export function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

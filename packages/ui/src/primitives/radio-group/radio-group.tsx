import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link RadioGroup}: Radix RadioGroup root props. */
export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root>;

/**
 * A set of mutually exclusive options (Radix): Tab enters the group at the chosen option and the
 * arrow keys move and choose. `orientation` lays the options out in a column (default) or a row.
 * Name it with `aria-label` or `aria-labelledby`.
 */
export function RadioGroup({ className, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-orientation={orientation}
      orientation={orientation}
      className={cn(
        'flex gap-3 data-[orientation=horizontal]:flex-row data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-x-6',
        'data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link RadioGroupItem}. */
export type RadioGroupItemProps = Omit<React.ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> & {
  /** Visible label of the option. */
  label: React.ReactNode;
  /** Help text under the label, read as the option's description. */
  description?: React.ReactNode;
};

/** One option of a {@link RadioGroup}, with its label and an optional description. */
export function RadioGroupItem({
  className,
  label,
  description,
  id,
  disabled,
  ...props
}: RadioGroupItemProps) {
  const generatedId = React.useId();
  const itemId = id ?? `${generatedId}-radio`;
  const descriptionId = `${itemId}-description`;
  return (
    <div
      data-slot="radio-group-option"
      data-disabled={disabled || undefined}
      className={cn('flex items-start gap-2', className)}
    >
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={itemId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'group/radio inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full outline-none',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        <span
          data-slot="radio-group-circle"
          className={cn(
            'flex size-5 items-center justify-center rounded-full border border-input bg-background shadow-xs transition-colors',
            'group-focus-visible/radio:focus-ring group-data-[state=checked]/radio:border-primary',
            'group-aria-invalid/radio:border-danger',
          )}
        >
          <RadioGroupPrimitive.Indicator
            data-slot="radio-group-indicator"
            className="size-2.5 rounded-full bg-primary"
          />
        </span>
      </RadioGroupPrimitive.Item>
      <div className="grid gap-0.5 pt-0.5">
        <label
          data-slot="radio-group-label"
          htmlFor={itemId}
          className={cn(
            'cursor-pointer font-medium text-foreground text-sm leading-5',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          {label}
        </label>
        {description ? (
          <p data-slot="radio-group-description" id={descriptionId} className="text-muted-foreground text-sm">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

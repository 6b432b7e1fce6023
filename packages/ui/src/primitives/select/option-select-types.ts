import type * as React from 'react';

/** One choice of an `OptionSelect`. */
export type SelectOption = {
  /** The value `onValueChange` receives; never the empty string (that is "nothing chosen"). */
  value: string;
  /** The text in the list and, once chosen, on the trigger. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** Class of the option in the list (`tabular-nums` for years). */
  className?: string;
};

/** Props of `OptionSelect`. */
export type OptionSelectProps = {
  /** The choices, in the list's order. */
  options: readonly SelectOption[];
  /** The chosen option's value (controlled); `''`: nothing chosen, the placeholder shows. */
  value?: string;
  /** The chosen option's value at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the value of the option chosen. */
  onValueChange?: (value: string) => void;
  /** Whether the list is open (controlled). */
  open?: boolean;
  /** Opens the list at first (uncontrolled): the real select loads at once. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Shown on the trigger while nothing is chosen. */
  placeholder?: React.ReactNode;
  name?: string;
  disabled?: boolean;
  /** The trigger (the look-alike, then the real one): react-hook-form's `field.ref`. */
  ref?: React.Ref<HTMLButtonElement>;
  onBlur?: React.FocusEventHandler<HTMLButtonElement>;
  /** Class of the trigger. */
  className?: string;
  /** Class of the list. */
  contentClassName?: string;
  /** Id and ARIA wiring of the trigger, as a `Field` passes them. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-required'?: React.AriaAttributes['aria-required'];
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** Props of the real select (`OptionSelectPart`): the select's, with its open state held by the `OptionSelect`. */
export type OptionSelectPartProps = Omit<
  OptionSelectProps,
  'ref' | 'defaultValue' | 'defaultOpen' | 'open' | 'onOpenChange'
> & {
  triggerRef?: React.Ref<HTMLButtonElement>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

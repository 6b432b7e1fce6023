import type * as React from 'react';
import { classList, cn } from '../../lib/cn';

/** Props of {@link Input}: every attribute of a native `<input>`. */
export type InputProps = React.ComponentProps<'input'>;

/**
 * A single-line text control. Mark it invalid with `aria-invalid` (a `Field` does this for you) and it
 * turns the danger colour.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />;
}

/** The look of {@link Input}, for text boxes built elsewhere (the free-text `Combobox`). */
export const inputClassName = classList(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
  'transition-colors placeholder:text-muted-foreground',
  'focus-visible:border-primary focus-visible:focus-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
  'file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
);

import { classList, cn } from '../../lib/cn';

/*
 * The look of a combobox's parts, shared by the combobox and the look-alike a `DeferredCombobox` shows until the
 * combobox has loaded, so that the swap changes no pixel.
 */

/** The box of a choice-mode combobox: the chips and the text box. */
export const comboboxBoxClassName = classList(
  'flex min-h-10 w-full min-w-0 cursor-text flex-wrap items-center gap-1.5 rounded-md border border-input bg-background py-1.5 ps-2 pe-9 text-foreground shadow-xs',
  'relative transition-colors has-[input:focus-visible]:border-primary has-[input:focus-visible]:focus-ring',
  'has-[input[aria-invalid=true]]:border-danger has-[input[aria-invalid=true]:focus-visible]:outline-danger',
  'data-disabled:cursor-not-allowed data-disabled:bg-muted',
);

/** A chosen option's chip. */
export function comboboxChipClassName(disabled: boolean | undefined): string {
  return cn(
    'inline-flex h-7 max-w-full items-center gap-0.5 rounded-md bg-secondary ps-2 font-medium text-secondary-foreground text-sm',
    disabled && 'border border-border-strong bg-background text-muted-foreground',
  );
}

/** A chip's remove button. */
export const comboboxChipRemoveClassName =
  'inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm hover:bg-secondary-hover focus-visible:focus-ring disabled:cursor-not-allowed';

/** The chevron at the end of the box. */
export const comboboxIconClassName = 'pointer-events-none absolute end-3 top-3 size-4 text-muted-foreground';

/** The text box inside the box, after the chips. */
export const comboboxInlineInputClassName =
  'h-7 min-w-24 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

/** The look of a select's trigger: the real one ({@link SelectTrigger}) and the look-alike of an `OptionSelect`. */
export const selectTriggerClassName = [
  'flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-start text-base text-foreground shadow-xs sm:text-sm',
  'transition-colors focus-visible:border-primary focus-visible:focus-ring data-[placeholder]:text-muted-foreground',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
  '[&>span]:truncate',
].join(' ');

import { cn } from '../../lib/cn';

/** Props of {@link MyJobsSwitch}. */
export type MyJobsSwitchProps = {
  /** Whether only the viewer's own jobs are shown. */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
};

/**
 * "Only my jobs": narrows a list (jobs, applicants, conversations) to the jobs whose hiring team the viewer is
 * on. A native button with `role="switch"` named by its own words (Space or Enter toggles it): the lists load
 * it up front, so it carries no script of its own beyond this.
 */
export function MyJobsSwitch({ checked, onCheckedChange, className }: MyJobsSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-slot="my-jobs-switch"
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'group/switch inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md pe-1 font-medium text-foreground text-sm outline-none focus-visible:focus-ring',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-neutral-500 transition-colors group-data-[state=checked]/switch:bg-primary"
      >
        <span className="block size-5 rounded-full bg-background shadow-sm transition-transform group-data-[state=checked]/switch:translate-x-5" />
      </span>
      Only my jobs
    </button>
  );
}

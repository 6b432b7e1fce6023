import * as React from 'react';
import { cn } from '../../lib/cn';
import { Switch } from '../../primitives/switch/switch';

/** Props of {@link MyJobsSwitch}. */
export type MyJobsSwitchProps = {
  /** Whether only the viewer's own jobs are shown. */
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
};

/**
 * "Only my jobs": narrows a list (jobs, applicants, conversations) to the jobs whose hiring team the viewer is
 * on. A labelled switch; Space toggles it.
 */
export function MyJobsSwitch({ checked, onCheckedChange, className }: MyJobsSwitchProps) {
  const id = React.useId();
  return (
    <div data-slot="my-jobs-switch" className={cn('inline-flex min-h-10 items-center gap-2', className)}>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="cursor-pointer font-medium text-foreground text-sm">
        Only my jobs
      </label>
    </div>
  );
}

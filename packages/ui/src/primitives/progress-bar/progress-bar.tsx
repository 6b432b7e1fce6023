import * as ProgressPrimitive from '@radix-ui/react-progress';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link ProgressBar}. */
export type ProgressBarProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & {
  /** What is progressing ("Uploading CV"); the progress bar's accessible name. */
  label: React.ReactNode;
  /** Progress from 0 to `max`; `null` (or omitted) shows an indeterminate bar. */
  value?: number | null;
  /** Shows the value text ("40%") beside the label (default `true`). */
  showValue?: boolean;
  /**
   * Keeps the label and the value text for assistive technology only: a bare bar, for a compact line whose
   * words stand beside it (default `false`).
   */
  labelHidden?: boolean;
  /** Formats the value text, also read by assistive technology (default: a rounded percentage). */
  formatValue?: (value: number, max: number) => string;
};

function percentOf(value: number, max: number): string {
  return `${Math.round((value / max) * 100)}%`;
}

/**
 * A labelled progress bar (Radix Progress) with its value as text. Without a `value` it is
 * indeterminate: the bar moves and `data-state="indeterminate"` is set.
 */
export function ProgressBar({
  className,
  label,
  value = null,
  max = 100,
  showValue = true,
  labelHidden = false,
  formatValue = percentOf,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const valueText = clamped === null ? undefined : formatValue(clamped, max);
  return (
    <div data-slot="progress-bar" className={cn('grid w-full gap-1.5', className)}>
      <div
        data-slot="progress-bar-header"
        className={cn('flex items-baseline justify-between gap-4 text-sm', labelHidden && 'sr-only')}
      >
        <span id={labelId} data-slot="progress-bar-label" className="font-medium text-foreground">
          {label}
        </span>
        {showValue && valueText !== undefined ? (
          <span
            data-slot="progress-bar-value"
            aria-hidden="true"
            className="text-muted-foreground tabular-nums"
          >
            {valueText}
          </span>
        ) : null}
      </div>
      <ProgressPrimitive.Root
        data-slot="progress-bar-track"
        aria-labelledby={labelId}
        value={clamped}
        max={max}
        getValueLabel={(current, maximum) => formatValue(current, maximum)}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted ring-1 ring-input/40 ring-inset"
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-bar-indicator"
          className={cn(
            'h-full rounded-full bg-primary transition-[width]',
            'data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-loader-bar',
          )}
          style={clamped === null ? undefined : { width: `${(clamped / max) * 100}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}

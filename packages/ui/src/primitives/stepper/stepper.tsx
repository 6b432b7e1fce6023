import { Check } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One step of a {@link Stepper}. */
export type StepperStep = {
  /** Stable key of the step. */
  id: string;
  /** Short name of the step ("Organization", "Locations"). */
  label: React.ReactNode;
  /** Optional second line, shown in the vertical orientation only. */
  description?: React.ReactNode;
};

/** State of one step, exposed as `data-state` on its `stepper-step` part. */
export type StepperStepState = 'complete' | 'current' | 'upcoming';

/** Props of {@link Stepper}. */
export type StepperProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The steps in order. */
  steps: readonly StepperStep[];
  /** Index (0-based) of the step the user is on; steps before it are complete. `steps.length` = all done. */
  currentStep: number;
  /**
   * When given, completed steps become buttons that call it with the step's index, so the user can go
   * back. Current and upcoming steps are never clickable.
   */
  onStepClick?: (index: number, step: StepperStep) => void;
  /** `horizontal` for a wizard header; `vertical` for a compact list beside or above the content. */
  orientation?: 'horizontal' | 'vertical';
  /** Read after a completed step's label (default "completed"). */
  completedLabel?: string;
};

function stepState(index: number, currentStep: number): StepperStepState {
  if (index < currentStep) return 'complete';
  if (index === currentStep) return 'current';
  return 'upcoming';
}

/**
 * Progress through a multi-step flow (onboarding, posting a job). Each step is `complete`, `current`
 * or `upcoming` (`data-state`); the current one carries `aria-current="step"`. Completed steps can be
 * made clickable with `onStepClick`.
 */
export function Stepper({
  steps,
  currentStep,
  onStepClick,
  orientation = 'horizontal',
  completedLabel = 'completed',
  className,
  'aria-label': ariaLabel = 'Progress',
  ...props
}: StepperProps) {
  const vertical = orientation === 'vertical';
  return (
    <nav
      data-slot="stepper"
      data-orientation={orientation}
      aria-label={ariaLabel}
      className={cn('@container/stepper w-full', className)}
      {...props}
    >
      <ol
        data-slot="stepper-list"
        className={cn('flex', vertical ? 'flex-col' : 'flex-row items-center gap-y-2')}
      >
        {steps.map((step, index) => {
          const state = stepState(index, currentStep);
          const isLast = index === steps.length - 1;
          const clickable = state === 'complete' && onStepClick !== undefined;
          const content = (
            <>
              <span
                data-slot="stepper-indicator"
                data-state={state}
                aria-hidden="true"
                className={cn(
                  'flex shrink-0 items-center justify-center rounded-full font-semibold text-sm tabular-nums',
                  vertical ? 'size-7' : 'size-8',
                  state === 'complete' && 'bg-primary text-primary-foreground',
                  state === 'current' && 'border-2 border-primary bg-background text-primary',
                  state === 'upcoming' && 'border border-border-strong bg-background text-muted-foreground',
                )}
              >
                {state === 'complete' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                data-slot="stepper-text"
                className={cn(
                  'flex min-w-0 flex-col text-left',
                  // Narrow horizontal steppers keep only the current label visible; all stay readable.
                  !vertical && state !== 'current' && 'sr-only @2xl/stepper:not-sr-only',
                )}
              >
                <span
                  data-slot="stepper-label"
                  className={cn(
                    'text-sm',
                    state === 'current' ? 'font-semibold text-foreground' : 'font-medium',
                    state === 'complete' && 'text-foreground',
                    state === 'upcoming' && 'text-muted-foreground',
                  )}
                >
                  {step.label}
                  {state === 'complete' ? <span className="sr-only">{`, ${completedLabel}`}</span> : null}
                </span>
                {vertical && step.description ? (
                  <span data-slot="stepper-description" className="text-muted-foreground text-xs">
                    {step.description}
                  </span>
                ) : null}
              </span>
            </>
          );
          const triggerClasses = 'flex min-h-10 min-w-0 items-center gap-2.5 rounded-md px-1.5 py-1';
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex',
                // Never narrower than the indicator plus a short separator.
                vertical ? 'flex-col' : 'items-center',
                !vertical && !isLast && 'min-w-16',
                !isLast && !vertical && 'flex-1',
                // Narrow: only the current label shows, so its step keeps room for it. Wide: equal shares.
                !vertical &&
                  state === 'current' &&
                  (isLast ? 'shrink-0 @2xl/stepper:shrink' : 'flex-[1_0_auto] @2xl/stepper:flex-1'),
              )}
            >
              {clickable ? (
                <button
                  type="button"
                  data-slot="stepper-trigger"
                  onClick={() => onStepClick(index, step)}
                  className={cn(
                    triggerClasses,
                    'cursor-pointer transition-colors hover:bg-accent focus-visible:focus-ring [&_[data-slot=stepper-label]]:underline-offset-4 hover:[&_[data-slot=stepper-label]]:underline',
                  )}
                >
                  {content}
                </button>
              ) : (
                <div data-slot="stepper-trigger" className={triggerClasses}>
                  {content}
                </div>
              )}
              {isLast ? null : (
                <span
                  data-slot="stepper-separator"
                  data-state={state}
                  aria-hidden="true"
                  className={cn(
                    vertical ? 'ms-[1.1875rem] h-3 w-0.5' : 'mx-1.5 h-0.5 min-w-3 flex-1',
                    'rounded-full',
                    state === 'complete' ? 'bg-primary' : 'bg-border-strong',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

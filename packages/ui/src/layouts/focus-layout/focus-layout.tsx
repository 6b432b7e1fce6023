import * as React from 'react';
import { Logo } from '../../brand/logo';
import { cn } from '../../lib/cn';

/** Progress shown above the content of a {@link FocusLayout}. */
export type FocusLayoutProgress = {
  /** How many are done or which one is shown (1-based, for example 3). */
  current: number;
  /** How many there are in all (for example 10). */
  total: number;
  /** The visible label; defaults to "Question {current} of {total}". */
  label?: string;
};

/** Props of {@link FocusLayout}. */
export type FocusLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The one thing on screen (a would-you-rather question). Rendered in `<main id={mainId}>`. */
  children?: React.ReactNode;
  /** Optional progress: a label and a bar. */
  progress?: FocusLayoutProgress;
  /** Id of the `<main>` element (default `main`). */
  mainId?: string;
  /** The page's heading (an `h1` above the content), saying what the flow is. */
  title?: React.ReactNode;
  /** Under the title: why the flow asks, and how long it takes. */
  description?: React.ReactNode;
  /** At the header's end: the way out of the flow (the app passes "Log out"). */
  action?: React.ReactNode;
};

/**
 * Would-you-rather and other one-at-a-time flows: the logo (with an optional way out at its side), an optional
 * progress bar, an optional heading saying what the flow is and why it asks, and a single centred column with
 * nothing else on the screen.
 */
export function FocusLayout({
  children,
  progress,
  mainId = 'main',
  title,
  description,
  action,
  className,
  ...props
}: FocusLayoutProps) {
  const labelId = React.useId();
  const total = progress ? Math.max(progress.total, 1) : 1;
  const current = progress ? Math.min(Math.max(progress.current, 0), total) : 0;
  const label = progress?.label ?? `Question ${current} of ${total}`;
  return (
    <div
      data-slot="focus-layout"
      className={cn(
        'flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8 text-foreground sm:px-6 sm:py-10',
        className,
      )}
      {...props}
    >
      <header data-slot="focus-layout-header" className="flex w-full max-w-2xl flex-col items-center gap-6">
        {action ? (
          // The logo stays centred; the way out sits at the end of the same row.
          <div className="grid w-full grid-cols-[1fr_auto_1fr] items-center gap-3">
            <span aria-hidden="true" />
            <Logo />
            <div data-slot="focus-layout-action" className="justify-self-end">
              {action}
            </div>
          </div>
        ) : (
          <Logo />
        )}
        {progress ? (
          <div data-slot="focus-layout-progress" className="flex w-full flex-col gap-2">
            <p id={labelId} data-slot="focus-layout-progress-label" className="font-medium text-sm">
              {label}
            </p>
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={current}
              data-slot="focus-layout-progress-bar"
              className="h-2 w-full overflow-hidden rounded-full bg-brand-200"
            >
              <div
                data-slot="focus-layout-progress-indicator"
                className="h-full rounded-full bg-primary"
                style={{ width: `${(current / total) * 100}%` }}
              />
            </div>
          </div>
        ) : null}
      </header>
      <main
        id={mainId}
        data-slot="focus-layout-main"
        className="flex w-full max-w-2xl flex-1 flex-col justify-center gap-6 py-10"
      >
        {title || description ? (
          <div data-slot="focus-layout-intro" className="grid gap-2 text-center">
            {title ? (
              <h1 className="text-balance font-semibold text-2xl text-foreground tracking-tight">{title}</h1>
            ) : null}
            {description ? (
              <p className="text-pretty text-muted-foreground text-sm sm:text-base">{description}</p>
            ) : null}
          </div>
        ) : null}
        {children}
      </main>
    </div>
  );
}

import { CircleAlert, RotateCw } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';

/** Props of {@link ErrorState}. */
export type ErrorStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** A decorative icon (default: a circled exclamation mark); hidden from assistive technology. */
  icon?: React.ReactNode;
  /** What failed, in a few words ("Applicants could not be loaded"). */
  title: React.ReactNode;
  /** Why, and what the user can do. */
  message?: React.ReactNode;
  /** Called by the Retry button; without it no button shows. */
  onRetry?: () => void;
  /** Text of the Retry button (default "Try again"). */
  retryLabel?: string;
  /** Shows the Retry button busy while the retry runs. */
  retrying?: boolean;
  /** Technical details (an error code, a request id), collapsed under "Details". */
  details?: React.ReactNode;
  /** Label of the details disclosure (default "Details"). */
  detailsLabel?: string;
  /** Heading level of the title, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * What a list or a screen shows when loading it failed: an icon, a title, a message, a Retry button
 * calling `onRetry` and, optionally, collapsed technical details.
 */
export function ErrorState({
  icon = <CircleAlert />,
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  details,
  detailsLabel = 'Details',
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="error-state"
      data-state={retrying ? 'retrying' : 'error'}
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-danger-600/30 bg-danger-subtle px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <div
        data-slot="error-state-icon"
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-background text-danger [&_svg:not([class*='size-'])]:size-6"
      >
        {icon}
      </div>
      <div data-slot="error-state-text" className="flex max-w-sm flex-col gap-1.5">
        <Heading data-slot="error-state-title" className="font-semibold text-foreground text-lg leading-7">
          {title}
        </Heading>
        {message ? (
          <p data-slot="error-state-message" className="text-neutral-700 text-sm">
            {message}
          </p>
        ) : null}
      </div>
      {onRetry ? (
        <Button data-slot="error-state-retry" variant="outline" loading={retrying} onClick={onRetry}>
          {retrying ? null : <RotateCw aria-hidden="true" />}
          {retryLabel}
        </Button>
      ) : null}
      {details ? (
        <details data-slot="error-state-details" className="w-full max-w-md text-start text-sm">
          <summary className="mx-auto w-fit cursor-pointer rounded-sm px-1 py-0.5 font-medium text-neutral-700 focus-visible:focus-ring">
            {detailsLabel}
          </summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md border border-border bg-background p-3 font-mono text-foreground text-xs">
            {details}
          </pre>
        </details>
      ) : null}
    </div>
  );
}

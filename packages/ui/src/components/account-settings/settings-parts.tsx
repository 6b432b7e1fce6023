import * as React from 'react';
import { cn } from '../../lib/cn';

/*
 * Pieces shared by the sections of the account settings: the section card, the server's refusal above
 * a form, the success note and the resend countdown.
 */

/** A server's refusal shown above a form's fields. */
export function ServerError({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      data-slot="account-settings-error"
      className="rounded-lg border border-danger bg-danger-subtle p-3 font-medium text-danger text-sm"
    >
      {children}
    </p>
  );
}

/** A confirmation that something worked. */
export function Success({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="text-sm text-success-700 empty:hidden">
      {children}
    </p>
  );
}

/** One section of the page: a card with a heading and what it is for. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: React.ReactNode;
  tone?: 'default' | 'danger';
  children: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="account-settings-section"
      className={cn(
        'grid gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-xs',
        tone === 'danger' ? 'border-danger' : 'border-border',
      )}
    >
      <div className="grid gap-1">
        <h2
          id={headingId}
          className={cn(
            'font-semibold text-lg leading-7',
            tone === 'danger' ? 'text-danger' : 'text-foreground',
          )}
        >
          {title}
        </h2>
        {description ? <div className="text-muted-foreground text-sm">{description}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Counts down from `seconds` once started; 0 when a new code may be asked for. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [remaining, setRemaining] = React.useState(0);
  React.useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return [remaining, setRemaining];
}

/** "0:45". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

import type * as React from 'react';
import { Logo } from '../../brand/logo';
import { withClassName } from '../../lib/cn';

/** Props of {@link LogoLoader}. */
export type LogoLoaderProps = React.ComponentProps<'div'> & {
  /** Accessible name of the status; defaults to the message, else "Loading". */
  label?: string;
  /** Covers the whole viewport (default). `false` fills the parent instead (for panels and docs). */
  fullScreen?: boolean;
  /** Visible progress text under the logo, e.g. "Logging out!". It also names the status. */
  message?: string;
};

/**
 * The logo loading screen shown while the session syncs with the server: the MedHire logo, gently
 * pulsing (still when the user prefers reduced motion), announced as a "Loading" status.
 */
export function LogoLoader({ label, message, fullScreen = true, className, ...props }: LogoLoaderProps) {
  return (
    <div
      data-slot="logo-loader"
      data-state="loading"
      role="status"
      aria-label={label ?? message ?? 'Loading'}
      className={withClassName(
        `flex flex-col items-center justify-center gap-6 bg-background ${fullScreen ? 'fixed inset-0 z-50' : 'size-full min-h-64'}`,
        className,
      )}
      {...props}
    >
      <div data-slot="logo-loader-logo" className="motion-safe:animate-logo-pulse">
        <Logo size={56} label={null} />
      </div>
      <div
        data-slot="logo-loader-track"
        aria-hidden="true"
        className="relative h-1 w-32 overflow-hidden rounded-full bg-muted"
      >
        <div
          data-slot="logo-loader-bar"
          className="absolute inset-y-0 left-0 w-1/3 rounded-full bg-primary motion-safe:animate-loader-bar"
        />
      </div>
      {message ? (
        <p data-slot="logo-loader-message" className="font-medium text-muted-foreground text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}

import { paths } from '@medhire/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** What an auth form says when a call fails without a message of its own. */
export const authFallbackMessage = 'Something went wrong. Try again in a moment.';

/**
 * Pieces shared by the signed-out forms (sign in, register, claim, set and recover a password): the
 * link contract, the heading block, the alert for a server's answer, the messages of the new-password
 * rules and the step that checks a one-time code. What is needed only after a first submit loads on
 * demand: the rules themselves (zod, `new-password-schema.ts`) and the code box with its resend
 * countdown (`verify-code-step.tsx`, loaded on demand through `deferred-verify-code-step.tsx`).
 */

/** The public routes the forms link to (the contract's paths). */
export const authRoutes = {
  signIn: paths.signIn(),
  register: paths.register(),
  claimBusiness: paths.claimBusiness(),
  recoverPassword: paths.recoverPassword(),
  terms: paths.termsConditions(),
  privacy: paths.privacyPolicy(),
} as const;

/** Look of an inline text link inside the forms. */
export const authLinkClassName =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring';

/** Props of {@link AuthHeader}. */
export type AuthHeaderProps = {
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Focuses the heading when it mounts: a new step or a result was just shown. */
  focusOnMount?: boolean;
};

/** The card's heading (`h1`) and its one-line intro. */
export function AuthHeader({ title, intro, focusOnMount = false }: AuthHeaderProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <header data-slot="auth-header" className="grid gap-2">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-balance rounded-sm font-semibold text-3xl tracking-tight outline-none focus-visible:focus-ring"
      >
        {title}
      </h1>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
    </header>
  );
}

/** Props of {@link AuthAlert}. */
export type AuthAlertProps = {
  message?: string | null;
  tone?: 'danger' | 'success';
  /** Moves focus to the message each time a new one shows (when nothing else should take focus). */
  focusOnMessage?: boolean;
  className?: string;
};

/**
 * The server's answer above a form. An error is a `role="alert"` region (read at once); a success
 * note is a `role="status"` (read politely). Both regions stay mounted so a new message is announced.
 */
export function AuthAlert({ message, tone = 'danger', focusOnMessage = false, className }: AuthAlertProps) {
  const Icon = tone === 'danger' ? CircleAlert : CircleCheck;
  const alertRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focusOnMessage && message) alertRef.current?.focus();
  }, [focusOnMessage, message]);
  return (
    <div
      ref={alertRef}
      tabIndex={focusOnMessage && message ? -1 : undefined}
      data-slot="auth-alert"
      data-tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'outline-none empty:hidden focus-visible:focus-ring',
        message &&
          'flex items-start gap-3 rounded-lg border px-4 py-3 font-medium text-sm leading-6 text-foreground',
        message && tone === 'danger' && 'border-danger bg-danger-subtle',
        message && tone === 'success' && 'border-success bg-success-subtle',
        className,
      )}
    >
      {message ? (
        <>
          <Icon
            aria-hidden="true"
            className={cn('mt-1 size-4 shrink-0', tone === 'danger' ? 'text-danger' : 'text-success')}
          />
          <p>{message}</p>
        </>
      ) : null}
    </div>
  );
}

/** Message shown when the confirmation is left empty. */
export const confirmPasswordMissingMessage = 'Enter the password again';
/** Message shown when the two passwords differ. */
export const passwordsDifferMessage = 'The passwords do not match';

/** Message shown when the one-time code is incomplete. */
export const codeIncompleteMessage = 'Enter the 6-digit code from the email';

/** Message shown when the terms are not accepted (register). */
export const acceptTermsMessage = 'Agree to the Terms and Privacy Policy to create an account';

/** Plain words on what a new password needs, shown under the field. */
export const newPasswordHint =
  'At least 8 characters. A short sentence is easy to remember and hard to guess.';

/** The heading of the "Check your email" step: where the code went and how long it works. */
export function VerifyCodeHeader({ email, introLead }: { email: string; introLead: string }) {
  return (
    <AuthHeader
      title="Check your email"
      intro={
        <>
          {introLead} <strong className="break-words font-semibold text-foreground">{email}</strong>. Enter it
          below. It works for 10 minutes.
        </>
      }
    />
  );
}

/** The intro's words before the address, unless a form gives its own. */
export const defaultVerifyIntroLead = 'We sent a 6-digit code to';

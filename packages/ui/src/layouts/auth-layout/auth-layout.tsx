import type * as React from 'react';
import { Logo } from '../../brand/logo';
import { cn } from '../../lib/cn';
import { type LinkProps, renderAnchor } from '../../lib/link';

/** A link of the footer under the form ("Terms", "Privacy"). */
export type AuthLayoutFooterLink = { href: string; label: string };

/** Props of {@link AuthLayout}. */
export type AuthLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The form (sign in, sign up, one-time code). Rendered in `<main id={mainId}>`. */
  children?: React.ReactNode;
  /** The promise on the brand panel ("Hire the physicians your patients are waiting for."). */
  headline: React.ReactNode;
  /** A sentence or two under the headline. */
  text?: React.ReactNode;
  /** A line at the foot of the brand panel ("For medical practices, hospitals and physician groups."). */
  footnote?: React.ReactNode;
  /** Accessible name of the brand panel region (default "About MedHire"). */
  brandLabel?: string;
  /** Links under the form. */
  footerLinks?: readonly AuthLayoutFooterLink[];
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /** Id of the `<main>` element (default `main`). */
  mainId?: string;
};

/**
 * Signed-out screens: a split screen with the brand panel (logo, headline, text, footnote) and the
 * form column with its footer links. Below 1024 px of width (a container query) the brand panel
 * gives way to a logo above the form.
 */
export function AuthLayout({
  children,
  headline,
  text,
  footnote,
  brandLabel = 'About MedHire',
  footerLinks = [],
  renderLink = renderAnchor,
  mainId = 'main',
  className,
  ...props
}: AuthLayoutProps) {
  return (
    <div data-slot="auth-layout" className={cn('@container/auth-layout', className)} {...props}>
      <div className="grid min-h-dvh bg-background text-foreground @5xl/auth-layout:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <section
          data-slot="auth-layout-brand"
          aria-label={brandLabel}
          className="hidden flex-col justify-between gap-10 bg-brand-800 p-10 text-neutral-0 @5xl/auth-layout:flex"
        >
          <Logo tone="inverse" />
          <div data-slot="auth-layout-brand-text" className="max-w-md space-y-4">
            <h2 className="font-semibold text-3xl leading-tight">{headline}</h2>
            {text ? <p className="text-brand-100 text-lg">{text}</p> : null}
          </div>
          {footnote ? (
            <p data-slot="auth-layout-footnote" className="text-brand-200 text-sm">
              {footnote}
            </p>
          ) : (
            <span />
          )}
        </section>
        <div data-slot="auth-layout-form-column" className="flex min-w-0 flex-col">
          <header
            data-slot="auth-layout-header"
            className="flex h-16 items-center px-6 @5xl/auth-layout:hidden"
          >
            <Logo />
          </header>
          <main
            id={mainId}
            data-slot="auth-layout-main"
            className="flex flex-1 items-center justify-center px-6 py-10"
          >
            <div className="w-full max-w-md">{children}</div>
          </main>
          {footerLinks.length > 0 ? (
            <footer data-slot="auth-layout-footer" className="px-6 pb-6">
              <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
                {footerLinks.map((link) => (
                  <li key={link.href}>
                    {renderLink({
                      href: link.href,
                      'data-slot': 'auth-layout-footer-link',
                      className:
                        'inline-flex min-h-8 items-center rounded-sm px-1 underline-offset-4 hover:text-foreground hover:underline focus-visible:focus-ring',
                      children: link.label,
                    })}
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </div>
      </div>
    </div>
  );
}

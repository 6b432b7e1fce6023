import type * as React from 'react';
import { Logo } from '../../brand/logo';
import { cn } from '../../lib/cn';
import { type LinkProps, renderAnchor } from '../../lib/link';

/** Props of {@link StaticPageLayout}. */
export type StaticPageLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page. Rendered in `<main id={mainId}>`. */
  children?: React.ReactNode;
  /** Where the logo links ("/home" signed in, "/" signed out). */
  homeHref: string;
  /** Accessible name of the logo link (default "MedHire home"). */
  homeLabel?: string;
  /** The one action link of the header ("Back to MedHire", "Sign in"). */
  action?: { href: string; label: string };
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /** `readable` (default) keeps prose at a comfortable line length; `wide` fits tables and cards. */
  width?: 'readable' | 'wide';
  /** Id of the `<main>` element (default `main`). */
  mainId?: string;
};

/**
 * Static pages (terms, privacy), payment and connections: a header with the logo and one action
 * link, and the page in a readable column.
 */
export function StaticPageLayout({
  children,
  homeHref,
  homeLabel = 'MedHire home',
  action,
  renderLink = renderAnchor,
  width = 'readable',
  mainId = 'main',
  className,
  ...props
}: StaticPageLayoutProps) {
  return (
    <div
      data-slot="static-page-layout"
      className={cn('flex min-h-dvh flex-col bg-surface text-foreground', className)}
      {...props}
    >
      <header data-slot="static-page-layout-header" className="border-border border-b bg-card">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          {renderLink({
            href: homeHref,
            'data-slot': 'static-page-layout-home-link',
            'aria-label': homeLabel,
            className: 'inline-flex min-h-10 items-center rounded-md focus-visible:focus-ring',
            children: <Logo label={null} />,
          })}
          {action
            ? renderLink({
                href: action.href,
                'data-slot': 'static-page-layout-action',
                className:
                  'inline-flex min-h-10 items-center rounded-md px-3 font-medium text-primary text-sm underline-offset-4 hover:text-primary-hover hover:underline focus-visible:focus-ring',
                children: action.label,
              })
            : null}
        </div>
      </header>
      <main
        id={mainId}
        data-slot="static-page-layout-main"
        data-width={width}
        className={cn(
          'mx-auto flex w-full flex-1 flex-col px-4 py-10 sm:px-6',
          width === 'readable' ? 'max-w-3xl' : 'max-w-5xl',
        )}
      >
        {children}
      </main>
    </div>
  );
}

import type * as React from 'react';
import { withClassName } from '../lib/cn';

/** Props of the MedHire logo. */
export type LogoProps = React.ComponentProps<'span'> & {
  /** `full` draws the mark and the word "MedHire"; `mark` draws the mark alone. */
  variant?: 'full' | 'mark';
  /** Height of the mark in pixels; the word scales with it. */
  size?: number;
  /**
   * Accessible name. Defaults to "MedHire". Pass `null` when the logo is decorative (for example
   * next to visible text that already names it).
   */
  label?: string | null;
  /** `inverse` is for dark brand surfaces: the word turns white so it keeps AA contrast. */
  tone?: 'default' | 'inverse';
};

/** The MedHire logo mark alone: a rounded teal tile with a medical cross and a pulse line. */
export function LogoMark({
  className,
  size = 32,
  ...props
}: React.ComponentProps<'svg'> & { size?: number }) {
  return (
    <svg
      data-slot="logo-mark"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={withClassName('shrink-0', className)}
      {...props}
    >
      <rect width="40" height="40" rx="10" className="fill-primary" />
      <path d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" className="fill-primary-foreground" />
      <path
        d="M10.5 20h5l2-4 4 8 2-4h6"
        fill="none"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
    </svg>
  );
}

/** The MedHire logo: the mark and, by default, the word "MedHire". */
export function Logo({
  className,
  variant = 'full',
  size = 32,
  label = 'MedHire',
  tone = 'default',
  ...props
}: LogoProps) {
  // Named: one image with the given name. Decorative: hidden from assistive technology.
  const accessibility = label === null ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span
      data-slot="logo"
      data-variant={variant}
      data-tone={tone}
      {...accessibility}
      className={withClassName(
        `inline-flex items-center gap-2 ${tone === 'inverse' ? 'text-primary-foreground' : 'text-foreground'}`,
        className,
      )}
      {...props}
    >
      <LogoMark size={size} />
      {variant === 'full' ? (
        <span
          data-slot="logo-wordmark"
          aria-hidden="true"
          className="font-semibold tracking-tight"
          style={{ fontSize: Math.round(size * 0.62), lineHeight: 1 }}
        >
          Med<span className={tone === 'inverse' ? 'text-brand-200' : 'text-primary'}>Hire</span>
        </span>
      ) : null}
    </span>
  );
}

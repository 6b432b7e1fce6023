import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button/button';

const iconButtonSizes = {
  xs: 'size-6 rounded-sm [&_svg:not([class*=size-])]:size-3.5',
  sm: 'size-8',
  md: 'size-10',
  lg: 'size-12 [&_svg:not([class*=size-])]:size-5',
} as const;

/** Size of an {@link IconButton}: a square of 24 / 32 / 40 / 48 px. */
export type IconButtonSize = keyof typeof iconButtonSizes;

/** Props of {@link IconButton}. */
export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'asChild'> & {
  /** What the button does ("Delete job"); its accessible name (`aria-label`). Required. */
  label: string;
  /** A square of 24 / 32 / 40 / 48 px (default `md`). */
  size?: IconButtonSize;
  /** The icon; it is hidden from assistive technology. */
  children: React.ReactNode;
};

/**
 * A square button showing only an icon. The required `label` becomes its `aria-label`, so it always
 * has an accessible name; variants and loading come from {@link Button}.
 */
export function IconButton({
  label,
  size = 'md',
  variant = 'ghost',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      data-size={size}
      variant={variant}
      aria-label={label}
      className={cn('px-0', iconButtonSizes[size], className)}
      {...props}
    >
      {props.loading ? null : (
        <span data-slot="icon-button-icon" aria-hidden="true" className="contents">
          {children}
        </span>
      )}
    </Button>
  );
}

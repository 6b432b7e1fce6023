import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** How hard a password is to guess, from {@link estimatePasswordStrength}. */
export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/**
 * A quick local estimate of a password's strength, for the meter only (the server decides what is
 * accepted): one point each for 8+ characters, 12+ characters, mixed case, a digit and a symbol, with
 * anything under 8 characters always weak.
 */
export function estimatePasswordStrength(password: string): PasswordStrength {
  if (password.length < 8) return 'weak';
  let points = 1;
  if (password.length >= 12) points++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) points++;
  if (/\d/.test(password)) points++;
  if (/[^A-Za-z0-9]/.test(password)) points++;
  if (points <= 1) return 'weak';
  if (points === 2) return 'fair';
  if (points <= 4) return points === 3 ? 'good' : 'strong';
  return 'strong';
}

const strengthLevels: Record<PasswordStrength, { bars: number; bar: string; text: string }> = {
  weak: { bars: 1, bar: 'bg-danger', text: 'text-danger' },
  fair: { bars: 2, bar: 'bg-warning', text: 'text-warning' },
  good: { bars: 3, bar: 'bg-primary', text: 'text-primary' },
  strong: { bars: 4, bar: 'bg-success', text: 'text-success' },
};

/** Props of {@link PasswordInput}. */
export type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Shows a four-step strength meter with a text label (weak / fair / good / strong) under the input. */
  showStrength?: boolean;
  /** Accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hideLabel?: string;
  /** Starts with the password shown. */
  defaultVisible?: boolean;
};

/**
 * A password control with a show / hide toggle button and an optional strength meter. The meter's
 * label is part of the input's description, so it is read with the field.
 */
export function PasswordInput({
  className,
  showStrength = false,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  defaultVisible = false,
  value,
  defaultValue,
  onChange,
  id,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = React.useState(defaultVisible);
  const generatedId = React.useId();
  const strengthId = `${id ?? generatedId}-strength`;
  const [uncontrolledValue, setUncontrolledValue] = React.useState(String(defaultValue ?? ''));
  const password = value !== undefined ? String(value) : uncontrolledValue;
  const strength = password === '' ? null : estimatePasswordStrength(password);

  return (
    <div data-slot="password-input" data-state={visible ? 'visible' : 'hidden'} className="grid w-full gap-2">
      <div className="relative">
        <input
          data-slot="password-input-field"
          type={visible ? 'text' : 'password'}
          id={id}
          value={value}
          defaultValue={defaultValue}
          disabled={disabled}
          autoComplete="current-password"
          spellCheck={false}
          aria-describedby={
            [ariaDescribedBy, showStrength && strengthId].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => {
            setUncontrolledValue(event.target.value);
            onChange?.(event);
          }}
          className={cn(
            'flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 ps-3 pe-11 text-base text-foreground shadow-xs sm:text-sm',
            'transition-colors placeholder:text-muted-foreground',
            'focus-visible:border-primary focus-visible:focus-ring',
            'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
            'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
            className,
          )}
          {...props}
        />
        <button
          type="button"
          data-slot="password-input-toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={id}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
          className={cn(
            'absolute inset-y-1 end-1 inline-flex w-8 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
            'transition-colors hover:bg-accent hover:text-foreground focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      {showStrength ? (
        <div
          data-slot="password-strength"
          data-state={strength ?? 'empty'}
          className="flex items-center gap-3"
        >
          <div aria-hidden="true" className="grid flex-1 grid-cols-4 gap-1">
            {[1, 2, 3, 4].map((bar) => (
              <span
                key={bar}
                data-slot="password-strength-bar"
                className={cn(
                  'h-1.5 rounded-full bg-muted',
                  strength && bar <= strengthLevels[strength].bars && strengthLevels[strength].bar,
                )}
              />
            ))}
          </div>
          <p
            id={strengthId}
            data-slot="password-strength-label"
            aria-live="polite"
            className={cn(
              'min-w-28 text-end font-medium text-muted-foreground text-xs',
              strength && strengthLevels[strength].text,
            )}
          >
            {strength ? `Strength: ${strength}` : 'Strength: none yet'}
          </p>
        </div>
      ) : null}
    </div>
  );
}

import { OTPInput, OTPInputContext, REGEXP_ONLY_DIGITS } from 'input-otp';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link OtpInput}. Other props (id, `aria-*`, `name`, …) go to the one real text box. */
export type OtpInputProps = Omit<
  React.ComponentProps<typeof OTPInput>,
  'maxLength' | 'render' | 'children' | 'onChange' | 'onComplete'
> & {
  /** Number of characters (default 6). */
  length?: number;
  /** Called with the typed code on every change. */
  onChange?: (value: string) => void;
  /**
   * Called once every box is filled, by typing or by pasting the whole code, also when a whole new code replaces a
   * whole one (pasted or typed over the selected code).
   */
  onComplete?: (value: string) => void;
};

/**
 * A one-time code entry (input-otp): six boxes over a single real text box, so typing, deleting,
 * pasting the whole code (it fills every box) and the browser's one-time-code autofill all work.
 * Digits only; `onComplete` fires when the last box is filled.
 */
export function OtpInput({
  length = 6,
  className,
  containerClassName,
  onChange,
  onComplete,
  ...props
}: OtpInputProps) {
  // input-otp calls onComplete only when a code grows to full length; a full code replaced at once by another stays
  // full, so that case is caught here.
  const last = React.useRef(typeof props.value === 'string' ? props.value : '');
  React.useLayoutEffect(() => {
    if (typeof props.value === 'string') last.current = props.value;
  }, [props.value]);
  return (
    <OTPInput
      data-slot="otp-input-field"
      maxLength={length}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(value: string) => {
        const previous = last.current;
        last.current = value;
        onChange?.(value);
        if (previous.length === length && value.length === length && value !== previous) onComplete?.(value);
      }}
      onComplete={(value: string) => onComplete?.(value)}
      containerClassName={cn(
        'group/otp flex items-center gap-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        containerClassName,
      )}
      className={cn('disabled:cursor-not-allowed', className)}
      {...props}
    >
      <OtpSlots length={length} />
    </OTPInput>
  );
}

function OtpSlots({ length }: { length: number }) {
  const { slots } = React.useContext(OTPInputContext);
  return (
    <div data-slot="otp-input" className="flex items-center gap-2">
      {slots.slice(0, length).map((slot, index) => (
        <div
          // The boxes never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          data-slot="otp-input-box"
          data-state={slot.isActive ? 'active' : slot.char ? 'filled' : 'empty'}
          className={cn(
            'relative flex h-12 w-11 items-center justify-center rounded-md border border-input bg-background font-semibold text-foreground text-xl tabular-nums shadow-xs transition-colors',
            'group-has-[input[aria-invalid=true]]/otp:border-danger group-has-[:disabled]/otp:bg-muted',
            'data-[state=active]:border-primary data-[state=active]:focus-ring',
            'group-has-[input[aria-invalid=true]]/otp:data-[state=active]:outline-danger',
          )}
        >
          {slot.char ?? <span className="text-muted-foreground">{slot.placeholderChar}</span>}
          {slot.hasFakeCaret ? (
            <span
              data-slot="otp-input-caret"
              aria-hidden="true"
              className="pointer-events-none absolute h-6 w-px bg-foreground"
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}

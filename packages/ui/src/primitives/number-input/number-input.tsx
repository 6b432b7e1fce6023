import { Minus, Plus } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link NumberInput}. */
export type NumberInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> & {
  /** The value (controlled); `null` when empty. */
  value?: number | null;
  /** The starting value (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the new number (or `null` when cleared) on typing, stepping and keyboard use. */
  onValueChange?: (value: number | null) => void;
  /** Lowest allowed value; typed values are clamped to it on blur. */
  min?: number;
  /** Highest allowed value; typed values are clamped to it on blur. */
  max?: number;
  /** Amount added by a stepper button or ArrowUp / ArrowDown (PageUp / PageDown step ten times). */
  step?: number;
  /** Shows thousands separators (`12,500`) when the control is not being edited. */
  formatThousands?: boolean;
  /** Accessible name of the increase button. */
  incrementLabel?: string;
  /** Accessible name of the decrease button. */
  decrementLabel?: string;
};

// Made on first use: a page's first use of Intl loads its locale data (costly on a phone's first render).
let formatter: Intl.NumberFormat | undefined;

function parse(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '' || cleaned === '-') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

function format(value: number | null, formatThousands: boolean): string {
  if (value === null) return '';
  if (!formatThousands) return String(value);
  formatter ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  return formatter.format(value);
}

/** Rounds away floating point noise so 0.1 + 0.2 steps to 0.3. */
function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(value.toFixed(decimals));
}

/**
 * A number control (ARIA spinbutton) with − / + stepper buttons. ArrowUp / ArrowDown step by `step`,
 * PageUp / PageDown by ten steps, Home / End jump to `min` / `max`. The stepper buttons are left out
 * of the tab order because the keyboard already steps from the text box.
 */
export function NumberInput({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  formatThousands = false,
  incrementLabel = 'Increase',
  decrementLabel = 'Decrease',
  disabled,
  readOnly,
  className,
  onBlur,
  onFocus,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const controlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = React.useState<number | null>(defaultValue);
  const current = controlled ? value : uncontrolledValue;
  const [draft, setDraft] = React.useState<string | null>(null);

  const clamp = (next: number) =>
    Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, next));

  const commit = (next: number | null) => {
    if (!controlled) setUncontrolledValue(next);
    if (next !== current) onValueChange?.(next);
  };

  const stepBy = (amount: number) => {
    const base = current ?? (amount > 0 ? (min ?? 0) - step : (max ?? 0) + step);
    const next = clamp(roundToStep(base + amount, step));
    setDraft(null);
    commit(next);
  };

  const atMin = min !== undefined && current !== null && current <= min;
  const atMax = max !== undefined && current !== null && current >= max;
  const inactive = disabled || readOnly;

  return (
    <div
      data-slot="number-input"
      data-disabled={disabled || undefined}
      className={cn(
        'flex h-10 w-full min-w-0 items-stretch rounded-md border border-input bg-background text-foreground shadow-xs',
        'transition-colors has-[input:focus-visible]:border-primary has-[input:focus-visible]:focus-ring',
        'has-[input[aria-invalid=true]]:border-danger has-[input[aria-invalid=true]:focus-visible]:outline-danger',
        'data-disabled:cursor-not-allowed data-disabled:bg-muted data-disabled:opacity-60',
        className,
      )}
    >
      <button
        type="button"
        data-slot="number-input-decrement"
        aria-label={decrementLabel}
        tabIndex={-1}
        // Keeps the focus (and the keyboard) in the text box while the pointer steps.
        onMouseDown={(event) => event.preventDefault()}
        disabled={inactive || atMin}
        onClick={() => stepBy(-step)}
        className="flex w-10 shrink-0 cursor-pointer items-center justify-center rounded-s-md border-input border-e text-muted-foreground hover:bg-accent hover:text-foreground disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        data-slot="number-input-field"
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        aria-valuenow={current ?? undefined}
        aria-valuetext={current === null ? undefined : format(current, formatThousands)}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        readOnly={readOnly}
        value={draft ?? format(current, formatThousands)}
        onFocus={(event) => {
          setDraft(format(current, false));
          onFocus?.(event);
        }}
        onChange={(event) => {
          const text = event.target.value;
          if (!/^-?[\d,\s]*\.?\d*$/.test(text)) return;
          setDraft(text);
          commit(parse(text));
        }}
        onBlur={(event) => {
          const parsed = parse(event.target.value);
          setDraft(null);
          commit(parsed === null ? null : clamp(parsed));
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented || inactive) return;
          const keySteps: Record<string, number> = {
            ArrowUp: step,
            ArrowDown: -step,
            PageUp: step * 10,
            PageDown: -step * 10,
          };
          const amount = keySteps[event.key];
          if (amount !== undefined) {
            event.preventDefault();
            stepBy(amount);
            setDraft(null);
          } else if (event.key === 'Home' && min !== undefined) {
            event.preventDefault();
            commit(min);
            setDraft(null);
          } else if (event.key === 'End' && max !== undefined) {
            event.preventDefault();
            commit(max);
            setDraft(null);
          }
        }}
        className="min-w-0 flex-1 bg-transparent px-3 text-center text-base tabular-nums outline-none placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed sm:text-sm"
        {...props}
      />
      <button
        type="button"
        data-slot="number-input-increment"
        aria-label={incrementLabel}
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
        disabled={inactive || atMax}
        onClick={() => stepBy(step)}
        className="flex w-10 shrink-0 cursor-pointer items-center justify-center rounded-e-md border-input border-s text-muted-foreground hover:bg-accent hover:text-foreground disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

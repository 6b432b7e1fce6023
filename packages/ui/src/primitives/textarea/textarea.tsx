import * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link Textarea}: every attribute of a native `<textarea>`, plus growth and a counter. */
export type TextareaProps = React.ComponentProps<'textarea'> & {
  /** Grows with its content (CSS `field-sizing: content`) up to `max-h-80`, instead of a fixed height. */
  autoGrow?: boolean;
  /** Shows "used / maxLength" characters under the control (or only the count without `maxLength`). */
  showCount?: boolean;
};

/**
 * A multi-line text control. Mark it invalid with `aria-invalid` (a `Field` does this for you). With
 * `showCount` the character count is shown below it and read as part of its description.
 */
export function Textarea({
  className,
  autoGrow = false,
  showCount = false,
  maxLength,
  value,
  defaultValue,
  onChange,
  id,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const generatedId = React.useId();
  const countId = `${id ?? generatedId}-count`;
  const [uncontrolledLength, setUncontrolledLength] = React.useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;

  const textarea = (
    <textarea
      data-slot="textarea"
      data-auto-grow={autoGrow || undefined}
      id={id}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      aria-describedby={[ariaDescribedBy, showCount && countId].filter(Boolean).join(' ') || undefined}
      onChange={(event) => {
        setUncontrolledLength(event.target.value.length);
        onChange?.(event);
      }}
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs sm:text-sm',
        'transition-colors placeholder:text-muted-foreground',
        'focus-visible:border-primary focus-visible:focus-ring',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
        autoGrow ? 'field-sizing-content max-h-80 resize-none' : 'resize-y',
        className,
      )}
      {...props}
    />
  );

  if (!showCount) return textarea;

  const overLimit = maxLength !== undefined && length >= maxLength;
  return (
    <div data-slot="textarea-wrapper" className="grid w-full gap-1">
      {textarea}
      <p
        data-slot="textarea-count"
        id={countId}
        data-state={overLimit ? 'limit' : 'within'}
        className={cn(
          'justify-self-end text-muted-foreground text-xs tabular-nums',
          overLimit && 'text-danger',
        )}
      >
        {maxLength !== undefined
          ? `${length.toLocaleString('en-US')} / ${maxLength.toLocaleString('en-US')} characters`
          : `${length.toLocaleString('en-US')} characters`}
      </p>
    </div>
  );
}

import * as LabelPrimitive from '@radix-ui/react-label';
import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { cn } from '../../lib/cn';

type FieldContextValue = {
  controlId: string;
  descriptionId: string;
  errorId: string;
  hasDescription: boolean;
  hasError: boolean;
  required: boolean;
  disabled: boolean;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`<${part}> must be used inside <Field>.`);
  return context;
}

/** Props of {@link Field}. */
export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Visible label of the control. */
  label: React.ReactNode;
  /** Help text under the label, read after the label by screen readers. */
  description?: React.ReactNode;
  /** Error message. When present the control gets `aria-invalid` and the message is announced. */
  error?: React.ReactNode;
  /** Marks the control required (`aria-required`) and shows a required marker after the label. */
  required?: boolean;
  /** Dims the label together with a disabled control. */
  disabled?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** The one control of the field (an `Input`, a `<select>`, …); it receives id and ARIA wiring. */
  children: React.ReactElement;
};

/**
 * A labelled form field: label, optional description, the control and its error message, wired with
 * `htmlFor`, `aria-describedby`, `aria-invalid` and `aria-required`.
 */
export function Field({
  label,
  description,
  error,
  required = false,
  disabled = false,
  id,
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `${generatedId}-control`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasDescription = description !== undefined && description !== null && description !== false;
  const context: FieldContextValue = {
    controlId,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
    hasDescription,
    hasError,
    required,
    disabled,
  };

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
        className={cn('grid gap-1.5', className)}
        {...props}
      >
        <FieldLabel>{label}</FieldLabel>
        {hasDescription ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldControl>{children}</FieldControl>
        <FieldError>{hasError ? error : null}</FieldError>
      </div>
    </FieldContext.Provider>
  );
}

/** The label of the surrounding `Field` (Radix Label), bound to its control. */
export function FieldLabel({
  className,
  children,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const field = useFieldContext('FieldLabel');
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      htmlFor={field.controlId}
      className={cn(
        'font-medium text-foreground text-sm leading-5',
        field.disabled && 'cursor-not-allowed opacity-60',
        className,
      )}
      {...props}
    >
      {children}
      {field.required ? (
        <span data-slot="field-required" aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}

/** Help text of the surrounding `Field`; the control points at it with `aria-describedby`. */
export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext('FieldDescription');
  return (
    <p
      data-slot="field-description"
      id={field.descriptionId}
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

/**
 * Passes id, `aria-describedby`, `aria-invalid` and `aria-required` to its single child, merging
 * them with the child's own props (Radix Slot). It renders no element of its own: the control keeps
 * its own `data-slot` (`input`, …).
 */
export function FieldControl(props: React.ComponentProps<typeof Slot>) {
  const field = useFieldContext('FieldControl');
  const describedBy =
    [field.hasDescription && field.descriptionId, field.hasError && field.errorId]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Slot
      id={field.controlId}
      aria-describedby={describedBy}
      aria-invalid={field.hasError || undefined}
      aria-required={field.required || undefined}
      {...props}
    />
  );
}

/**
 * The error message of the surrounding `Field`. The live region is always rendered (empty when there
 * is no error) so assistive technology announces a message the moment it appears.
 */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext('FieldError');
  const empty = children === undefined || children === null || children === false || children === '';
  return (
    <p
      data-slot="field-error"
      id={field.errorId}
      role="alert"
      aria-live="assertive"
      data-state={empty ? 'hidden' : 'visible'}
      className={cn('font-medium text-danger text-sm empty:hidden', className)}
      {...props}
    >
      {children}
    </p>
  );
}

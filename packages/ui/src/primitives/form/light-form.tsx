import * as React from 'react';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { onFirstInput } from '../../lib/first-input';
import { Field, type FieldProps } from '../field/field';
import { controlIdOf, ErrorSummaryPanel, validationUnavailableMessage } from './form-parts';

/*
 * The light form: the form primitives (`Form`, `FormField`, `FormErrorSummary`, `useZodForm`) for a form of a few
 * flat fields, without react-hook-form. The signed-out screens use it, where every kilobyte delays the first paint
 * (the budget in docs/perf.md). It behaves as the form of `form.tsx`, which the larger forms keep: the domain's zod
 * rules (loaded at the user's first input) checked on submit and, after a failed one, as each field changes; the
 * schema's messages in each field and in the summary, which takes focus; the typed values kept whatever happens; the
 * parsed values (trimmed, lower-cased) given to `onSubmit`. It has the same names and props, so a form moves from
 * one to the other by its imports.
 */

/** A flat form's values: one value per field name. */
type Values = Record<string, unknown>;

/** An error of a field (`root`: of the whole form). */
export type LightFieldError = { type: string; message: string };

type Errors = Partial<Record<string, LightFieldError>>;

/** A zod schema (a `@medhire/domain` payload schema), or a loader that resolves to one. */
export type LightSchemaSource<Input extends Values, Output> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

/** When a field is checked again after a failed submit: as it changes (default), or at the next submit only. */
type RevalidateMode = 'onChange' | 'onSubmit';

/** Options of {@link useZodForm}. */
export type LightFormOptions<Input extends Values> = {
  defaultValues: Input;
  reValidateMode?: RevalidateMode;
};

/** What a field's control receives ({@link FormField}'s render prop). */
export type LightFieldProps<Value> = {
  name: string;
  value: Value;
  /** Takes the new value, or a change event (a checkbox's `checked`, another control's `value`). */
  onChange: (valueOrEvent: unknown) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
};

/**
 * The form's state and what changes it: its values, errors and submits. {@link useZodForm} makes one per form;
 * pass it to {@link Form} and, as `control`, to each {@link FormField}.
 */
export class LightFormControl<Input extends Values = Values, Output = unknown> {
  values: Input;
  errors: Errors = {};
  submitCount = 0;
  isSubmitting = false;
  /** Field names in the order their fields mounted (the order on the page). */
  readonly fieldOrder: string[] = [];
  private readonly elements = new Map<string, HTMLElement>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private checks = 0;

  constructor(
    private defaults: Input,
    readonly reValidateMode: RevalidateMode,
    /** Checks the values: the parsed values, or the errors. */
    readonly check: (values: Input) => Promise<{ data: Output } | { errors: Errors }>,
  ) {
    this.values = defaults;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = () => this.version;

  private changed() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** The form itself, as `control` (for `FormField`s: `control={form.control}`). */
  get control(): this {
    return this;
  }

  /** The state to render: a submit under way, how many ended, the errors. */
  get formState() {
    return { isSubmitting: this.isSubmitting, submitCount: this.submitCount, errors: this.errors };
  }

  private readonly handlers = new Map<string, Omit<LightFieldProps<unknown>, 'name' | 'value'>>();

  /** The props of the control of `name` (its handlers stay the same from one render to the next). */
  field<Name extends keyof Input & string>(name: Name): LightFieldProps<Input[Name]> {
    let handlers = this.handlers.get(name);
    if (!handlers) {
      handlers = {
        onChange: (valueOrEvent) => this.change(name, valueFrom(valueOrEvent) as Input[Name]),
        onBlur: () => {},
        ref: (element) => {
          if (element) this.elements.set(name, element);
          else this.elements.delete(name);
        },
      };
      this.handlers.set(name, handlers);
    }
    return { name, value: this.values[name], ...handlers };
  }

  private change<Name extends keyof Input & string>(name: Name, value: Input[Name]) {
    this.values = { ...this.values, [name]: value };
    this.changed();
    // After a failed submit, the field is checked again as it changes (its own message only).
    if (this.submitCount > 0 && this.reValidateMode === 'onChange') void this.recheck(name);
  }

  private async recheck(name: string) {
    const check = ++this.checks;
    const result = await this.check(this.values);
    // A later change's check, or a submit, has answered since.
    if (check !== this.checks || this.isSubmitting) return;
    const error = 'errors' in result ? result.errors[name] : undefined;
    if (error?.message === this.errors[name]?.message) return;
    this.errors = { ...this.errors, [name]: error };
    this.changed();
  }

  /**
   * Returns the submit handler: checks the values, then gives the parsed ones to `onValid`, or the errors to
   * `onInvalid`. `isSubmitting` holds meanwhile; the submit is counted once it ends.
   */
  handleSubmit(
    onValid: (values: Output) => unknown,
    onInvalid?: (errors: Errors) => unknown,
  ): (event?: React.BaseSyntheticEvent) => Promise<void> {
    return async (event) => {
      event?.preventDefault();
      this.checks += 1;
      this.isSubmitting = true;
      this.changed();
      try {
        const result = await this.check(this.values);
        if ('errors' in result) {
          this.errors = result.errors;
          await onInvalid?.(result.errors);
        } else {
          this.errors = {};
          this.changed();
          await onValid(result.data);
        }
      } finally {
        this.isSubmitting = false;
        this.submitCount += 1;
        this.changed();
      }
    };
  }

  /** Focuses the control of `name` (and selects its text with `shouldSelect`). */
  setFocus(name: keyof Input & string, options?: { shouldSelect?: boolean }) {
    const element = this.elements.get(name);
    element?.focus();
    if (options?.shouldSelect && element instanceof HTMLInputElement) element.select();
  }

  setValue<Name extends keyof Input & string>(name: Name, value: Input[Name]) {
    this.values = { ...this.values, [name]: value };
    this.changed();
  }

  /** Shows a message on a field (a server's answer, say) until it is cleared or the form checked again. */
  setError(name: keyof Input & string, error: LightFieldError) {
    this.errors = { ...this.errors, [name]: error };
    this.changed();
  }

  clearErrors(name?: keyof Input & string) {
    this.errors = name ? { ...this.errors, [name]: undefined } : {};
    this.changed();
  }

  getFieldState(name: keyof Input & string): { error?: LightFieldError; invalid: boolean } {
    const error = this.errors[name];
    return { error, invalid: error !== undefined };
  }

  getValues(): Input {
    return this.values;
  }

  /** Back to the first values (or new ones, which become the first), no errors, no submit counted. */
  reset(values?: Input) {
    if (values) this.defaults = values;
    this.values = this.defaults;
    this.errors = {};
    this.submitCount = 0;
    this.checks += 1;
    this.changed();
  }
}

/** A change event's value (a checkbox's `checked`), or the value itself. */
function valueFrom(valueOrEvent: unknown): unknown {
  if (typeof valueOrEvent === 'object' && valueOrEvent !== null && 'target' in valueOrEvent) {
    const target = (valueOrEvent as { target: unknown }).target;
    if (target instanceof HTMLInputElement) return target.type === 'checkbox' ? target.checked : target.value;
    if (target && typeof target === 'object' && 'value' in target)
      return (target as { value: unknown }).value;
  }
  return valueOrEvent;
}

/** Each field's first message, by its name (`features.kind`), as the form of react-hook-form shows them. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'root';
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/** What the parts of a form read of it, whatever its values. */
type FormStore = Pick<LightFormControl, 'subscribe' | 'snapshot' | 'errors' | 'submitCount' | 'fieldOrder'>;

/** Re-renders the component on every change of the form; returns the control. */
function useControl<Control extends FormStore>(control: Control): Control {
  React.useSyncExternalStore(control.subscribe, control.snapshot, control.snapshot);
  return control;
}

/**
 * A light form checked by a zod schema (a `@medhire/domain` payload schema, or a loader of one: pass
 * `() => import('./sign-in-form-schema').then((module) => module.signInFormSchema)` to keep it out of the page's
 * first load). Zod and the schema load at the user's first pointer, key or focus on the page; the first check
 * waits for them, and says so in the summary when they cannot load.
 */
export function useZodForm<Input extends Values, Output>(
  schema: LightSchemaSource<Input, Output>,
  options: LightFormOptions<Input>,
): LightFormControl<Input, Output> {
  const source = React.useRef(schema);
  React.useLayoutEffect(() => {
    source.current = schema;
  });
  const [{ control, preload }] = React.useState(() => {
    let loaded: Promise<z.ZodType<Output, Input>> | null = null;
    const preload = () => {
      const current = source.current;
      if (typeof current !== 'function') return Promise.resolve(current);
      loaded ??= current().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      return loaded;
    };
    const check = async (values: Input): Promise<{ data: Output } | { errors: Errors }> => {
      let rules: z.ZodType<Output, Input>;
      try {
        rules = await preload();
      } catch {
        // Nothing to check against: the submit stops and the summary says why, so it can be retried.
        return { errors: { root: { type: 'unavailable', message: validationUnavailableMessage } } };
      }
      const result = await rules.safeParseAsync(values);
      return result.success ? { data: result.data } : { errors: errorsOf(result.error.issues) };
    };
    return {
      control: new LightFormControl<Input, Output>(
        options.defaultValues,
        options.reValidateMode ?? 'onChange',
        check,
      ),
      preload,
    };
  });
  React.useEffect(
    () =>
      onFirstInput(() => {
        preload().catch(() => {});
      }),
    [preload],
  );
  return useControl(control);
}

type FormContextValue = { formId: string; control: FormStore };

const FormContext = React.createContext<FormContextValue | null>(null);

function useFormContext(part: string): FormContextValue {
  const context = React.useContext(FormContext);
  if (!context) throw new Error(`<${part}> must be used inside <Form>.`);
  return context;
}

/** Props of {@link Form}. */
export type FormProps<Input extends Values, Output> = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  /** The form from {@link useZodForm}. */
  form: LightFormControl<Input, Output>;
  /** Called with the parsed values once they pass the checks. */
  onSubmit: (values: Output) => unknown;
  /** Called with the errors when a submit fails the checks. */
  onInvalid?: (errors: Errors) => unknown;
};

/**
 * A `<form noValidate>`: the browser's own bubbles are off, the schema's messages show in each field and in the
 * {@link FormErrorSummary}.
 */
export function Form<Input extends Values, Output>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
  id,
  ...props
}: FormProps<Input, Output>) {
  const generatedId = React.useId();
  const formId = id ?? `${generatedId}form`;
  const context = React.useMemo(() => ({ formId, control: form }), [formId, form]);
  return (
    <FormContext.Provider value={context}>
      <form
        data-slot="form"
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        className={cn('grid items-start gap-5', className)}
        {...props}
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** Props of {@link FormField}: `name` is checked against the values of `control`. */
export type FormFieldProps<Input extends Values, Name extends keyof Input & string> = Omit<
  FieldProps,
  'children' | 'error' | 'id'
> & {
  /** The field's name in the form values. */
  name: Name;
  /** The form (`form.control`). */
  control: LightFormControl<Input, unknown>;
  /**
   * Renders the one control from the field's props (`value`, `onChange`, `onBlur`, `name`, `ref`). The `Field`
   * adds id, label, `aria-describedby` and `aria-invalid`.
   */
  children: (field: LightFieldProps<Input[Name]>) => React.ReactElement;
};

/** Registers a field in the page's order, for the summary. */
function useFieldOrder(control: FormStore, name: string) {
  React.useEffect(() => {
    const order = control.fieldOrder;
    if (!order.includes(name)) order.push(name);
    return () => {
      const index = order.indexOf(name);
      if (index !== -1) order.splice(index, 1);
    };
  }, [control, name]);
}

/** One field of a {@link Form}: the `Field` (label, description, error) bound to a named value. */
export function FormField<Input extends Values, Name extends keyof Input & string>({
  name,
  control,
  children,
  ...props
}: FormFieldProps<Input, Name>) {
  const { formId } = useFormContext('FormField');
  useControl(control);
  useFieldOrder(control, name);
  return (
    <Field
      data-slot="form-field"
      id={controlIdOf(formId, name)}
      error={control.errors[name]?.message}
      {...props}
    >
      {children(control.field(name))}
    </Field>
  );
}

/**
 * A field drawn without `FormField` (a checkbox beside its label): the id of its control (the one the error
 * summary links to), its props and its error.
 */
export function useFormField<Input extends Values, Name extends keyof Input & string>(
  control: LightFormControl<Input, unknown>,
  name: Name,
): { id: string; field: LightFieldProps<Input[Name]>; error: string | undefined } {
  const { formId } = useFormContext('useFormField');
  useControl(control);
  useFieldOrder(control, name);
  return { id: controlIdOf(formId, name), field: control.field(name), error: control.errors[name]?.message };
}

/** Props of {@link FormErrorSummary}. */
export type FormErrorSummaryProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** The summary's heading. */
  title?: React.ReactNode;
};

/**
 * The list of what to fix, shown after a failed submit. It takes focus (so screen readers read it at once); each
 * message links to its field, and following the link focuses that field. It updates as errors are fixed and
 * disappears when none remain.
 */
export function FormErrorSummary({ title = 'Fix these to continue', ...props }: FormErrorSummaryProps) {
  const { formId, control } = useFormContext('FormErrorSummary');
  useControl(control);
  const summaryRef = React.useRef<HTMLElement>(null);
  const { submitCount, fieldOrder } = control;
  const rank = (name: string) => {
    const index = fieldOrder.indexOf(name);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const list = Object.entries(control.errors)
    .flatMap(([name, error]) => (error?.message ? [{ name, message: error.message }] : []))
    .sort((first, second) => rank(first.name) - rank(second.name));

  // Each failed submit moves focus to the summary.
  const focusAfterSubmit = React.useEffectEvent(() => {
    if (list.length > 0) summaryRef.current?.focus();
  });
  React.useEffect(() => {
    if (submitCount > 0) focusAfterSubmit();
  }, [submitCount]);

  if (submitCount === 0 || list.length === 0) return null;
  return <ErrorSummaryPanel ref={summaryRef} formId={formId} errors={list} title={title} {...props} />;
}

import * as React from 'react';
import {
  type Control,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type Resolver,
  type ResolverResult,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../../lib/cn';
import { onFirstInput } from '../../lib/first-input';
import { Field, type FieldProps } from '../field/field';
import {
  controlIdOf,
  ErrorSummaryPanel,
  type SummaryError,
  validationUnavailableMessage,
} from './form-parts';

export { validationUnavailableMessage };

type FormContextValue = {
  /** Prefix of every control id, so the error summary can link to a field by its name. */
  formId: string;
  /** Field names in the order their `FormField`s mounted (the order on the page). */
  fieldOrder: React.RefObject<string[]>;
};

const FormIdContext = React.createContext<FormContextValue | null>(null);

function useFormIdContext(part: string): FormContextValue {
  const context = React.useContext(FormIdContext);
  if (!context) throw new Error(`<${part}> must be used inside <Form>.`);
  return context;
}

/** A zod schema (a `@medhire/domain` payload schema), or a loader that resolves to one. */
export type ZodSchemaSource<Input extends FieldValues, Output extends FieldValues> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

type ZodResolverModule = typeof import('@hookform/resolvers/zod');

let zodResolverModule: Promise<ZodResolverModule> | null = null;

/** Loads `@hookform/resolvers/zod` (and zod with it) once for every form; a failed load is retried. */
function loadZodResolver(): Promise<ZodResolverModule> {
  zodResolverModule ??= import('@hookform/resolvers/zod').catch((error: unknown) => {
    zodResolverModule = null;
    throw error;
  });
  return zodResolverModule;
}

/**
 * A resolver that waits for zod and the schema before validating. A schema is used as it is; a loader
 * is called once and its schema kept (called again only after a failed load).
 */
function createLazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  source: React.RefObject<ZodSchemaSource<Input, Output>>,
) {
  let loaded: Promise<z.ZodType<Output, Input>> | null = null;
  const loadSchema = (): Promise<z.ZodType<Output, Input>> => {
    const current = source.current;
    if (typeof current !== 'function') return Promise.resolve(current);
    loaded ??= current().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  const preload = () => Promise.all([loadZodResolver(), loadSchema()]);
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let ready: [ZodResolverModule, z.ZodType<Output, Input>];
    try {
      ready = await preload();
    } catch {
      // Nothing to check against: the submit stops and the summary says why, so it can be retried.
      return {
        values: {},
        errors: { root: { type: 'unavailable', message: validationUnavailableMessage } },
      } as ResolverResult<Input, Output>;
    }
    const [{ zodResolver }, schema] = ready;
    return zodResolver(schema)(values, context, options);
  };
  return { resolver, preload };
}

/**
 * A react-hook-form form validated by a zod schema (a `@medhire/domain` payload schema): the same
 * rules and messages as the server. Focus goes to the {@link FormErrorSummary} after a failed submit,
 * so `shouldFocusError` is off unless you turn it on.
 *
 * Zod and its resolver load on demand, so a page with a form paints without them. Pass the schema, or
 * a loader (`() => import('./sign-in-form-schema').then((module) => module.signInFormSchema)`) to keep
 * the schema out of the page's first load too. Loading starts at the user's first pointer, key or focus
 * on the page; the first validation (a submit, or a field checked again after one) waits for it.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: ZodSchemaSource<Input, Output>,
  options?: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
): UseFormReturn<Input, unknown, Output> {
  const source = React.useRef(schema);
  React.useLayoutEffect(() => {
    source.current = schema;
  });
  const [lazy] = React.useState(() => createLazyZodResolver(source));
  React.useEffect(() => {
    // Loading starts when the user first reaches for the page (a pointer, a key, a focus), so a visit that only
    // reads fetches nothing for it; it is ready well before the first submit, which waits for it anyway. A
    // failure here is reported by the resolver on that submit.
    return onFirstInput(() => {
      lazy.preload().catch(() => {});
    });
  }, [lazy]);
  return useForm<Input, unknown, Output>({
    shouldFocusError: false,
    ...options,
    resolver: lazy.resolver,
  });
}

/** Props of {@link Form}. */
export type FormProps<Input extends FieldValues, Output extends FieldValues> = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  /** The form from {@link useZodForm} (or `useForm`). */
  form: UseFormReturn<Input, unknown, Output>;
  /** Called with the parsed values once they pass validation. */
  onSubmit: SubmitHandler<Output>;
  /** Called with the errors when a submit fails validation. */
  onInvalid?: SubmitErrorHandler<Input>;
};

/**
 * A `<form noValidate>` inside react-hook-form's `FormProvider`: the browser's own bubbles are off,
 * the schema's messages show in each field and in the {@link FormErrorSummary}.
 */
export function Form<Input extends FieldValues, Output extends FieldValues>({
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
  const fieldOrder = React.useRef<string[]>([]);
  const context = React.useMemo(() => ({ formId, fieldOrder }), [formId]);
  return (
    <FormProvider {...form}>
      <FormIdContext.Provider value={context}>
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
      </FormIdContext.Provider>
    </FormProvider>
  );
}

/**
 * Props of {@link FormField}. `Values` comes from `control` (or from explicit type arguments,
 * `FormField<JobFormValues, 'title'>`); it has no other default, so a `name` that is not a path of the
 * form's values does not compile.
 */
export type FormFieldProps<
  Values extends FieldValues = never,
  Name extends FieldPath<Values> = FieldPath<Values>,
> = Omit<FieldProps, 'children' | 'error' | 'id'> & {
  /** The field's path in the form values (`"email"`, `"features.practiceType"`), checked against them. */
  name: Name;
  /**
   * The form's control (`form.control`, or `useFormContext<Values>().control` in a part of the form).
   * It types `name` and the field's value; at run time the surrounding `Form` is used when absent.
   */
  control?: Control<Values, unknown, FieldValues>;
  /**
   * Renders the one control from react-hook-form's field props (`value`, `onChange`, `onBlur`,
   * `name`, `ref`). The `Field` adds id, label, `aria-describedby` and `aria-invalid`.
   */
  children: (field: ControllerRenderProps<Values, Name>) => React.ReactElement;
};

/**
 * One field of a {@link Form}: the existing `Field` (label, description, error) bound to a named value
 * of react-hook-form. The error is the schema's message for that value.
 */
export function FormField<
  Values extends FieldValues = never,
  Name extends FieldPath<Values> = FieldPath<Values>,
>({ name, control, children, ...props }: FormFieldProps<Values, Name>) {
  const { formId, fieldOrder } = useFormIdContext('FormField');
  const { field, fieldState } = useController<Values, Name>({ name, control: control as Control<Values> });

  React.useEffect(() => {
    const order = fieldOrder.current;
    if (!order.includes(name)) order.push(name);
    return () => {
      fieldOrder.current = fieldOrder.current.filter((item) => item !== name);
    };
  }, [name, fieldOrder]);

  return (
    <Field data-slot="form-field" id={controlIdOf(formId, name)} error={fieldState.error?.message} {...props}>
      {children(field)}
    </Field>
  );
}

/**
 * The id of a field's control, as {@link FormField} sets it and the error summary links to, for a
 * field drawn without `FormField` (a checkbox beside its label, an upload area). Pass the form's values
 * type: `useFormControlId<RegisterFormValues>('acceptTerms')`, so the name is checked against them.
 */
export function useFormControlId<Values extends FieldValues = never>(name: FieldPath<Values>): string {
  const { formId } = useFormIdContext('useFormControlId');
  return controlIdOf(formId, name);
}

/** Flattens nested errors (`features.practiceType`) into name / message pairs. */
function flattenErrors(errors: FieldErrors, prefix = ''): SummaryError[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return [{ name, message }];
    return flattenErrors(error as FieldErrors, name);
  });
}

/** Props of {@link FormErrorSummary}. */
export type FormErrorSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The summary's heading. */
  title?: React.ReactNode;
};

/**
 * The list of what to fix, shown after a failed submit. It takes focus (so screen readers read it at
 * once); each message links to its field, and following the link focuses that field. It updates as
 * errors are fixed and disappears when none remain.
 */
export function FormErrorSummary({
  title = 'Fix these to continue',
  className,
  ...props
}: FormErrorSummaryProps) {
  const { formId, fieldOrder } = useFormIdContext('FormErrorSummary');
  const { control } = useFormContext();
  const { errors, submitCount } = useFormState({ control });
  const summaryRef = React.useRef<HTMLElement>(null);

  const order = fieldOrder.current;
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const list = flattenErrors(errors).sort((first, second) => rank(first.name) - rank(second.name));
  const visible = submitCount > 0 && list.length > 0;

  // Each failed submit moves focus to the summary.
  const focusAfterSubmit = React.useEffectEvent(() => {
    if (list.length > 0) summaryRef.current?.focus();
  });
  React.useEffect(() => {
    if (submitCount > 0) focusAfterSubmit();
  }, [submitCount]);

  if (!visible) return null;

  return (
    <ErrorSummaryPanel
      ref={summaryRef}
      formId={formId}
      errors={list}
      title={title}
      className={className}
      {...props}
    />
  );
}

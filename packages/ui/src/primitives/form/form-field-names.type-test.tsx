/*
 * Type-level checks of the field names, run by `tsc -p packages/ui/tsconfig.json` (the typecheck): each
 * `@ts-expect-error` below must stay an error, so a name that is not a path of the form's values never
 * compiles again. Nothing imports this file and it renders nothing.
 */
import { z } from 'zod';
import { Form, FormField, useFormControlId, useZodForm } from './form';

const schema = z.object({ email: z.string(), address: z.object({ city: z.string() }) });
type Values = z.input<typeof schema>;

export function FieldNamesAreChecked() {
  const form = useZodForm(schema, { defaultValues: { email: '', address: { city: '' } } });
  return (
    <Form form={form} onSubmit={() => {}}>
      <FormField control={form.control} name="email" label="Email">
        {(field) => <input {...field} />}
      </FormField>
      <FormField control={form.control} name="address.city" label="City">
        {(field) => <input {...field} />}
      </FormField>
      <FormField
        control={form.control}
        // @ts-expect-error "emial" is not a path of the values.
        name="emial"
        label="Email"
      >
        {() => <input />}
      </FormField>
      <FormField
        // @ts-expect-error without the form's control (or explicit types) no name is accepted.
        name="email"
        label="Email"
      >
        {() => <input />}
      </FormField>
    </Form>
  );
}

export function ControlIdsAreChecked() {
  useFormControlId<Values>('address.city');
  // @ts-expect-error "adress" is not a path of the values.
  useFormControlId<Values>('adress');
  return null;
}

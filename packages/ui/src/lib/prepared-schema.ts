import { z } from 'zod';

/**
 * A form's schema whose values are prepared before the checks (blank values dropped, a form's shape turned into
 * the payload's): its input is the form's `Values`, its output the checked payload. Typed end to end, where
 * `z.preprocess` would leave the input `unknown` and need a cast.
 */
export function preparedSchema<Values, Schema extends z.ZodType>(
  prepare: (values: Values) => unknown,
  schema: Schema,
) {
  return z.custom<Values>().transform(prepare).pipe(schema);
}

import type { z } from 'zod';
import { describeIssue } from './describe-issue';

/**
 * Every field's first error, keyed by its dotted path ("title", "salaryRange", "locations.0.city"),
 * for showing each message under its field. An issue about the whole payload is keyed "" (empty).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    // The first issue of a field is the one to fix first; Object.hasOwn keeps "__proto__"-like keys inert.
    if (!Object.hasOwn(errors, key)) {
      Object.defineProperty(errors, key, { value: describeIssue(issue), enumerable: true, writable: true });
    }
  }
  return errors;
}

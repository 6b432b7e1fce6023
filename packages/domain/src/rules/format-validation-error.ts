import type { z } from 'zod';
import { describeIssue } from './describe-issue';

/**
 * One sentence for a failed validation, from its first issue ("Enter the job title"), for a 400
 * response's `error.message` or a toast. Later issues are left to `fieldErrors`.
 */
export function formatValidationError(error: z.ZodError): string {
  const [firstIssue] = error.issues;
  return firstIssue === undefined ? 'The form is not valid' : describeIssue(firstIssue);
}

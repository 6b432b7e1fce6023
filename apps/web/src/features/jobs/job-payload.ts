import type { JobPayload } from '@medhire/domain';

/**
 * The contract sends salaryRange and signOnBonus as JSON text (the server parses them): the form's
 * `{ min, max }` ranges are turned into text here, everything else goes as the form produced it.
 */
export function toJobRequest(payload: JobPayload): JobPayload {
  const request: Record<string, unknown> = { ...payload };
  for (const key of ['salaryRange', 'signOnBonus'] as const) {
    const range = payload[key];
    if (range && typeof range === 'object') request[key] = JSON.stringify(range);
  }
  return request as JobPayload;
}

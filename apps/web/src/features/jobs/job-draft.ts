import type { JobFormValues } from '@medhire/ui/job-form';

/** The unfinished job post of this employer on this device: it survives a reload and a closed tab. */
const keyOf = (employerId: string) => `medhire:employer:job-draft:v1:${employerId}`;

export function readJobDraft(employerId: string): JobFormValues | undefined {
  try {
    const raw = window.localStorage.getItem(keyOf(employerId));
    return raw ? (JSON.parse(raw) as JobFormValues) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJobDraft(employerId: string, values: JobFormValues | null): void {
  if (values) window.localStorage.setItem(keyOf(employerId), JSON.stringify(values));
  else window.localStorage.removeItem(keyOf(employerId));
}

import { hasJobFormContent, type JobFormValues } from '@medhire/ui/job-form';

/** The unfinished job post of this employer on this device: it survives a reload and a closed tab. */
const keyOf = (employerId: string) => `medhire:employer:job-draft:v1:${employerId}`;

/** The draft kept on this device, if it holds anything typed or chosen; an empty one is no draft. */
export function readJobDraft(employerId: string): JobFormValues | undefined {
  try {
    const raw = window.localStorage.getItem(keyOf(employerId));
    const draft = raw ? (JSON.parse(raw) as JobFormValues) : undefined;
    return hasJobFormContent(draft) ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the form's values as the draft; values emptied again (or `null`) remove it. */
export function writeJobDraft(employerId: string, values: JobFormValues | null): void {
  if (values && hasJobFormContent(values))
    window.localStorage.setItem(keyOf(employerId), JSON.stringify(values));
  else window.localStorage.removeItem(keyOf(employerId));
}

import type { ApplicantFiltersValue } from '@medhire/ui/applicant-filters';

const textKeys = ['queryText', 'specialty', 'subSpecialty', 'state', 'boardStatus'] as const;
const numberKeys = ['minExperience', 'yearAvailable'] as const;

/** The explore filters as the address holds them, so a search can be reloaded, shared and gone back to. */
export function filtersFromParams(params: URLSearchParams): ApplicantFiltersValue {
  const value: ApplicantFiltersValue = {};
  for (const key of textKeys) {
    const text = params.get(key);
    if (text) value[key] = text;
  }
  for (const key of numberKeys) {
    const number = Number(params.get(key));
    if (Number.isInteger(number) && number > 0) value[key] = number;
  }
  return value;
}

/** The filters, the job the scores are for, and the page, back into the address. */
export function paramsFromFilters(
  value: ApplicantFiltersValue,
  jobId: string,
  page: number,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(value)) {
    if (entry !== undefined && entry !== '') params.set(key, String(entry));
  }
  if (jobId) params.set('jobId', jobId);
  if (page > 1) params.set('page', String(page));
  return params;
}

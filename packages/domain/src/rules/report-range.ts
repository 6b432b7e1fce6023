/** The longest range a report covers: two years (a leap day included). */
export const REPORT_RANGE_MAX_DAYS = 731;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `YYYY-MM-DD` (UTC), or null when it is no real day ("2026-02-30", "March"). */
export function parseReportDay(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const day = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

/** How a day that is no day reads, for the start (`from`) or the end (`to`) of a range. */
export function reportDayProblem(which: 'from' | 'to'): string {
  return `The ${which === 'from' ? 'start' : 'end'} date must be a date like 2026-01-31`;
}

/**
 * Why a range of days (both included) cannot be reported on, in words; null when it can: both must be days, the
 * end on or after the start, and the range at most {@link REPORT_RANGE_MAX_DAYS} days long. The server's query
 * schema and the Reports screen say the same.
 */
export function reportRangeProblem(from: string, to: string): string | null {
  const start = parseReportDay(from);
  if (!start) return reportDayProblem('from');
  const end = parseReportDay(to);
  if (!end) return reportDayProblem('to');
  if (end < start) return 'The end date must be on or after the start date';
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  return days > REPORT_RANGE_MAX_DAYS ? 'Choose a range of at most two years' : null;
}

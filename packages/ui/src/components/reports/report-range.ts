/** The ranges the Reports screen offers; `custom` takes the days typed. */
export const ReportRangePreset = {
  Last30Days: 'last-30-days',
  Last90Days: 'last-90-days',
  Last12Months: 'last-12-months',
  Custom: 'custom',
} as const;
/** One range preset. */
export type ReportRangePreset = (typeof ReportRangePreset)[keyof typeof ReportRangePreset];

/** How each preset reads in the chooser. */
export const reportRangePresetLabels: Record<ReportRangePreset, string> = {
  [ReportRangePreset.Last30Days]: 'Last 30 days',
  [ReportRangePreset.Last90Days]: 'Last 90 days',
  [ReportRangePreset.Last12Months]: 'Last 12 months',
  [ReportRangePreset.Custom]: 'Custom range',
};

/** A range of days, both included (YYYY-MM-DD, UTC). */
export interface ReportRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days a preset covers, ending `today` (UTC) included: the last 30 or 90 days, or the last 12 months (from
 * the day after the same date a year ago). Null for `custom`, whose days are typed.
 */
export function rangeOfPreset(preset: ReportRangePreset, today: Date): ReportRange | null {
  const to = dayOf(today);
  switch (preset) {
    case ReportRangePreset.Last30Days:
      return { from: dayOf(new Date(today.getTime() - 29 * DAY_MS)), to };
    case ReportRangePreset.Last90Days:
      return { from: dayOf(new Date(today.getTime() - 89 * DAY_MS)), to };
    case ReportRangePreset.Last12Months: {
      const yearAgo = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
      // 29 February a year on is 1 March: Date.UTC rolls it over.
      return { from: dayOf(new Date(yearAgo.getTime() + DAY_MS)), to };
    }
    case ReportRangePreset.Custom:
      return null;
    default:
      return preset satisfies never;
  }
}

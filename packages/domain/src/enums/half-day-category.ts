/** The categories of a job's half-days per week (a full week is 10 half-days). */
export const HalfDayCategory = {
  Outpatient: 'outpatient',
  Inpatient: 'inpatient',
  Procedural: 'procedural',
  Administrative: 'administrative',
  Other: 'other',
} as const;

/** One half-day category value. */
export type HalfDayCategory = (typeof HalfDayCategory)[keyof typeof HalfDayCategory];

/** Every half-day category, in the spec's order. */
export const halfDayCategories: readonly HalfDayCategory[] = Object.values(HalfDayCategory);

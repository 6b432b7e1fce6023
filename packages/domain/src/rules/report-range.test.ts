import { describe, expect, it } from 'vitest';
import { parseReportDay, reportRangeProblem } from './report-range';

describe('parseReportDay', () => {
  it.each([
    ['2026-01-31', '2026-01-31T00:00:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-1', null],
    ['March', null],
    ['', null],
    ['2026-01-31T00:00:00Z', null],
    [' 2026-01-31', null],
  ])('%s', (value, expected) => {
    expect(parseReportDay(value)?.toISOString() ?? null).toBe(expected);
  });
});

describe('reportRangeProblem', () => {
  it.each([
    ['2026-01-01', '2026-01-31', null],
    ['2026-01-31', '2026-01-31', null],
    ['2024-03-01', '2026-02-28', null],
    ['2024-02-28', '2026-03-01', 'Choose a range of at most two years'],
    ['2026-01-31', '2026-01-01', 'The end date must be on or after the start date'],
    ['2026-02-30', '2026-03-01', 'The start date must be a date like 2026-01-31'],
    ['2026-02-01', '', 'The end date must be a date like 2026-01-31'],
    ['', '', 'The start date must be a date like 2026-01-31'],
  ])('%s to %s', (from, to, expected) => {
    expect(reportRangeProblem(from, to)).toBe(expected);
  });
});

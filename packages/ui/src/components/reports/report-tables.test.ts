import { describe, expect, it } from 'vitest';
import { funnelManyJobs, funnelOneJob, stageTimes } from './report-fixtures';
import { funnelTable, reportFileName, stageTimesTable } from './report-tables';

describe('funnelTable', () => {
  it('has the job’s rows alone for a report of one job, never “All jobs”', () => {
    const { rows } = funnelTable(funnelOneJob);
    expect(rows.map((row) => row[0])).toEqual(Array(6).fill('Family Medicine Physician'));
    expect(rows[1]).toEqual(['Family Medicine Physician', 'Submitted', '8', '67%']);
  });

  it('has the overall funnel first, then each job’s, for several jobs', () => {
    const titles = [...new Set(funnelTable(funnelManyJobs).rows.map((row) => row[0]))];
    expect(titles[0]).toBe('All jobs');
    expect(titles).toHaveLength(funnelManyJobs.jobs.length + 1);
  });
});

describe('reportFileName', () => {
  const range = { from: '2026-09-01', to: '2026-11-29' };

  it('names the report and the range', () => {
    expect(reportFileName(stageTimesTable(stageTimes), range)).toBe(
      'medhire-time-in-each-step-2026-09-01-to-2026-11-29.csv',
    );
  });

  it('names the job of a one-job report', () => {
    expect(
      reportFileName(funnelTable(funnelOneJob), range, 'Hospitalist (Nocturnist), Médecin Level II'),
    ).toBe('medhire-funnel-hospitalist-nocturnist-medecin-level-ii-2026-09-01-to-2026-11-29.csv');
  });
});

import type {
  FunnelReport,
  FunnelRow,
  ReplyTimesReport,
  SourcesReport,
  StageTimesReport,
  TimeToFillReport,
} from '@medhire/domain';

/** Reports for the stories: a quarter of a practice's hiring, one job's, many jobs', and an empty range. */

const range = { from: '2026-09-01', to: '2026-11-29' };

function funnelRow(jobId: string | null, title: string, reached: number[], rejected: number): FunnelRow {
  const statuses = ['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired'] as const;
  return {
    jobId,
    title,
    steps: statuses.map((status, index) => {
      const previous = index === 0 ? null : (reached[index - 1] ?? 0);
      return {
        status,
        reached: reached[index] ?? 0,
        conversion: previous ? (reached[index] ?? 0) / previous : null,
      };
    }),
    rejected,
  };
}

export const funnelOneJob: FunnelReport = {
  range,
  overall: funnelRow(null, 'All jobs', [12, 8, 5, 2, 1], 6),
  jobs: [funnelRow('job-1', 'Family Medicine Physician', [12, 8, 5, 2, 1], 6)],
};

const jobTitles = [
  'Family Medicine Physician',
  'Urgent Care Physician',
  'Hospitalist (Nocturnist), Level II Trauma Center',
  'Pediatrician',
  'Cardiologist',
  'Nurse Practitioner, Women’s Health',
  'CRNA',
  'Emergency Medicine Physician',
];

export const funnelManyJobs: FunnelReport = {
  range,
  overall: funnelRow(null, 'All jobs', [148, 96, 51, 17, 9], 62),
  jobs: jobTitles.map((title, index) =>
    funnelRow(
      `job-${index + 1}`,
      title,
      [30 - index * 3, 20 - index * 2, 11 - index, 4 - (index % 4), 2 - (index % 3 === 0 ? 0 : 1)],
      9 - index,
    ),
  ),
};

export const funnelEmpty: FunnelReport = {
  range,
  overall: funnelRow(null, 'All jobs', [0, 0, 0, 0, 0], 0),
  jobs: [],
};

export const stageTimes: StageTimesReport = {
  range,
  stages: [
    { status: 'Shortlisted', stays: 41, medianDays: 3.5, averageDays: 5.2 },
    { status: 'Submitted', stays: 27, medianDays: 6, averageDays: 7.9 },
    { status: 'Interview', stays: 14, medianDays: 9.5, averageDays: 11.3 },
    { status: 'Offer', stays: 4, medianDays: 4, averageDays: 4.8 },
  ],
};

export const stageTimesEmpty: StageTimesReport = {
  range,
  stages: stageTimes.stages.map((stage) => ({ ...stage, stays: 0, medianDays: null, averageDays: null })),
};

export const timeToFill: TimeToFillReport = {
  range,
  jobs: [
    {
      jobId: 'job-1',
      title: 'Family Medicine Physician',
      postedAt: '2026-07-02T14:00:00.000Z',
      filledAt: '2026-09-18T10:00:00.000Z',
      days: 77.8,
    },
    {
      jobId: 'job-2',
      title: 'Urgent Care Physician',
      postedAt: '2026-08-11T09:00:00.000Z',
      filledAt: '2026-10-02T16:00:00.000Z',
      days: 52.3,
    },
    {
      jobId: 'job-3',
      title: 'Hospitalist (Nocturnist), Level II Trauma Center',
      postedAt: '2026-09-20T09:00:00.000Z',
      filledAt: null,
      days: null,
    },
  ],
  medianDays: 65.1,
  averageDays: 65.1,
};

export const timeToFillEmpty: TimeToFillReport = { range, jobs: [], medianDays: null, averageDays: null };

export const sources: SourcesReport = {
  range,
  sources: [
    { origin: 'application', matches: 96, accepted: 96, interview: 31, hired: 5 },
    { origin: 'invite', matches: 74, accepted: 52, interview: 20, hired: 4 },
  ],
};

export const sourcesEmpty: SourcesReport = {
  range,
  sources: [
    { origin: 'application', matches: 0, accepted: 0, interview: 0, hired: 0 },
    { origin: 'invite', matches: 0, accepted: 0, interview: 0, hired: 0 },
  ],
};

export const replyTimes: ReplyTimesReport = {
  range,
  replies: { waits: 42, answered: 39, medianFirstReplyMinutes: 185, overdue: 6 },
};

export const replyTimesEmpty: ReplyTimesReport = {
  range,
  replies: { waits: 0, answered: 0, medianFirstReplyMinutes: null, overdue: 0 },
};

/** A story at a phone's width (390 px), to see that a report fits it: spread into the story. */
export const onPhone = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone, 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
} as const;

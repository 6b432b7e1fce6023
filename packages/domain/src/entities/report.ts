import { z } from 'zod';
import { PipelineStatus } from '../enums/pipeline-status';
import { parseReportDay, reportDayProblem, reportRangeProblem } from '../rules/report-range';
import { replyTimeStatsSchema } from './dashboard';
import { idText } from './fields';
import { matchOriginSchema } from './match';

function day(which: 'from' | 'to') {
  return z
    .string({ error: `Choose the ${which === 'from' ? 'start' : 'end'} date` })
    .trim()
    .refine((value) => parseReportDay(value) !== null, { error: reportDayProblem(which), abort: true });
}

/**
 * The query of every report: a range of days (`from` and `to` both included, UTC) of at most
 * {@link REPORT_RANGE_MAX_DAYS}, and optionally one job.
 */
export const reportQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    jobId: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      idText('Choose the job from the list').optional(),
    ),
  })
  .superRefine((query, context) => {
    const problem = reportRangeProblem(query.from, query.to);
    if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
/** The query of a report. */
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const reportRangeSchema = z.object({
  from: z.string().describe('The first day of the range (YYYY-MM-DD, UTC)'),
  to: z.string().describe('The last day of the range, included'),
});

/** The steps a funnel counts, in order; Rejected is counted beside them. */
export const funnelSteps = [
  PipelineStatus.Shortlisted,
  PipelineStatus.Submitted,
  PipelineStatus.Interview,
  PipelineStatus.Offer,
  PipelineStatus.Hired,
] as const;

/** One step of a funnel: how many reached it, and what share of the previous step did. */
export const funnelStepSchema = z.object({
  status: z.enum(PipelineStatus),
  reached: z.number().int().describe('Candidates who reached this step or a later one'),
  conversion: z
    .number()
    .nullable()
    .describe(
      'reached ÷ the previous step’s reached (0 to 1); null for the first step or when none reached it',
    ),
});
/** One step of a funnel. */
export type FunnelStep = z.infer<typeof funnelStepSchema>;

/** A funnel of one job, or of every job (`jobId` null). */
export const funnelRowSchema = z.object({
  jobId: z.string().nullable(),
  title: z.string().describe('The job’s title; “All jobs” for the overall row'),
  steps: z.array(funnelStepSchema),
  rejected: z.number().int().describe('Candidates of the cohort who were rejected at some step'),
});
/** A funnel. */
export type FunnelRow = z.infer<typeof funnelRowSchema>;

/**
 * `GET /employer/reports/funnel`: the candidates who entered a job's pipeline in the range (an application, or an
 * invite that was accepted), and how far each got, per job and overall.
 */
export const funnelReportSchema = z.object({
  range: reportRangeSchema,
  overall: funnelRowSchema,
  jobs: z.array(funnelRowSchema),
});
/** The funnel report. */
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** How long candidates stayed in one step. */
export const stageTimeSchema = z.object({
  status: z.enum(PipelineStatus),
  stays: z.number().int().describe('Stays in the step that ended (a move out of it) in the range'),
  medianDays: z.number().nullable(),
  averageDays: z.number().nullable(),
});
/** The time in one step. */
export type StageTime = z.infer<typeof stageTimeSchema>;

/** `GET /employer/reports/stage-times`: per step, the median and average days a candidate stayed in it. */
export const stageTimesReportSchema = z.object({
  range: reportRangeSchema,
  stages: z.array(stageTimeSchema),
});
/** The time-in-stage report. */
export type StageTimesReport = z.infer<typeof stageTimesReportSchema>;

/** One job's time to fill. */
export const timeToFillRowSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  /** ISO 8601. */
  postedAt: z.string(),
  /** ISO 8601: the first hire; null while nobody is hired. */
  filledAt: z.string().nullable(),
  days: z.number().nullable().describe('Days from posting to the first hire; null while unfilled'),
});
/** One job's time to fill. */
export type TimeToFillRow = z.infer<typeof timeToFillRowSchema>;

/**
 * `GET /employer/reports/time-to-fill`: the jobs whose first hire fell in the range, and the jobs posted by the
 * range's end that are still open with nobody hired.
 */
export const timeToFillReportSchema = z.object({
  range: reportRangeSchema,
  jobs: z.array(timeToFillRowSchema),
  medianDays: z.number().nullable().describe('Over the jobs filled in the range'),
  averageDays: z.number().nullable(),
});
/** The time-to-fill report. */
export type TimeToFillReport = z.infer<typeof timeToFillReportSchema>;

/** Matches of one origin and how far they got. */
export const sourceRowSchema = z.object({
  origin: matchOriginSchema,
  matches: z.number().int().describe('Applications received, or invites sent, in the range'),
  accepted: z.number().int().describe('Of them, in the pipeline (every application; the invites accepted)'),
  interview: z.number().int().describe('Of them, reached Interview or a later step'),
  hired: z.number().int(),
});
/** Matches of one origin. */
export type SourceRow = z.infer<typeof sourceRowSchema>;

/** `GET /employer/reports/sources`: applied versus invited. */
export const sourcesReportSchema = z.object({
  range: reportRangeSchema,
  sources: z.array(sourceRowSchema),
});
/** The applied-versus-invited report. */
export type SourcesReport = z.infer<typeof sourcesReportSchema>;

/**
 * `GET /employer/reports/reply-times`: the team's reply times to candidates whose waits started in the range (the
 * same statement as Home's, over the chosen days and jobs).
 */
export const replyTimesReportSchema = z.object({
  range: reportRangeSchema,
  replies: replyTimeStatsSchema,
});
/** The reply-times report. */
export type ReplyTimesReport = z.infer<typeof replyTimesReportSchema>;

import { z } from 'zod';
import { PipelineStatus } from '../enums/pipeline-status';
import { conversationListQuerySchema, conversationPageSchema } from './conversation';

/** The organization's target reply time when it has chosen none: a day. */
export const REPLY_TARGET_MINUTES_DEFAULT = 24 * 60;
/** The longest target reply time an organization may set: two weeks. */
export const REPLY_TARGET_MINUTES_MAX = 14 * 24 * 60;
/** The longest stale threshold of a pipeline step, in days. */
export const STALE_AFTER_DAYS_MAX = 365;

/** The pipeline steps that may have a stale threshold: Hired and Rejected are where candidates stay. */
export const staleThresholdSteps = [
  PipelineStatus.Shortlisted,
  PipelineStatus.Submitted,
  PipelineStatus.Interview,
  PipelineStatus.Offer,
] as const;
/** A pipeline step that may have a stale threshold. */
export type StaleThresholdStep = (typeof staleThresholdSteps)[number];

/** How many days in a step make a candidate stale, per step; null: that step never goes stale. */
export type StaleAfterDays = Record<StaleThresholdStep, number | null>;

/** The thresholds an organization starts with. */
export const STALE_AFTER_DAYS_DEFAULT: StaleAfterDays = {
  [PipelineStatus.Shortlisted]: 7,
  [PipelineStatus.Submitted]: 5,
  [PipelineStatus.Interview]: 7,
  [PipelineStatus.Offer]: 5,
};

const staleDays = (step: StaleThresholdStep) =>
  z
    .number({ error: `The days in ${step} must be a number` })
    .int(`The days in ${step} must be a whole number`)
    .min(1, `The days in ${step} must be at least 1 (or leave it empty for no limit)`)
    .max(STALE_AFTER_DAYS_MAX, `The days in ${step} can be at most ${STALE_AFTER_DAYS_MAX}`)
    .nullable();

/** The stale thresholds, every step named (null: no threshold). */
export const staleAfterDaysSchema = z.object({
  Shortlisted: staleDays(PipelineStatus.Shortlisted),
  Submitted: staleDays(PipelineStatus.Submitted),
  Interview: staleDays(PipelineStatus.Interview),
  Offer: staleDays(PipelineStatus.Offer),
}) satisfies z.ZodType<StaleAfterDays>;

/**
 * `GET /employer/settings/responsiveness`: the organization's target reply time (minutes; a conversation whose
 * candidate has waited longer is overdue) and its stale thresholds per pipeline step. `replyTargetMinimumMinutes`
 * is the shortest target this server accepts.
 */
export const responsivenessSettingsSchema = z.object({
  replyTargetMinutes: z.number(),
  replyTargetMinimumMinutes: z.number(),
  staleAfterDays: staleAfterDaysSchema,
});
/** The organization's responsiveness settings. */
export type ResponsivenessSettings = z.infer<typeof responsivenessSettingsSchema>;

/**
 * `PUT /employer/settings/responsiveness` (the owner's): the new target reply time in minutes (the server refuses
 * one below its minimum, `replyTargetMinimumMinutes`) and the stale thresholds.
 */
export const responsivenessSettingsPayloadSchema = z.object({
  replyTargetMinutes: z
    .number({ error: 'The target reply time must be a number' })
    .positive('The target reply time must be more than 0')
    .max(REPLY_TARGET_MINUTES_MAX, 'The target reply time can be at most two weeks'),
  staleAfterDays: staleAfterDaysSchema,
});
/** The responsiveness settings as sent. */
export type ResponsivenessSettingsPayload = z.infer<typeof responsivenessSettingsPayloadSchema>;

/** The answer of reading or saving the settings. */
export const responsivenessSettingsResultSchema = z.object({ settings: responsivenessSettingsSchema });
export type ResponsivenessSettingsResult = z.infer<typeof responsivenessSettingsResultSchema>;

/**
 * `GET /employer/conversation/needs-reply`: one page of the queue, narrowed as the inbox is (one job, a text in the
 * candidate's name or a message, only the jobs whose hiring team you are on).
 */
export const needsReplyQuerySchema = conversationListQuerySchema
  .pick({ queryText: true, jobId: true, mine: true })
  .extend({
    pageSize: z.coerce
      .number<number | string>({ error: 'The page size must be a number' })
      .int('The page size must be a whole number')
      .min(1, 'The page size must be at least 1')
      .max(100, 'The page size must be at most 100')
      .default(50),
    pageNumber: z.coerce
      .number<number | string>({ error: 'The page number must be a number' })
      .int('The page number must be a whole number')
      .min(1, 'The page number must be at least 1')
      .max(100_000, 'The page number must be at most 100000')
      .default(1),
  });
export type NeedsReplyQueryInput = z.input<typeof needsReplyQuerySchema>;

/**
 * The conversations waiting for the team's reply, the longest waiting first (`awaitingReplySince` ascending),
 * with how many of them are overdue (waiting longer than the target) and the target.
 */
export const needsReplyPageSchema = conversationPageSchema.extend({
  overdue: z.number().int().describe('How many of the whole queue wait longer than the target'),
  replyTargetMinutes: z.number(),
});
/** One page of the needs-reply queue. */
export type NeedsReplyPage = z.infer<typeof needsReplyPageSchema>;

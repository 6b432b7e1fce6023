import { z } from 'zod';
import { INVITE_NOTE_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../constants';
import { MatchRequestStatus } from '../enums/match-request-status';
import { PipelineStatus } from '../enums/pipeline-status';
import { RejectionReason } from '../enums/rejection-reason';
import { scoredCandidateSchema } from './applicant';

/**
 * `PATCH /employer/match/update-match-status/{id}`: move the candidate to a pipeline step, or cancel a
 * pending invite (`cancelled`, the only match-request status an employer sets). Whether the move is
 * allowed from the current step is `assertPipelineMove`'s job on the server.
 */
export const updateMatchStatusPayloadSchema = z
  .object({
    status: z.enum([...Object.values(PipelineStatus), MatchRequestStatus.Cancelled], {
      error:
        'Choose a pipeline step (Shortlisted, Submitted, Interview, Offer, Hired or Rejected) or cancel the invite',
    }),
    rejectionReason: z
      .enum(RejectionReason, { error: 'Choose why the candidate is not going forward from the list' })
      .optional()
      .describe(
        'Why the candidate is not going forward: required with `Rejected`, refused with any other status',
      ),
    message: z
      .string({ error: 'Write the message to the candidate as text' })
      .trim()
      .max(
        MESSAGE_MAX_LENGTH,
        `Keep the message to the candidate under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
      )
      .optional()
      .describe(
        'With `Rejected`, an optional message to the candidate, sent in the match’s conversation as the person ' +
          'rejecting; empty is no message',
      ),
    fromStatus: z
      .enum(PipelineStatus, { error: 'Name the step the candidate is moved from' })
      .optional()
      .describe(
        'The step the candidate is in as the caller saw it: when someone moved them since, the move is refused ' +
          '(409) instead of applied from where they are now (a bulk move and its undo send it)',
      ),
  })
  .superRefine((payload, context) => {
    if (payload.status === PipelineStatus.Rejected && payload.rejectionReason === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: 'Choose why the candidate is not going forward',
      });
    }
    if (payload.status !== PipelineStatus.Rejected) {
      for (const field of ['rejectionReason', 'message'] as const) {
        if (payload[field] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: 'A reason and a message go with a move to Rejected only',
          });
        }
      }
    }
  });
/** Update-match-status payload. */
export type UpdateMatchStatusPayload = z.infer<typeof updateMatchStatusPayloadSchema>;

/** Whether a match began as the employer's invite or the candidate's application. */
export const MatchOrigin = { Invite: 'invite', Application: 'application' } as const;
export type MatchOrigin = (typeof MatchOrigin)[keyof typeof MatchOrigin];
export const matchOriginSchema = z.enum(MatchOrigin);

/** What `update-match-status` sets: a pipeline step, or `cancelled` to withdraw a pending invite. */
export type MatchStatusUpdate = UpdateMatchStatusPayload['status'];

/** `POST /employer/match/invite`. Ids are plain text: a malformed one is answered 404 like a missing one. */
export const invitePayloadSchema = z.object({
  jobId: z
    .string({ error: 'Choose the job to invite the candidate to' })
    .min(1, 'Choose the job to invite the candidate to'),
  candidateId: z.string({ error: 'Choose the candidate to invite' }).min(1, 'Choose the candidate to invite'),
  note: z
    .string({ error: 'Write the note to the candidate as text' })
    .trim()
    .max(
      INVITE_NOTE_MAX_LENGTH,
      `Keep the note under ${INVITE_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
    )
    .optional()
    .describe('A personal note the candidate reads with the invite; empty is none'),
});
export type InvitePayload = z.infer<typeof invitePayloadSchema>;

/** The default and largest page of `GET /employer/match/all`. */
export const MATCH_PAGE_SIZE = 20;
export const MATCH_PAGE_SIZE_MAX = 50;

const pageSizeMessage = `The page size must be a whole number from 1 to ${MATCH_PAGE_SIZE_MAX}`;

/** `GET /employer/match/all`: one pipeline step, and the page (from 1). */
export const allMatchesQuerySchema = z.object({
  status: z
    .enum(PipelineStatus, {
      error: 'Choose a pipeline step (Shortlisted, Submitted, Interview, Offer, Hired or Rejected)',
    })
    .optional(),
  pageNumber: z.coerce
    .number<number | string>({ error: 'The page number must be a whole number from 1' })
    .int('The page number must be a whole number from 1')
    .min(1, 'The page number must be a whole number from 1')
    .optional(),
  pageSize: z.coerce
    .number<number | string>({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(MATCH_PAGE_SIZE_MAX, pageSizeMessage)
    .optional()
    .describe(`Default ${MATCH_PAGE_SIZE}`),
});
/** All-matches query as sent. */
export type AllMatchesQueryInput = z.input<typeof allMatchesQuerySchema>;
export type AllMatchesQuery = z.infer<typeof allMatchesQuerySchema>;

/** MatchView: one candidate in one job's pipeline (the candidate scored for the match's job). */
export const matchViewSchema = z.object({
  _id: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }),
  candidate: scoredCandidateSchema,
  requestStatus: z.enum(MatchRequestStatus).describe('The invite: pending until the candidate answers'),
  pipelineStatus: z.enum(PipelineStatus),
  rejectionReason: z
    .enum(RejectionReason)
    .nullable()
    .describe('Why the candidate was rejected, while the match is in Rejected; null otherwise'),
  inviteNote: z.string().nullable().describe('The personal note sent with the invite, if any'),
  origin: matchOriginSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  stageEnteredAt: z
    .string()
    .describe('When the candidate entered their pipeline step (moved there, or re-opened), ISO 8601'),
});
export type MatchView = z.infer<typeof matchViewSchema>;

/** Invite, update-match-status: the match as it now is. */
export const matchResultSchema = z.object({ match: matchViewSchema });
export type MatchResult = z.infer<typeof matchResultSchema>;

/** `GET /employer/match/by-job/{jobId}`: every match of the job. */
export const jobMatchesSchema = z.object({ matches: z.array(matchViewSchema) });
export type JobMatches = z.infer<typeof jobMatchesSchema>;

/** `GET /employer/match/all`: a page of matches, newest first. */
export const matchPageSchema = z.object({
  items: z.array(matchViewSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type MatchPage = z.infer<typeof matchPageSchema>;

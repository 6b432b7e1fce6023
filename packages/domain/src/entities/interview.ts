import { z } from 'zod';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_NOTE_MAX_LENGTH,
  INTERVIEW_SLOTS_MAX,
  InterviewKind,
  InterviewStatus,
  interviewMessages,
} from '../enums/interview';
import { isHttpsUrl } from '../rules/is-https-url';
import { isTimeZone } from '../rules/is-time-zone';
import { boundedText, idText, optionalText } from './fields';

/**
 * One proposed time: an ISO 8601 start with its offset, in the future (checked against `now` when parsed), and a
 * duration in whole minutes.
 */
export const interviewSlotInputSchema = z.object({
  start: boundedText(40, interviewMessages.startMissing)
    .pipe(z.iso.datetime({ offset: true, error: interviewMessages.startMissing }))
    .refine((value) => Date.parse(value) > Date.now(), interviewMessages.startInPast),
  durationMinutes: z
    .number({ error: interviewMessages.duration })
    .int(interviewMessages.duration)
    .min(INTERVIEW_DURATION_MIN, interviewMessages.duration)
    .max(INTERVIEW_DURATION_MAX, interviewMessages.duration),
});
/** One proposed time as sent. */
export type InterviewSlotInput = z.infer<typeof interviewSlotInputSchema>;

/**
 * `POST /employer/interview/propose/{matchId}` and `PATCH /employer/interview/reschedule/{interviewId}`: one to five
 * different times, the kind, where (an address in person, an https link on video, a number to call on the phone,
 * optional), an optional note to the candidate, and the proposer's time zone (the mails state the times in it).
 */
export const interviewProposalSchema = z
  .object({
    slots: z
      .array(interviewSlotInputSchema, { error: interviewMessages.noSlots })
      .min(1, interviewMessages.noSlots)
      .max(INTERVIEW_SLOTS_MAX, { error: interviewMessages.tooManySlots, abort: true }),
    kind: z.enum(InterviewKind, { error: interviewMessages.kind }),
    location: optionalText('The place', INTERVIEW_LOCATION_MAX_LENGTH),
    note: optionalText('The note', INTERVIEW_NOTE_MAX_LENGTH),
    timeZone: z.string().refine(isTimeZone, interviewMessages.timeZone).optional(),
  })
  .superRefine((proposal, context) => {
    const starts = proposal.slots.map((slot) => Date.parse(slot.start));
    if (new Set(starts).size !== starts.length) {
      context.addIssue({ code: 'custom', path: ['slots'], message: interviewMessages.duplicateSlot });
    }
    const location = proposal.location ?? '';
    if (proposal.kind === InterviewKind.InPerson && location === '') {
      context.addIssue({ code: 'custom', path: ['location'], message: interviewMessages.addressMissing });
    }
    if (proposal.kind === InterviewKind.Video) {
      if (location === '') {
        context.addIssue({ code: 'custom', path: ['location'], message: interviewMessages.linkMissing });
      } else if (!isHttpsUrl(location)) {
        context.addIssue({ code: 'custom', path: ['location'], message: interviewMessages.linkNotHttps });
      }
    }
  });
/** A proposal as sent. */
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** `POST /employee/interview/{interviewId}/pick`: the proposed time the candidate takes. */
export const interviewPickSchema = z.object({ slotId: idText(interviewMessages.slotMissing) });
export type InterviewPick = z.infer<typeof interviewPickSchema>;

/** One time of an interview as the server sends it. */
export const interviewSlotSchema = z.object({
  _id: z.string(),
  /** ISO 8601, UTC. */
  start: z.string(),
  durationMinutes: z.number().int(),
});
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

/** An interview as the server sends it (to the employer's team and to the candidate). */
export const interviewSchema = z.object({
  _id: z.string(),
  matchId: z.string(),
  status: z.enum(InterviewStatus),
  kind: z.enum(InterviewKind),
  /** The address, the video link or the number to call; null when none was given (phone). */
  location: z.string().nullable(),
  note: z.string().nullable(),
  /** The times offered while proposed (soonest first); the one kept once scheduled. */
  slots: z.array(interviewSlotSchema),
  /** The time agreed, once scheduled (and kept on a cancelled one that was scheduled). */
  scheduled: interviewSlotSchema.nullable(),
  /** The calendar event's revision: 0 at first, one more at each reschedule and at the cancel. */
  sequence: z.number().int(),
  /** Who of the employer's team proposed it (their name at the time). */
  proposedBy: z.object({ memberId: z.string().nullable(), name: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** The answer of propose, reschedule, cancel and pick. */
export const interviewResultSchema = z.object({ interview: interviewSchema });
export type InterviewResult = z.infer<typeof interviewResultSchema>;

/** A match's latest interview (whatever its status), or null when none was ever proposed. */
export const matchInterviewSchema = z.object({ interview: interviewSchema.nullable() });
export type MatchInterview = z.infer<typeof matchInterviewSchema>;

/** The open (proposed or scheduled) interviews of one job's matches, for its pipeline board. */
export const jobInterviewsSchema = z.object({ interviews: z.array(interviewSchema) });
export type JobInterviews = z.infer<typeof jobInterviewsSchema>;

import { z } from 'zod';
import { boundedText, idText, optionalText } from './fields';

/**
 * An interview in the thread (issue 16): the employer proposes times, the candidate picks one, and the match moves
 * to Interview. Rescheduling and cancelling go the same way.
 */
export const InterviewStatus = {
  /** Times offered, waiting for the candidate to pick one. */
  Proposed: 'proposed',
  /** The candidate picked a time (or the employer moved a scheduled interview to one time). */
  Scheduled: 'scheduled',
  /** Called off by the employer. */
  Cancelled: 'cancelled',
} as const;
/** One interview status. */
export type InterviewStatus = (typeof InterviewStatus)[keyof typeof InterviewStatus];
/** Every interview status. */
export const interviewStatuses: readonly InterviewStatus[] = Object.values(InterviewStatus);

/** How the interview takes place: at an address, on a video link, or on the phone. */
export const InterviewKind = {
  InPerson: 'in-person',
  Video: 'video',
  Phone: 'phone',
} as const;
/** One interview kind. */
export type InterviewKind = (typeof InterviewKind)[keyof typeof InterviewKind];
/** Every interview kind, in the order a form offers them. */
export const interviewKinds: readonly InterviewKind[] = Object.values(InterviewKind);

/** The words of each kind. */
export const interviewKindLabels: Record<InterviewKind, string> = {
  [InterviewKind.InPerson]: 'In person',
  [InterviewKind.Video]: 'Video call',
  [InterviewKind.Phone]: 'Phone call',
};

/** At most this many times in one proposal. */
export const INTERVIEW_SLOTS_MAX = 5;
/** The shortest interview, in minutes. */
export const INTERVIEW_DURATION_MIN = 15;
/** The longest interview, in minutes. */
export const INTERVIEW_DURATION_MAX = 240;
/** The longest address, link or phone number. */
export const INTERVIEW_LOCATION_MAX_LENGTH = 500;
/** The longest note to the candidate. */
export const INTERVIEW_NOTE_MAX_LENGTH = 1000;

/** The words of the refusals, shown as they are by the form and the server. */
export const interviewMessages = {
  noSlots: 'Propose at least one time',
  tooManySlots: `Propose at most ${INTERVIEW_SLOTS_MAX} times`,
  startMissing: 'Choose a date and time',
  startInPast: 'Choose a time in the future',
  duplicateSlot: 'Each proposed time must be different',
  duration: `The duration must be from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes`,
  kind: 'Choose how the interview takes place',
  addressMissing: 'Enter the address of the interview',
  linkMissing: 'Enter the video link',
  linkNotHttps: 'The video link must start with https://',
  slotMissing: 'Choose one of the proposed times',
} as const;

/** Whether `value` is an absolute https URL (a video link; never `javascript:` or plain http). */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

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
 * optional) and an optional note to the candidate.
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

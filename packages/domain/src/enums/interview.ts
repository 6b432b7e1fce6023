/**
 * An interview in the thread (issue 16): the employer proposes times, the candidate picks one, and the match moves
 * to Interview. Rescheduling and cancelling go the same way. Its statuses, kinds, limits and words, without zod, so
 * a screen that only shows an interview does not load the schemas (./entities/interview.ts).
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
  timeZone: 'The time zone is not one we know; reload the page and try again',
  duration: `The duration must be from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes`,
  kind: 'Choose how the interview takes place',
  addressMissing: 'Enter the address of the interview',
  linkMissing: 'Enter the video link',
  linkNotHttps: 'The video link must start with https://',
  slotMissing: 'Choose one of the proposed times',
} as const;

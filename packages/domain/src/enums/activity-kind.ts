/** What was done (PRODUCT.md, "Team": every job change, pipeline move, invite, note, interview, feedback and offer is attributed). */
export const ActivityKind = {
  JobPosted: 'job-posted',
  JobEdited: 'job-edited',
  JobClosed: 'job-closed',
  JobReopened: 'job-reopened',
  JobTeamChanged: 'job-team-changed',
  CandidateInvited: 'candidate-invited',
  InviteCancelled: 'invite-cancelled',
  PipelineMoved: 'pipeline-moved',
  NoteAdded: 'note-added',
  /** Structured feedback after an interview, left or changed. */
  FeedbackLeft: 'feedback-left',
  /** An offer made (again) or changed. */
  OfferSent: 'offer-sent',
  OfferWithdrawn: 'offer-withdrawn',
  /** Interview times proposed to the candidate (they pick one in the thread). */
  InterviewProposed: 'interview-proposed',
  /** An interview moved to a new time, or new times proposed for it. */
  InterviewRescheduled: 'interview-rescheduled',
  InterviewCancelled: 'interview-cancelled',
} as const;
/** One kind of activity. */
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];

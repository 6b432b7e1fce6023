/**
 * Why a candidate is not going forward for a job: the list a recruiter picks from when moving a candidate to
 * Rejected (PRODUCT.md, "Matches and pipeline"). Stored with the match and shown on the board; never sent to the
 * candidate (the optional message to them is separate).
 */
export const RejectionReason = {
  Experience: 'experience',
  Specialty: 'specialty',
  Licensure: 'licensure',
  Location: 'location',
  Compensation: 'compensation',
  Schedule: 'schedule',
  Withdrew: 'withdrew',
  Filled: 'filled',
  Other: 'other',
} as const;

/** One rejection reason value. */
export type RejectionReason = (typeof RejectionReason)[keyof typeof RejectionReason];

/** The reasons in the order a recruiter is offered them, each with its words. */
export const rejectionReasons: readonly { id: RejectionReason; label: string }[] = [
  { id: RejectionReason.Experience, label: 'Not enough experience for the role' },
  { id: RejectionReason.Specialty, label: 'Specialty or training does not fit' },
  { id: RejectionReason.Licensure, label: 'Licensure or board certification' },
  { id: RejectionReason.Location, label: 'Location or relocation' },
  { id: RejectionReason.Compensation, label: 'Compensation expectations' },
  { id: RejectionReason.Schedule, label: 'Schedule or call expectations' },
  { id: RejectionReason.Withdrew, label: 'The candidate withdrew' },
  { id: RejectionReason.Filled, label: 'The position was filled' },
  { id: RejectionReason.Other, label: 'Another reason' },
];

/** The words of a rejection reason ("Location or relocation"). */
export function rejectionReasonLabel(reason: RejectionReason): string {
  return rejectionReasons.find((item) => item.id === reason)?.label ?? reason;
}

import type { ApplicantMatch } from '@medhire/domain';

/** A match that has its conversation. */
export type MatchWithConversation = ApplicantMatch & { conversationId: string };

/**
 * The conversation a message to a candidate goes to (a bulk message from Applicants or Explore): their match's for
 * the job the list is scored for, else their newest match's (the server lists the organization's matches newest
 * first). A match the candidate declined, or whose invite was withdrawn, is closed to new messages (the server
 * refuses them) and is skipped. Null when they have no open conversation with the organization.
 */
export function conversationOf(
  applicant: { matches: readonly ApplicantMatch[] },
  jobId?: string,
): MatchWithConversation | null {
  const withConversation = applicant.matches.filter(
    (match): match is MatchWithConversation =>
      Boolean(match.conversationId) &&
      match.requestStatus !== 'declined' &&
      match.requestStatus !== 'cancelled',
  );
  return withConversation.find((match) => match.jobId === jobId) ?? withConversation[0] ?? null;
}

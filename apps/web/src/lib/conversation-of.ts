import type { ApplicantMatch } from '@medhire/domain';

/** A match that has its conversation. */
export type MatchWithConversation = ApplicantMatch & { conversationId: string };

/**
 * The conversation a message to a candidate goes to (a bulk message from Applicants or Explore): their match's for
 * the job the list is scored for, else their newest match's (the server lists the organization's matches newest
 * first). Null when they have no conversation with the organization (never invited, never applied).
 */
export function conversationOf(
  applicant: { matches: readonly ApplicantMatch[] },
  jobId?: string,
): MatchWithConversation | null {
  const withConversation = applicant.matches.filter((match): match is MatchWithConversation =>
    Boolean(match.conversationId),
  );
  return withConversation.find((match) => match.jobId === jobId) ?? withConversation[0] ?? null;
}

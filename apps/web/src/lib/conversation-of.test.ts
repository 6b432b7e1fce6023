import type { ApplicantMatch } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { conversationOf } from './conversation-of';

const match = (
  jobId: string,
  conversationId: string | null | undefined,
  requestStatus: ApplicantMatch['requestStatus'] = 'accepted',
): ApplicantMatch => ({
  _id: `match-${jobId}`,
  jobId,
  jobTitle: `Job ${jobId}`,
  requestStatus,
  pipelineStatus: 'Shortlisted',
  conversationId,
});

describe('conversationOf', () => {
  it('takes the match of the job the list is scored for', () => {
    const applicant = { matches: [match('newest', 'c-newest'), match('scored', 'c-scored')] };
    expect(conversationOf(applicant, 'scored')?.conversationId).toBe('c-scored');
  });

  it('takes the newest match (listed first) when the list is for no job or the job has no match', () => {
    const applicant = { matches: [match('newest', 'c-newest'), match('older', 'c-older')] };
    expect(conversationOf(applicant)?.conversationId).toBe('c-newest');
    expect(conversationOf(applicant, 'another')?.conversationId).toBe('c-newest');
  });

  it('skips matches without a conversation, and answers null for a candidate with none', () => {
    expect(conversationOf({ matches: [match('a', null), match('b', 'c-b')] })?.conversationId).toBe('c-b');
    expect(conversationOf({ matches: [match('a', null), match('b', undefined)] })).toBeNull();
    expect(conversationOf({ matches: [] })).toBeNull();
  });

  it('does not take the scored job’s match when it has no conversation', () => {
    const applicant = { matches: [match('scored', null), match('other', 'c-other')] };
    expect(conversationOf(applicant, 'scored')?.conversationId).toBe('c-other');
  });

  it('skips a match the candidate declined or whose invite was withdrawn: closed to new messages', () => {
    const applicant = {
      matches: [match('declined', 'c-declined', 'declined'), match('withdrawn', 'c-withdrawn', 'cancelled')],
    };
    expect(conversationOf(applicant, 'declined')).toBeNull();
    expect(
      conversationOf({ matches: [...applicant.matches, match('open', 'c-open', 'pending')] })?.conversationId,
    ).toBe('c-open');
  });
});

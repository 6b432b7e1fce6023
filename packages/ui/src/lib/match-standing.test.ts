import { type MatchRequestStatus, matchRequestStatuses, pipelineStatuses } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { matchStatusWords } from './applicant-words';
import { matchStanding } from './match-standing';

describe('matchStanding', () => {
  it('keeps an invite the candidate has not accepted out of the pipeline, whatever step it will start in', () => {
    expect(matchStanding({ requestStatus: 'pending', pipelineStatus: 'Shortlisted' })).toEqual({
      step: null,
      label: 'Invited — waiting for an answer',
    });
    expect(matchStanding({ requestStatus: 'declined', pipelineStatus: 'Shortlisted' })).toEqual({
      step: null,
      label: 'Declined the invite',
    });
    expect(matchStanding({ requestStatus: 'cancelled', pipelineStatus: 'Shortlisted' })).toEqual({
      step: null,
      label: 'Invite canceled',
    });
  });

  it('names the step once the candidate is in the pipeline', () => {
    for (const step of pipelineStatuses) {
      expect(matchStanding({ requestStatus: 'accepted', pipelineStatus: step })).toEqual({
        step,
        label: step,
      });
    }
  });

  it('agrees with the words of the candidate’s profile, for every invite state and step', () => {
    for (const requestStatus of matchRequestStatuses as readonly MatchRequestStatus[]) {
      for (const pipelineStatus of pipelineStatuses) {
        const standing = matchStanding({ requestStatus, pipelineStatus });
        expect(matchStatusWords({ requestStatus, pipelineStatus })).toBe(
          standing.step ? `In the pipeline — ${standing.step}` : standing.label,
        );
      }
    }
  });
});

import {
  type InterviewPick,
  type InterviewProposal,
  type InterviewResult,
  interviewApiPath,
  type JobInterviews,
  type MatchInterview,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

/**
 * Interviews in the thread (issue 16), the employer's side: propose times for a match, reschedule, cancel, and read
 * a match's interview or a job's open ones. Paths come from the domain's route table.
 */
export function createInterviewEndpoints(client: ApiClient) {
  return {
    /** One to five future times; rejects for a match not accepted, rejected, hired, or with an open interview. */
    propose: (matchId: string, proposal: InterviewProposal) =>
      client.post<InterviewResult>(interviewApiPath('propose', matchId), proposal),
    /** New times replace the proposal; a scheduled interview given one time moves there. */
    reschedule: (interviewId: string, proposal: InterviewProposal) =>
      client.patch<InterviewResult>(interviewApiPath('reschedule', interviewId), proposal),
    cancel: (interviewId: string) => client.post<InterviewResult>(interviewApiPath('cancel', interviewId)),
    /** The match's latest interview, or null. */
    byMatch: (matchId: string) => client.get<MatchInterview>(interviewApiPath('byMatch', matchId)),
    /** The open (proposed or scheduled) interviews of one job, for its board. */
    byJob: (jobId: string) => client.get<JobInterviews>(interviewApiPath('byJob', jobId)),
  };
}

export type InterviewEndpoints = ReturnType<typeof createInterviewEndpoints>;

/** The candidate's side: read the interview of one of their matches, and pick one of the proposed times. */
export function createEmployeeInterviewEndpoints(client: ApiClient) {
  return {
    byMatch: (matchId: string) => client.get<MatchInterview>(interviewApiPath('candidateByMatch', matchId)),
    pick: (interviewId: string, pick: InterviewPick) =>
      client.post<InterviewResult>(interviewApiPath('candidatePick', interviewId), pick),
  };
}

export type EmployeeInterviewEndpoints = ReturnType<typeof createEmployeeInterviewEndpoints>;

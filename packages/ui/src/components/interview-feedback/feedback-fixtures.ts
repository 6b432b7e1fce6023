import type { FeedbackSummary, MatchFeedback } from '@medhire/domain';
import { ana, familyMedicine, omar } from '../activity/activity-fixtures';

/** Story and test data: the Riverside team's feedback on Dr. Chen Ito after her interview. */

const criteria = ['Clinical skills', 'Communication', 'Team fit'];

export const reviewedMatch: MatchFeedback = {
  matchId: 'match_chen_fm',
  job: familyMedicine,
  pipelineStatus: 'Interview',
  criteria,
  feedback: [
    {
      _id: 'fb_omar',
      matchId: 'match_chen_fm',
      ratings: [
        { criterion: 'Clinical skills', rating: 5 },
        { criterion: 'Communication', rating: 4 },
        { criterion: 'Team fit', rating: 4 },
      ],
      recommendation: 'strong-yes',
      comments:
        'Walked through a complex diabetic case with real command.\nAsked good questions about our call model.',
      author: omar,
      mine: false,
      createdAt: '2026-03-18T21:00:00.000Z',
      updatedAt: '2026-03-18T21:00:00.000Z',
    },
    {
      _id: 'fb_ana',
      matchId: 'match_chen_fm',
      ratings: [
        { criterion: 'Clinical skills', rating: 4 },
        { criterion: 'Communication', rating: 5 },
        { criterion: 'Team fit', rating: 3 },
      ],
      recommendation: 'yes',
      comments: 'Prefers a four-day week; worth discussing before an offer.',
      author: ana,
      mine: false,
      createdAt: '2026-03-19T15:00:00.000Z',
      updatedAt: '2026-03-19T15:00:00.000Z',
    },
  ],
  averages: [
    { criterion: 'Clinical skills', average: 4.5, count: 2 },
    { criterion: 'Communication', average: 4.5, count: 2 },
    { criterion: 'Team fit', average: 3.5, count: 2 },
  ],
  recommendations: { 'strong-yes': 1, yes: 1, no: 0, 'strong-no': 0 },
  canLeave: true,
};

export const unreviewedMatch: MatchFeedback = {
  matchId: 'match_chen_peds',
  job: { _id: 'job_peds', title: 'Pediatrician' },
  pipelineStatus: 'Interview',
  criteria,
  feedback: [],
  averages: criteria.map((criterion) => ({ criterion, average: null, count: 0 })),
  recommendations: { 'strong-yes': 0, yes: 0, no: 0, 'strong-no': 0 },
  canLeave: true,
};

export const reviewedSummary: FeedbackSummary = {
  matchId: 'match_chen_fm',
  count: 2,
  average: 4.2,
  recommendations: { 'strong-yes': 1, yes: 1, no: 0, 'strong-no': 0 },
};

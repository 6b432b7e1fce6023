import { describe, expect, it } from 'vitest';
import { feedbackApiPaths, feedbackApiRoutes, notAFitApiPaths, notAFitApiRoutes } from './api-paths';

describe('feedback and offer API paths', () => {
  it.each(Object.keys(feedbackApiRoutes) as (keyof typeof feedbackApiRoutes)[])(
    '%s: the URL helper fills the pattern the server registers',
    (key) => {
      expect(feedbackApiPaths[key]('id-1')).toBe(feedbackApiRoutes[key].replace(/:[a-zA-Z]+/, 'id-1'));
    },
  );

  it('encodes what it puts in a path', () => {
    expect(feedbackApiPaths.matchOffer('../jobs?x=1')).toBe('/employer/match/..%2Fjobs%3Fx%3D1/offer');
  });
});

describe('not-a-fit API paths', () => {
  it('fills the patterns the server registers, and encodes what it puts in a path', () => {
    expect(notAFitApiPaths.create('job-1')).toBe(notAFitApiRoutes.create.replace(':jobId', 'job-1'));
    expect(notAFitApiPaths.remove('job-1', 'cand-1')).toBe(
      notAFitApiRoutes.remove.replace(':jobId', 'job-1').replace(':candidateId', 'cand-1'),
    );
    expect(notAFitApiPaths.remove('job-1', '../x?y=1')).toBe('/employer/jobs/job-1/not-a-fit/..%2Fx%3Fy%3D1');
  });
});

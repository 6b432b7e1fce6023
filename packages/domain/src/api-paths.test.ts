import { describe, expect, it } from 'vitest';
import { feedbackApiPaths, feedbackApiRoutes } from './api-paths';

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

/**
 * The paths of the employer API's interview feedback and offers (issue 16), once: the server registers the
 * patterns, the api-client builds the URLs with the helpers.
 */
const segment = (value: string) => encodeURIComponent(value);

/** The route patterns (Fastify's `:name` parameters). */
export const feedbackApiRoutes = {
  jobCriteria: '/employer/jobs/:jobId/feedback-criteria',
  jobSummary: '/employer/jobs/:jobId/feedback-summary',
  candidateFeedback: '/employer/applicants/:candidateId/feedback',
  matchFeedback: '/employer/match/:matchId/feedback',
  matchOffer: '/employer/match/:matchId/offer',
  withdrawOffer: '/employer/match/:matchId/offer/withdraw',
} as const;

/** The URLs of those routes, with their parameters encoded. */
export const feedbackApiPaths = {
  jobCriteria: (jobId: string) => `/employer/jobs/${segment(jobId)}/feedback-criteria`,
  jobSummary: (jobId: string) => `/employer/jobs/${segment(jobId)}/feedback-summary`,
  candidateFeedback: (candidateId: string) => `/employer/applicants/${segment(candidateId)}/feedback`,
  matchFeedback: (matchId: string) => `/employer/match/${segment(matchId)}/feedback`,
  matchOffer: (matchId: string) => `/employer/match/${segment(matchId)}/offer`,
  withdrawOffer: (matchId: string) => `/employer/match/${segment(matchId)}/offer/withdraw`,
} satisfies Record<keyof typeof feedbackApiRoutes, (id: string) => string>;

/** The paths of the employer API's reports (issue 17), once: the server registers them, the api-client calls them. */
export const reportApiPaths = {
  funnel: '/employer/reports/funnel',
  stageTimes: '/employer/reports/stage-times',
  timeToFill: '/employer/reports/time-to-fill',
  sources: '/employer/reports/sources',
} as const;

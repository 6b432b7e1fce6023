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

/** The paths of the needs-reply queue and the responsiveness settings (issue 17), once. */
export const responsivenessApiRoutes = {
  needsReply: '/employer/conversation/needs-reply',
  settings: '/employer/settings/responsiveness',
} as const;

/** The URLs of those routes (none has a parameter). */
export const responsivenessApiPaths = {
  needsReply: () => responsivenessApiRoutes.needsReply,
  settings: () => responsivenessApiRoutes.settings,
} satisfies Record<keyof typeof responsivenessApiRoutes, () => string>;

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

/** The paths of "not a fit for this job" (issue 17): a pass on a candidate while exploring for one job. */
export const notAFitApiRoutes = {
  create: '/employer/jobs/:jobId/not-a-fit',
  remove: '/employer/jobs/:jobId/not-a-fit/:candidateId',
} as const;

/** The URLs of those routes, with their parameters encoded. */
export const notAFitApiPaths = {
  create: (jobId: string) => `/employer/jobs/${segment(jobId)}/not-a-fit`,
  remove: (jobId: string, candidateId: string) =>
    `/employer/jobs/${segment(jobId)}/not-a-fit/${segment(candidateId)}`,
} satisfies Record<keyof typeof notAFitApiRoutes, (...ids: string[]) => string>;

/** The paths of the employer API's reports (issue 17), once: the server registers them, the api-client calls them. */
export const reportApiPaths = {
  funnel: '/employer/reports/funnel',
  stageTimes: '/employer/reports/stage-times',
  timeToFill: '/employer/reports/time-to-fill',
  sources: '/employer/reports/sources',
  replyTimes: '/employer/reports/reply-times',
} as const;

import { normalizePathname } from './rules/normalize-pathname';

/**
 * Every route of the app (spec §2), as router patterns. Parameters use the `:name` form that
 * react-router and most routers understand; build concrete URLs with `paths`, never by hand.
 */
export const routes = {
  // Public, signed-out routes.
  loginIndex: '/',
  signIn: '/signIn',
  claimBusiness: '/claimBusiness',
  setupPassword: '/setupPassword',
  register: '/register',
  recoverPassword: '/recover-password',
  setUpPassword: '/set-up-password',
  // Static content routes, open to everyone.
  termsConditions: '/terms-conditions',
  delegateAccess: '/delegate-access',
  privacyPolicy: '/privacy-policy',
  licensingAgreement: '/licensing-agreement',
  subscriptionAgreement: '/subscription-agreement',
  doximitySuccess: '/auth/doximity/success',
  // Authenticated routes.
  establishProfile: '/establish-profile',
  createJob: '/create-job',
  editJob: '/edit-job/:id',
  claimBusinessProfile: '/claimBusinessProfile',
  editProfile: '/edit-profile',
  explore: '/explore',
  applicants: '/applicants',
  applicant: '/applicants/:id',
  jobs: '/jobs',
  jobsResident: '/jobs-resident',
  jobsResidentBoard: '/jobs-resident/:id',
  home: '/home',
  messages: '/messages',
  wouldYouRather: '/would-you-rather',
  editWouldYouRather: '/edit-profile/would-you-rather',
  manageSubscriptions: '/manage-subscriptions',
  payment: '/payment',
  globalConnection: '/global-connection',
} as const;

/** One route pattern. */
export type RoutePattern = (typeof routes)[keyof typeof routes];

/** Routes for signed-out users only. */
export const publicRoutes: readonly RoutePattern[] = [
  routes.signIn,
  routes.loginIndex,
  routes.claimBusiness,
  routes.setupPassword,
  routes.register,
  routes.recoverPassword,
  routes.setUpPassword,
];

/** Static content routes, open to everyone, signed in or not. */
export const staticRoutes: readonly RoutePattern[] = [
  routes.termsConditions,
  routes.delegateAccess,
  routes.privacyPolicy,
  routes.licensingAgreement,
  routes.subscriptionAgreement,
  routes.doximitySuccess,
];

/** Routes that need a signed-in user (`/establish-profile` is also shown to signed-out users). */
export const authenticatedRoutes: readonly RoutePattern[] = [
  routes.establishProfile,
  routes.createJob,
  routes.editJob,
  routes.claimBusinessProfile,
  routes.editProfile,
  routes.explore,
  routes.applicants,
  routes.applicant,
  routes.jobs,
  routes.jobsResidentBoard,
  routes.jobsResident,
  routes.home,
  routes.messages,
  routes.wouldYouRather,
  routes.editWouldYouRather,
  routes.manageSubscriptions,
  routes.payment,
  routes.globalConnection,
];

/**
 * Encodes one path segment. Beyond `encodeURIComponent`, `.` and `..` are encoded too, because a
 * browser would resolve `/edit-job/..` to `/` and the id would silently address another page.
 */
function encodePathSegment(value: string, what: string): string {
  if (value === '') {
    throw new Error(`A ${what} is needed to build this link`);
  }
  if (value === '.' || value === '..') {
    return value.replaceAll('.', '%2E');
  }
  return encodeURIComponent(value);
}

/** Typed builders of concrete URLs, one per route; parameters are URL-encoded. */
export const paths = {
  loginIndex: (): string => routes.loginIndex,
  signIn: (): string => routes.signIn,
  claimBusiness: (): string => routes.claimBusiness,
  setupPassword: (): string => routes.setupPassword,
  register: (): string => routes.register,
  recoverPassword: (): string => routes.recoverPassword,
  setUpPassword: (): string => routes.setUpPassword,
  termsConditions: (): string => routes.termsConditions,
  delegateAccess: (): string => routes.delegateAccess,
  privacyPolicy: (): string => routes.privacyPolicy,
  licensingAgreement: (): string => routes.licensingAgreement,
  subscriptionAgreement: (): string => routes.subscriptionAgreement,
  doximitySuccess: (): string => routes.doximitySuccess,
  establishProfile: (): string => routes.establishProfile,
  createJob: (): string => routes.createJob,
  /** `/edit-job/{id}` for one job. */
  editJob: (jobId: string): string => `/edit-job/${encodePathSegment(jobId, 'job id')}`,
  claimBusinessProfile: (): string => routes.claimBusinessProfile,
  editProfile: (): string => routes.editProfile,
  explore: (): string => routes.explore,
  applicants: (): string => routes.applicants,
  /** `/applicants/{id}` for one applicant. */
  applicant: (applicantId: string): string => `/applicants/${encodePathSegment(applicantId, 'applicant id')}`,
  jobs: (): string => routes.jobs,
  jobsResident: (): string => routes.jobsResident,
  /** `/jobs-resident/{id}`: one job's pipeline board. */
  jobsResidentBoard: (jobId: string): string => `/jobs-resident/${encodePathSegment(jobId, 'job id')}`,
  home: (): string => routes.home,
  /** `/messages`, or `/messages?conversationId=…` to open one conversation (empty means none). */
  messages: (conversationId?: string | null): string =>
    conversationId
      ? `${routes.messages}?conversationId=${encodeURIComponent(conversationId)}`
      : routes.messages,
  wouldYouRather: (): string => routes.wouldYouRather,
  editWouldYouRather: (): string => routes.editWouldYouRather,
  manageSubscriptions: (): string => routes.manageSubscriptions,
  payment: (): string => routes.payment,
  globalConnection: (): string => routes.globalConnection,
} as const;

/** Whether a pattern such as `/edit-job/:id` matches a normalized pathname. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/');
  const pathSegments = pathname.split('/');
  if (patternSegments.length !== pathSegments.length) {
    return false;
  }
  return patternSegments.every((segment, index) => {
    const pathSegment = pathSegments[index] ?? '';
    return segment.startsWith(':') ? pathSegment !== '' : segment === pathSegment;
  });
}

/** Whether a pathname is one of the public, signed-out routes (a trailing slash does not matter). */
export function isPublicRoute(pathname: string): boolean {
  const normalized = normalizePathname(pathname);
  return publicRoutes.some((route) => route === normalized);
}

/** Whether a pathname is one of the static content routes (a trailing slash does not matter). */
export function isStaticRoute(pathname: string): boolean {
  const normalized = normalizePathname(pathname);
  return staticRoutes.some((route) => route === normalized);
}

/** Whether a pathname is an authenticated route, parameters included (`/edit-job/42`). */
export function isAuthenticatedRoute(pathname: string): boolean {
  const normalized = normalizePathname(pathname);
  return authenticatedRoutes.some((route) => matchesPattern(route, normalized));
}

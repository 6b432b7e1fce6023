import type { Capability } from './rules/account-capabilities';
import { normalizePathname } from './rules/normalize-pathname';

/**
 * Who may open a route:
 * - `signed-out`: the public sign-in family; signed-in users are sent on to where they belong.
 * - `everyone`: static pages, and /establish-profile (signed-out users may see it too).
 * - `signed-in`: everything else; signed-out users go to sign-in and come back after.
 */
export type RouteAccess = 'signed-out' | 'everyone' | 'signed-in';

/** What the app needs to know to serve one route. */
export interface RouteInfo {
  /** The router pattern; parameters use the `:name` form that react-router and most routers understand. */
  readonly pattern: string;
  readonly access: RouteAccess;
  /** The page title, shown in the tab as "<title> · MedHire". */
  readonly title: string;
  /**
   * What the screen is for, when not every signed-in account may do it (the account-state table,
   * ./rules/account-capabilities.ts). The server refuses the calls anyway; the app sends the user to the step
   * that unlocks it.
   */
  readonly capability?: Capability;
}

/**
 * One row of the route table. `group` is the list of spec §2 the route belongs to; it fixes the access,
 * except that an authenticated route may also be open to everyone (/establish-profile).
 */
export type RouteDefinition = RouteInfo &
  (
    | { readonly group: 'public'; readonly access: 'signed-out' }
    | { readonly group: 'static'; readonly access: 'everyone' }
    | { readonly group: 'authenticated'; readonly access: 'signed-in' | 'everyone' }
  );

/**
 * Every route of the app (spec §2), once: its pattern, who may open it, its title and the capability its
 * screen needs. The router, the links (`paths`), the guards, the layout and redirect rules and the bundle
 * measurement are all built from this table; the app maps each key to its lazy screen.
 */
export const routeTable = {
  // Public, signed-out routes.
  signIn: { pattern: '/signIn', group: 'public', access: 'signed-out', title: 'Sign in' },
  loginIndex: { pattern: '/', group: 'public', access: 'signed-out', title: 'Sign in' },
  claimBusiness: {
    pattern: '/claimBusiness',
    group: 'public',
    access: 'signed-out',
    title: 'Claim your business',
  },
  setupPassword: {
    pattern: '/setupPassword',
    group: 'public',
    access: 'signed-out',
    title: 'Set up your password',
  },
  register: { pattern: '/register', group: 'public', access: 'signed-out', title: 'Create an account' },
  recoverPassword: {
    pattern: '/recover-password',
    group: 'public',
    access: 'signed-out',
    title: 'Recover your password',
  },
  setUpPassword: {
    pattern: '/set-up-password',
    group: 'public',
    access: 'signed-out',
    title: 'Set up your password',
  },
  // Not in spec §2 (PRODUCT.md, "Team"): the invitation link of a team member.
  joinTeam: { pattern: '/join-team', group: 'public', access: 'signed-out', title: 'Join your team' },
  // Static content routes, open to everyone.
  termsConditions: {
    pattern: '/terms-conditions',
    group: 'static',
    access: 'everyone',
    title: 'Terms and conditions',
  },
  delegateAccess: {
    pattern: '/delegate-access',
    group: 'static',
    access: 'everyone',
    title: 'Delegate access',
  },
  privacyPolicy: { pattern: '/privacy-policy', group: 'static', access: 'everyone', title: 'Privacy policy' },
  licensingAgreement: {
    pattern: '/licensing-agreement',
    group: 'static',
    access: 'everyone',
    title: 'Licensing agreement',
  },
  subscriptionAgreement: {
    pattern: '/subscription-agreement',
    group: 'static',
    access: 'everyone',
    title: 'Subscription agreement',
  },
  doximitySuccess: {
    pattern: '/auth/doximity/success',
    group: 'static',
    access: 'everyone',
    title: 'Signing you in',
  },
  // Authenticated routes. A signed-out user may also see /establish-profile (spec §2).
  establishProfile: {
    pattern: '/establish-profile',
    group: 'authenticated',
    access: 'everyone',
    title: 'Set up your organization',
  },
  createJob: {
    pattern: '/create-job',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Post a job',
    capability: 'post-jobs',
  },
  editJob: {
    pattern: '/edit-job/:id',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Edit job',
    capability: 'post-jobs',
  },
  claimBusinessProfile: {
    pattern: '/claimBusinessProfile',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Claim a business profile',
  },
  editProfile: {
    pattern: '/edit-profile',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Organization profile',
  },
  explore: {
    pattern: '/explore',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Explore candidates',
    capability: 'explore-candidates',
  },
  applicants: { pattern: '/applicants', group: 'authenticated', access: 'signed-in', title: 'Applicants' },
  // No capability: a candidate connected to one of the jobs is open to every member (a hiring manager reads and
  // notes them); the server refuses any other to whoever may not explore, and the screen says so.
  applicant: { pattern: '/applicants/:id', group: 'authenticated', access: 'signed-in', title: 'Applicant' },
  jobs: { pattern: '/jobs', group: 'authenticated', access: 'signed-in', title: 'Jobs' },
  jobsResidentBoard: {
    pattern: '/jobs-resident/:id',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Job pipeline',
  },
  jobsResident: { pattern: '/jobs-resident', group: 'authenticated', access: 'signed-in', title: 'Pipeline' },
  home: { pattern: '/home', group: 'authenticated', access: 'signed-in', title: 'Home' },
  messages: { pattern: '/messages', group: 'authenticated', access: 'signed-in', title: 'Messages' },
  wouldYouRather: {
    pattern: '/would-you-rather',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Would you rather',
  },
  editWouldYouRather: {
    pattern: '/edit-profile/would-you-rather',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Would you rather',
  },
  manageSubscriptions: {
    pattern: '/manage-subscriptions',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Subscription',
    capability: 'manage-billing',
  },
  payment: {
    pattern: '/payment',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Payment',
    capability: 'manage-billing',
  },
  globalConnection: {
    pattern: '/global-connection',
    group: 'authenticated',
    access: 'signed-in',
    title: 'All connections',
  },
  // Not in spec §2 (issue 17): the hiring reports, open to every member (a hiring manager sees their jobs' only).
  reports: { pattern: '/reports', group: 'authenticated', access: 'signed-in', title: 'Reports' },
  // Not in spec §2 (PRODUCT.md, "Team"): the organization's team, open to every member; the owner manages it.
  team: { pattern: '/team', group: 'authenticated', access: 'signed-in', title: 'Team' },
  // Not in spec §2 (PRODUCT.md, "Matches and pipeline"): the organization's message templates, for the owner and
  // recruiters (the people who write to candidates); a hiring manager is told who manages them.
  messageTemplates: {
    pattern: '/message-templates',
    group: 'authenticated',
    access: 'signed-in',
    title: 'Message templates',
    capability: 'message-candidates',
  },
} as const satisfies Record<string, RouteDefinition>;

/** The name of one route of the table. */
export type RouteKey = keyof typeof routeTable;

/** Every route name, in the table's order (spec §2). */
export const routeKeys = /* @__PURE__ */ Object.keys(routeTable) as RouteKey[];

/** Any other path: the not-found page, open to everyone. Not a route of the spec, so not in `routeTable`. */
export const notFoundRoute = {
  pattern: '*',
  access: 'everyone',
  title: 'Page not found',
} as const satisfies RouteInfo;

/** The pattern of each route, by name (`routes.editJob` is `/edit-job/:id`); build URLs with `paths`. */
export const routes = /* @__PURE__ */ Object.fromEntries(
  routeKeys.map((key) => [key, routeTable[key].pattern]),
) as {
  readonly [Key in RouteKey]: (typeof routeTable)[Key]['pattern'];
};

/** One route pattern. */
export type RoutePattern = (typeof routes)[RouteKey];

function patternsOf(group: RouteDefinition['group']): readonly RoutePattern[] {
  return routeKeys.filter((key) => routeTable[key].group === group).map((key) => routes[key]);
}

/** Routes for signed-out users only. */
export const publicRoutes: readonly RoutePattern[] = /* @__PURE__ */ patternsOf('public');

/** Static content routes, open to everyone, signed in or not. */
export const staticRoutes: readonly RoutePattern[] = /* @__PURE__ */ patternsOf('static');

/** Routes that need a signed-in user (`/establish-profile` is also shown to signed-out users). */
export const authenticatedRoutes: readonly RoutePattern[] = /* @__PURE__ */ patternsOf('authenticated');

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

/** A pattern with its one parameter (`:id`) filled in, encoded. */
function withParameter(pattern: string, value: string, what: string): string {
  return pattern.replace(/:[A-Za-z]+/, () => encodePathSegment(value, what));
}

/** A path with a query of the given values, URL-encoded; empty and missing values are left out. */
function withQuery(path: string, query: Readonly<Record<string, string | null | undefined>>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value ? [`${name}=${encodeURIComponent(value)}`] : [],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The routes whose pattern has no parameter: their path is the pattern itself. */
type ParameterlessRouteKey = {
  [Key in RouteKey]: (typeof routes)[Key] extends `${string}:${string}` ? never : Key;
}[RouteKey];

const parameterlessPaths = /* @__PURE__ */ Object.fromEntries(
  routeKeys.filter((key) => !routes[key].includes(':')).map((key) => [key, () => routes[key]]),
) as { readonly [Key in ParameterlessRouteKey]: () => (typeof routes)[Key] };

/**
 * Typed builders of concrete URLs, one per route of the table; parameters and query values are URL-encoded.
 * A route with a parameter needs its own builder here, or this object does not type-check.
 */
export const paths = {
  ...parameterlessPaths,
  /** `/signIn`, or `/signIn?redirectTo=…` to come back to a path after signing in. */
  signIn: (query?: { readonly redirectTo?: string | null }): string =>
    withQuery(routes.signIn, { redirectTo: query?.redirectTo }),
  /** `/join-team?token=…`: the page an invitation link opens. */
  joinTeam: (query?: { readonly token?: string | null }): string =>
    withQuery(routes.joinTeam, { token: query?.token }),
  /** `/edit-job/{id}` for one job. */
  editJob: (jobId: string): string => withParameter(routes.editJob, jobId, 'job id'),
  /** `/edit-profile`, or `/edit-profile?section=…` to open one section. */
  editProfile: (query?: { readonly section?: string | null }): string =>
    withQuery(routes.editProfile, { section: query?.section }),
  /**
   * `/explore`, or `/explore?jobId=…` to find candidates for one job, or `/explore?savedSearch=…` to open one of
   * your saved searches.
   */
  explore: (query?: { readonly jobId?: string | null; readonly savedSearch?: string | null }): string =>
    withQuery(routes.explore, { jobId: query?.jobId, savedSearch: query?.savedSearch }),
  /** `/applicants`, or `/applicants?tab=…` to open one tab. */
  applicants: (query?: { readonly tab?: string | null }): string =>
    withQuery(routes.applicants, { tab: query?.tab }),
  /** `/applicants/{id}` for one applicant, or `/applicants/{id}?jobId=…` to score them for one job. */
  applicant: (applicantId: string, query?: { readonly jobId?: string | null }): string =>
    withQuery(withParameter(routes.applicant, applicantId, 'applicant id'), { jobId: query?.jobId }),
  /** `/jobs-resident/{id}`: one job's pipeline board. */
  jobsResidentBoard: (jobId: string): string => withParameter(routes.jobsResidentBoard, jobId, 'job id'),
  /** `/global-connection`, or `/global-connection?status=…` to show one pipeline step. */
  globalConnection: (query?: { readonly status?: string | null }): string =>
    withQuery(routes.globalConnection, { status: query?.status }),
  /**
   * `/messages`, or `/messages?conversationId=…` to open one conversation (empty means none); `mine` keeps the
   * inbox to the viewer's jobs (`&mine=true`).
   */
  /** `/messages`, a conversation open (`?conversationId=`), "my jobs" only, or the needs-reply view (`?view=`). */
  messages: (
    conversationId?: string | null,
    options: { mine?: boolean; needsReply?: boolean } = {},
  ): string =>
    withQuery(routes.messages, {
      conversationId,
      mine: options.mine ? 'true' : null,
      view: options.needsReply ? 'needs-reply' : null,
    }),
} as const satisfies { readonly [Key in RouteKey]: (...parameters: never[]) => string };

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

/** The route a pathname opens (`/edit-job/42` is `editJob`; a trailing slash does not matter), if any. */
export function routeKeyAt(pathname: string): RouteKey | undefined {
  const normalized = normalizePathname(pathname);
  return routeKeys.find((key) => matchesPattern(routes[key], normalized));
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

/**
 * The server's interview routes (issue 16), once: the API declares these patterns and the api-client builds its
 * URLs from them with {@link interviewApiPath}.
 */
export const interviewApiRoutes = {
  /** POST: the employer proposes times for one of its matches. */
  propose: '/employer/interview/propose/:matchId',
  /** GET: a match's latest interview. */
  byMatch: '/employer/interview/by-match/:matchId',
  /** GET: the open interviews of one job, for its pipeline board. */
  byJob: '/employer/interview/by-job/:jobId',
  /** PATCH: new times replace the proposal, or move a scheduled interview. */
  reschedule: '/employer/interview/reschedule/:interviewId',
  /** POST: the employer calls the interview off. */
  cancel: '/employer/interview/cancel/:interviewId',
  /** GET: the candidate reads the latest interview of one of their matches. */
  candidateByMatch: '/employee/match/:matchId/interview',
  /** POST: the candidate picks one of the proposed times. */
  candidatePick: '/employee/interview/:interviewId/pick',
} as const;

/** One interview route pattern. */
export type InterviewApiRoute = (typeof interviewApiRoutes)[keyof typeof interviewApiRoutes];

/** An interview route with its one parameter filled in and encoded (`propose` with a match id …). */
export function interviewApiPath(route: keyof typeof interviewApiRoutes, id: string): string {
  return withParameter(interviewApiRoutes[route], id, 'id');
}

import type { RouteKey } from '@medhire/domain';
import { readStoredSession } from '../lib/session-storage';

/** A screen module: the page it exports as `Component`, loaded on demand. */
export type ScreenModule = { Component: React.ComponentType };

/** Loads one screen's module (a chunk of its own). */
export type ScreenLoader = () => Promise<ScreenModule>;

/** The routes that render a screen: every route of the table, and the not-found page. */
export type ScreenKey = RouteKey | 'notFound';

/** Whether this browser holds a session (never where there is no window: the bundle bench evaluates this module). */
function hasStoredSession(): boolean {
  return typeof window !== 'undefined' && readStoredSession() !== null;
}

/**
 * The lazy screen of each route of @medhire/domain's `routeTable` (and of the not-found page). A route without
 * a screen, or a screen without a route, does not type-check. This module holds nothing but these imports (and the
 * one choice below): bench/bundle-size.mjs evaluates it to learn each route's chunk, where no session is stored.
 */
export const screens = {
  signIn: () => import('../features/auth/sign-in-screen'),
  loginIndex: () => import('../features/auth/sign-in-screen'),
  claimBusiness: () => import('../features/auth/claim-business-screen'),
  setupPassword: () => import('../features/auth/setup-password-screen'),
  register: () => import('../features/auth/register-screen'),
  recoverPassword: () => import('../features/auth/recover-password-screen'),
  setUpPassword: () => import('../features/auth/setup-password-screen'),
  joinTeam: () => import('../features/team/join-team-screen'),
  termsConditions: () => import('../features/legal/terms-screen'),
  delegateAccess: () => import('../features/legal/delegate-access-screen'),
  privacyPolicy: () => import('../features/legal/privacy-screen'),
  licensingAgreement: () => import('../features/legal/licensing-screen'),
  subscriptionAgreement: () => import('../features/legal/subscription-agreement-screen'),
  doximitySuccess: () => import('../features/auth/doximity-success-screen'),
  // The wizard with a stored session (a new employer's onboarding); the notice alone, without the wizard's code,
  // for someone signed out.
  establishProfile: () =>
    hasStoredSession()
      ? import('../features/onboarding/establish-profile-screen')
      : import('../features/onboarding/establish-profile-notice-screen'),
  createJob: () => import('../features/jobs/create-job-screen'),
  editJob: () => import('../features/jobs/edit-job-screen'),
  claimBusinessProfile: () => import('../features/profile/claim-business-profile-screen'),
  editProfile: () => import('../features/profile/edit-profile-screen'),
  explore: () => import('../features/applicants/explore-screen'),
  applicants: () => import('../features/applicants/applicants-screen'),
  applicant: () => import('../features/applicants/applicant-screen'),
  jobs: () => import('../features/jobs/jobs-screen'),
  jobsResidentBoard: () => import('../features/jobs/job-board-screen'),
  jobsResident: () => import('../features/jobs/jobs-resident-screen'),
  home: () => import('../features/home/home-screen'),
  messages: () => import('../features/messages/messages-screen'),
  wouldYouRather: () => import('../features/onboarding/would-you-rather-screen'),
  editWouldYouRather: () => import('../features/onboarding/would-you-rather-screen'),
  manageSubscriptions: () => import('../features/subscription/manage-subscriptions-screen'),
  payment: () => import('../features/subscription/payment-screen'),
  globalConnection: () => import('../features/connections/global-connection-screen'),
  team: () => import('../features/team/team-screen'),
  messageTemplates: () => import('../features/message-templates/message-templates-screen'),
  reports: () => import('../features/reports/reports-screen'),
  notFound: () => import('../features/not-found/not-found-screen'),
} satisfies Record<ScreenKey, ScreenLoader>;

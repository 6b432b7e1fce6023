import type { Capability } from '@medhire/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppFrame } from './app-frame';
import type { RouteHandle } from './route-access';

type LazyModule = Promise<{ Component: React.ComponentType }>;

function screen(path: string, handle: RouteHandle, load: () => LazyModule): RouteObject {
  const { capability } = handle;
  if (!capability) return { path, handle, lazy: async () => ({ Component: (await load()).Component }) };
  return {
    path,
    handle,
    lazy: async () => {
      const [{ Component }, { gated }] = await Promise.all([load(), import('./capability-gate')]);
      return { Component: gated(capability, Component) };
    },
  };
}

const signedOut = (title: string): RouteHandle => ({ access: 'signed-out', title });
const everyone = (title: string): RouteHandle => ({ access: 'everyone', title });
const signedIn = (title: string, capability?: Capability): RouteHandle => ({
  access: 'signed-in',
  title,
  ...(capability ? { capability } : {}),
});

/** Every route of the product; each screen is loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      // Public, signed-out routes.
      screen('/', signedOut('Sign in'), () => import('../features/auth/sign-in-screen')),
      screen('/signIn', signedOut('Sign in'), () => import('../features/auth/sign-in-screen')),
      screen('/register', signedOut('Create an account'), () => import('../features/auth/register-screen')),
      screen(
        '/claimBusiness',
        signedOut('Claim your business'),
        () => import('../features/auth/claim-business-screen'),
      ),
      screen(
        '/setupPassword',
        signedOut('Set up your password'),
        () => import('../features/auth/setup-password-screen'),
      ),
      screen(
        '/set-up-password',
        signedOut('Set up your password'),
        () => import('../features/auth/setup-password-screen'),
      ),
      screen(
        '/recover-password',
        signedOut('Recover your password'),
        () => import('../features/auth/recover-password-screen'),
      ),

      // Static content, open to everyone.
      screen(
        '/terms-conditions',
        everyone('Terms and conditions'),
        () => import('../features/legal/terms-screen'),
      ),
      screen('/privacy-policy', everyone('Privacy policy'), () => import('../features/legal/privacy-screen')),
      screen(
        '/licensing-agreement',
        everyone('Licensing agreement'),
        () => import('../features/legal/licensing-screen'),
      ),
      screen(
        '/subscription-agreement',
        everyone('Subscription agreement'),
        () => import('../features/legal/subscription-agreement-screen'),
      ),
      screen(
        '/delegate-access',
        everyone('Delegate access'),
        () => import('../features/legal/delegate-access-screen'),
      ),
      screen(
        '/auth/doximity/success',
        everyone('Signing you in'),
        () => import('../features/auth/doximity-success-screen'),
      ),

      // Onboarding.
      screen(
        '/establish-profile',
        everyone('Set up your organization'),
        () => import('../features/onboarding/establish-profile-screen'),
      ),
      screen(
        '/would-you-rather',
        signedIn('Would you rather'),
        () => import('../features/onboarding/would-you-rather-screen'),
      ),
      screen(
        '/edit-profile/would-you-rather',
        signedIn('Would you rather'),
        () => import('../features/onboarding/would-you-rather-screen'),
      ),

      // The signed-in product.
      screen('/home', signedIn('Home'), () => import('../features/home/home-screen')),
      screen(
        '/create-job',
        signedIn('Post a job', 'post-jobs'),
        () => import('../features/jobs/create-job-screen'),
      ),
      screen(
        '/edit-job/:id',
        signedIn('Edit job', 'post-jobs'),
        () => import('../features/jobs/edit-job-screen'),
      ),
      screen('/jobs', signedIn('Jobs'), () => import('../features/jobs/jobs-screen')),
      screen('/jobs-resident', signedIn('Pipeline'), () => import('../features/jobs/jobs-resident-screen')),
      screen(
        '/jobs-resident/:id',
        signedIn('Job pipeline'),
        () => import('../features/jobs/job-board-screen'),
      ),
      screen(
        '/explore',
        signedIn('Explore candidates', 'explore-candidates'),
        () => import('../features/applicants/explore-screen'),
      ),
      screen('/applicants', signedIn('Applicants'), () => import('../features/applicants/applicants-screen')),
      screen(
        '/applicants/:id',
        signedIn('Applicant', 'explore-candidates'),
        () => import('../features/applicants/applicant-screen'),
      ),
      screen(
        '/global-connection',
        signedIn('All connections'),
        () => import('../features/connections/global-connection-screen'),
      ),
      screen('/messages', signedIn('Messages'), () => import('../features/messages/messages-screen')),
      screen(
        '/edit-profile',
        signedIn('Organization profile'),
        () => import('../features/profile/edit-profile-screen'),
      ),
      screen(
        '/claimBusinessProfile',
        signedIn('Claim a business profile'),
        () => import('../features/profile/claim-business-profile-screen'),
      ),
      screen(
        '/payment',
        signedIn('Payment', 'manage-billing'),
        () => import('../features/subscription/payment-screen'),
      ),
      screen(
        '/manage-subscriptions',
        signedIn('Subscription', 'manage-billing'),
        () => import('../features/subscription/manage-subscriptions-screen'),
      ),

      screen('*', everyone('Page not found'), () => import('../features/not-found/not-found-screen')),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

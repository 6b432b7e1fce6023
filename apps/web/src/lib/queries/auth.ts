import type { OrganizationSuggestion } from '@medhire/ui/claim-business-form';
import { authApi, employeeAuthApi } from '../api';
import { reporting } from './report';

// The calls of the signed-out screens: no SWR here, so those screens' first load stays small.

/**
 * Signing in, registering, recovering a password and claiming an organization. A failure is a toast and
 * rejects, so the form shows it above its fields as well.
 */
export const authCalls = {
  loginV1: reporting(authApi.loginV1),
  register: reporting(authApi.register),
  verifyOtp: reporting(authApi.verifyOtp),
  setPassword: reporting(authApi.setPassword),
  sendOtpPasswordRecovery: reporting(authApi.sendOtpPasswordRecovery),
  verifyOtpPasswordRecovery: reporting(authApi.verifyOtpPasswordRecovery),
  updatePasswordByOtp: reporting(authApi.updatePasswordByOtp),
  claim: reporting(authApi.claim),
  /** Asks the server to start a Doximity sign-in (a single-use state and PKCE). */
  startDoximitySignIn: reporting(employeeAuthApi.startDoximitySignIn),
  /** Finishes a Doximity sign-in with the provider's code. */
  exchangeCodeWithToken: reporting(employeeAuthApi.exchangeCodeWithToken),
  searchOrganizationDirectory: reporting(authApi.searchOrganizationDirectory),
};

/** Suggestions for the claim form: unclaimed organizations of the directory whose name matches. */
export async function searchClaimableOrganizations(query: string): Promise<OrganizationSuggestion[]> {
  const found = await authCalls.searchOrganizationDirectory(query);
  return found.map(({ _id, name, city, state }) => ({ id: _id, name, city, state }));
}

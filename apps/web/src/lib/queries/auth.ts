import { authApi, employeeAuthApi } from '../api';
import { reporting } from './report';

/**
 * The calls of the signed-out screens (sign-in, registration, recovery, set-password, claim, Doximity). They
 * read nothing to cache, so they are plain functions rather than hooks; each failure is toasted (spec §8) and
 * still rejects, so the form shows it inline as well and keeps what was typed.
 */
export const authCalls = {
  signIn: reporting(authApi.loginV1),
  register: reporting(authApi.register),
  verifyRegistrationCode: reporting(authApi.verifyOtp),
  sendRecoveryCode: reporting(authApi.sendOtpPasswordRecovery),
  verifyRecoveryCode: reporting(authApi.verifyOtpPasswordRecovery),
  updatePasswordByCode: reporting(authApi.updatePasswordByOtp),
  setPassword: reporting(authApi.setPassword),
  claimBusiness: reporting(authApi.claim),
  startDoximitySignIn: reporting(employeeAuthApi.startDoximitySignIn),
  finishDoximitySignIn: reporting(employeeAuthApi.exchangeCodeWithToken),
};

import { authApi, employeeAuthApi, teamApi } from '../api';
import { reporting } from './report';

/**
 * The calls of the signed-out screens (sign-in, registration, recovery, set-password, claim, Doximity; joining a
 * team below). They read nothing to cache, so they are plain functions rather than hooks (and load without SWR);
 * each failure is toasted (spec §8) and still rejects, so the form shows it inline as well and keeps what was typed.
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

/** The calls of the public /join-team screen: what the link is for, and joining. */
export const joinTeamCalls = {
  invitation: teamApi.getTeamInvitation,
  accept: reporting(teamApi.acceptTeamInvitation),
};

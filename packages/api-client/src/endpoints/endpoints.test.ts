import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { createActivityEndpoints } from './activity';
import { createAuthEndpoints } from './auth';
import { createBillingEndpoints } from './billing';
import { createDashboardEndpoints } from './dashboard';
import { createEmployeeAuthEndpoints } from './employee-auth';
import { createEnumEndpoints } from './enums';
import { createReportEndpoints } from './reports';
import { createResponsivenessEndpoints } from './responsiveness';
import { createSubscriptionEndpoints } from './subscription';
import { createTeamEndpoints } from './team';
import { createUploadEndpoints } from './uploads';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let received: Received[] = [];
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('latin1');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: { ok: true } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function endpoints() {
  const options = { baseUrl, getToken: () => 'session-token' };
  const client = createApiClient(options);
  return {
    billing: createBillingEndpoints(client, options),
    auth: createAuthEndpoints(client),
    employee: createEmployeeAuthEndpoints(client),
    enums: createEnumEndpoints(client),
    uploads: createUploadEndpoints(client),
    subscription: createSubscriptionEndpoints(client),
    dashboard: createDashboardEndpoints(client),
    responsiveness: createResponsivenessEndpoints(client),
    team: createTeamEndpoints(client),
    activity: createActivityEndpoints(client),
    reports: createReportEndpoints(client),
  };
}

type Api = ReturnType<typeof endpoints>;
const id = 'e-1';
const email = 'owner@clinic.test';

// Every call of §7 "Auth and profile", "Uploads" and "Enums", plus the subscription calls: method, path and the
// JSON body the server receives (empty values are dropped by the client).
const calls: [
  name: string,
  call: (api: Api) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
][] = [
  ['team', (api) => api.team.getTeam(), 'GET', '/employer/team'],
  ['a job’s activity', (api) => api.activity.getJobActivity('j-1'), 'GET', '/employer/jobs/j-1/activity'],
  [
    'a candidate’s timeline',
    (api) => api.activity.getCandidateActivity('c-1'),
    'GET',
    '/employer/applicants/c-1/activity',
  ],
  [
    'a candidate’s notes',
    (api) => api.activity.getCandidateNotes('c-1'),
    'GET',
    '/employer/applicants/c-1/notes',
  ],
  [
    'add a note',
    (api) => api.activity.addCandidateNote('c-1', { body: 'Strong', jobId: 'j-1' }),
    'POST',
    '/employer/applicants/c-1/notes',
    { body: 'Strong', jobId: 'j-1' },
  ],
  [
    'invite to the team',
    (api) => api.team.inviteTeamMember({ email, role: 'recruiter' }),
    'POST',
    '/employer/team/invite',
    { email, role: 'recruiter' },
  ],
  [
    'change a member’s role',
    (api) => api.team.changeTeamMemberRole('m/1', { role: 'hiring-manager' }),
    'PATCH',
    '/employer/team/m%2F1',
    { role: 'hiring-manager' },
  ],
  ['remove a member', (api) => api.team.removeTeamMember('m-1'), 'DELETE', '/employer/team/m-1'],
  [
    'an invitation link',
    (api) => api.team.getTeamInvitation('tok+en/1'),
    'GET',
    '/employer/team/invitation/tok%2Ben%2F1',
  ],
  [
    'join the team',
    (api) => api.team.acceptTeamInvitation({ token: 't', name: 'Ana', password: 'pw-123456' }),
    'POST',
    '/employer/team/invitation/accept',
    { token: 't', name: 'Ana', password: 'pw-123456' },
  ],
  [
    'login',
    (api) => api.auth.login({ email, password: 'pw-123456' }),
    'POST',
    '/employer/auth/login',
    { email, password: 'pw-123456' },
  ],
  [
    'v1 login',
    (api) => api.auth.loginV1({ email, password: 'pw-123456' }),
    'POST',
    '/employer/auth/v1/login',
    { email, password: 'pw-123456' },
  ],
  [
    'claim',
    (api) => api.auth.claim({ email, npiNumber: '1234567893', organization: 'Lakeside' }),
    'POST',
    '/employer/auth/claim',
    { email, npiNumber: '1234567893', organization: 'Lakeside' },
  ],
  ['sync-user-detail', (api) => api.auth.syncUserDetail(id), 'GET', `/employer/auth/sync-user-detail/${id}`],
  [
    'verify-otp',
    (api) => api.auth.verifyOtp({ email, otp: '123456' }),
    'POST',
    '/employer/auth/v1/verify-otp',
    { email, otp: '123456' },
  ],
  [
    'register',
    (api) => api.auth.register({ email, password: 'pw-123456' }),
    'POST',
    '/employer/auth/v1/register',
    { email, password: 'pw-123456' },
  ],
  [
    'update-orgdetails',
    (api) => api.auth.updateOrgDetails(id, { organizationName: 'Lakeside', phoneNumber: '' }),
    'PATCH',
    `/employer/auth/v1/update-orgdetails/${id}`,
    { organizationName: 'Lakeside' },
  ],
  [
    'generate-location',
    (api) => api.auth.generateLocation('Austin, TX'),
    'POST',
    '/employer/auth/v1/generate-location',
    { location: 'Austin, TX' },
  ],
  [
    'update-locationDetails',
    (api) => api.auth.updateLocationDetails(id, { locationsDetails: [] }),
    'PATCH',
    `/employer/auth/v1/update-locationDetails/${id}`,
    { locationsDetails: [] },
  ],
  [
    'update-candidate-preference',
    (api) => api.auth.updateCandidatePreference(id, { minExperience: 3 }),
    'PATCH',
    `/employer/auth/v1/update-candidate-preference/${id}`,
    { minExperience: 3 },
  ],
  [
    'update-preference-probes',
    (api) => api.auth.updatePreferenceProbes(id, [{ probeId: 'p1', choice: 'a' }]),
    'PATCH',
    `/employer/auth/v1/update-preference-probes/${id}`,
    { preferenceProbe: [{ probeId: 'p1', choice: 'a' }] },
  ],
  [
    'update-current-profile-step',
    (api) => api.auth.updateCurrentProfileStep(id, 3),
    'PATCH',
    `/employer/auth/v1/update-current-profile-step/${id}`,
    { currentProfileStep: 3 },
  ],
  [
    'set-password',
    (api) => api.auth.setPassword({ email, password: 'pw-123456', token: 't' }),
    'POST',
    '/employer/auth/set-password',
    { email, password: 'pw-123456', token: 't' },
  ],
  [
    'send-otp-password-recovery',
    (api) => api.auth.sendOtpPasswordRecovery({ email }),
    'POST',
    '/employer/auth/v1/send-otp-password-recovery',
    { email },
  ],
  [
    'verify-otp-password-recovery',
    (api) => api.auth.verifyOtpPasswordRecovery({ email, otp: '123456' }),
    'POST',
    '/employer/auth/v1/verify-otp-password-recovery',
    { email, otp: '123456' },
  ],
  [
    'update-password-by-otp',
    (api) => api.auth.updatePasswordByOtp({ password: 'pw-123456' }, 'reset'),
    'POST',
    '/employer/auth/v1/update-password-by-otp',
    { password: 'pw-123456' },
  ],
  [
    'update-profile (v1)',
    (api) => api.auth.updateProfile(id, { organizationName: 'Lakeside' }),
    'PATCH',
    `/employer/auth/v1/update-profile/${id}`,
    { organizationName: 'Lakeside' },
  ],
  [
    'update-profile (older)',
    (api) => api.auth.updateProfileLegacy(id, { managingPartner: 'Dr. Ames' }),
    'PATCH',
    `/employer/auth/update-profile/${id}`,
    { managingPartner: 'Dr. Ames' },
  ],
  [
    'archive-profile',
    (api) => api.auth.archiveProfile(id, { password: 'pw-123456' }),
    'PATCH',
    `/employer/auth/v1/archive-profile/${id}`,
    { password: 'pw-123456' },
  ],
  [
    'reset-password',
    (api) => api.auth.resetPassword(id, { oldPassword: 'a', newPassword: 'b' }),
    'POST',
    `/employer/auth/v1/reset-password/${id}`,
    { oldPassword: 'a', newPassword: 'b' },
  ],
  [
    'update-email',
    (api) => api.auth.updateEmail(id, { email, password: 'Current-Pass-1' }),
    'POST',
    `/employer/auth/v1/update-email/${id}`,
    { email, password: 'Current-Pass-1' },
  ],
  [
    'verify-otp-update-email',
    (api) => api.auth.verifyOtpUpdateEmail(id, { email, otp: '123456' }),
    'POST',
    `/employer/auth/v1/verify-otp-update-email/${id}`,
    { email, otp: '123456' },
  ],
  [
    'save-fcm-token',
    (api) => api.auth.saveFcmToken(id, { value: 'device' }),
    'PATCH',
    `/employer/auth/save-fcm-token/${id}`,
    { value: 'device' },
  ],
  [
    'delete-fcm-token',
    (api) => api.auth.deleteFcmToken(id, { value: 'device' }),
    'DELETE',
    `/employer/auth/delete-fcm-token/${id}`,
    { value: 'device' },
  ],
  [
    'preference probes',
    (api) => api.auth.getPreferenceProbes(),
    'GET',
    '/employer/auth/v1/preference-probes',
  ],
  [
    'organization directory',
    (api) => api.auth.searchOrganizationDirectory('lake'),
    'GET',
    '/employer/auth/v1/organization-directory?queryText=lake',
  ],
  ['doximity start', (api) => api.employee.startDoximitySignIn(), 'POST', '/employer/auth/v1/doximity/start'],
  [
    'exchange-code-with-token',
    (api) => api.employee.exchangeCodeWithToken('a/b', 's&t=1'),
    'GET',
    '/employee/auth/exchange-code-with-token/a%2Fb?state=s%26t%3D1',
  ],
  [
    'search-specialty',
    (api) => api.enums.searchSpecialty('card'),
    'GET',
    '/enums/search-specialty?queryText=card',
  ],
  [
    'search-subSpecialty',
    (api) => api.enums.searchSubSpecialty('int', ['s1', 's2']),
    'GET',
    '/enums/search-subSpecialty?queryText=int&specialtiesIds=s1%2Cs2',
  ],
  ['get-all-enums', (api) => api.enums.getAllEnums(), 'GET', '/enums/get-all-enums'],
  [
    'search-state (page size 10 by default)',
    (api) => api.enums.searchState('tex'),
    'GET',
    '/enums/search-state?queryText=tex&pageSize=10&pageNumber=1',
  ],
  ['plans', (api) => api.subscription.getPlans(), 'GET', '/employer/subscription/plans'],
  ['dashboard', (api) => api.dashboard.getDashboard(), 'GET', '/employer/dashboard'],
  [
    'responsiveness settings',
    (api) => api.responsiveness.getSettings(),
    'GET',
    '/employer/settings/responsiveness',
  ],
  [
    'save the responsiveness settings',
    (api) =>
      api.responsiveness.saveSettings({
        replyTargetMinutes: 120,
        staleAfterDays: { Shortlisted: 7, Submitted: 5, Interview: 7, Offer: null },
      }),
    'PUT',
    '/employer/settings/responsiveness',
    { replyTargetMinutes: 120, staleAfterDays: { Shortlisted: 7, Submitted: 5, Interview: 7, Offer: null } },
  ],
  [
    'funnel report of every job',
    (api) => api.reports.getFunnel({ from: '2026-01-01', to: '2026-03-31' }),
    'GET',
    '/employer/reports/funnel?from=2026-01-01&to=2026-03-31',
  ],
  [
    'time-in-stage report of one job',
    (api) => api.reports.getStageTimes({ from: '2026-01-01', to: '2026-03-31', jobId: id }),
    'GET',
    `/employer/reports/stage-times?from=2026-01-01&to=2026-03-31&jobId=${id}`,
  ],
  [
    'time-to-fill report',
    (api) => api.reports.getTimeToFill({ from: '2026-01-01', to: '2026-03-31' }),
    'GET',
    '/employer/reports/time-to-fill?from=2026-01-01&to=2026-03-31',
  ],
  [
    'applied-versus-invited report',
    (api) => api.reports.getSources({ from: '2026-01-01', to: '2026-03-31' }),
    'GET',
    '/employer/reports/sources?from=2026-01-01&to=2026-03-31',
  ],
  [
    'reply-times report of one job',
    (api) => api.reports.getReplyTimes({ from: '2026-01-01', to: '2026-03-31', jobId: id }),
    'GET',
    `/employer/reports/reply-times?from=2026-01-01&to=2026-03-31&jobId=${id}`,
  ],
  ['subscription', (api) => api.subscription.getSubscription(id), 'GET', `/employer/subscription/${id}`],
  [
    'start subscription',
    (api) => api.subscription.startSubscription(id, { planId: 'monthly' }),
    'POST',
    `/employer/subscription/${id}/start`,
    { planId: 'monthly' },
  ],
  [
    'cancel subscription',
    (api) => api.subscription.cancelSubscription(id),
    'POST',
    `/employer/subscription/${id}/cancel`,
  ],
  [
    'resume subscription',
    (api) => api.subscription.resumeSubscription(id),
    'POST',
    `/employer/subscription/${id}/resume`,
  ],
  ['billing overview', (api) => api.billing.getBilling(id), 'GET', `/employer/subscription/${id}/billing`],
  [
    'plan change preview',
    (api) => api.billing.previewPlanChange(id, { planId: 'yearly' }),
    'POST',
    `/employer/subscription/${id}/change-plan/preview`,
    { planId: 'yearly' },
  ],
  [
    'plan change',
    (api) => api.billing.changePlan(id, { planId: 'yearly', previewToken: '1.abc' }),
    'POST',
    `/employer/subscription/${id}/change-plan`,
    { planId: 'yearly', previewToken: '1.abc' },
  ],
  ['card setup', (api) => api.billing.startCardSetup(id), 'POST', `/employer/subscription/${id}/card/setup`],
  [
    'replace card',
    (api) => api.billing.replaceCard(id, { paymentMethodId: 'pm_1' }),
    'POST',
    `/employer/subscription/${id}/card`,
    { paymentMethodId: 'pm_1' },
  ],
  ['invoices', (api) => api.billing.getInvoices(id), 'GET', `/employer/subscription/${id}/invoices`],
  [
    'simulated renewal',
    (api) => api.billing.simulateRenewal(id),
    'POST',
    `/employer/subscription/${id}/test-renewal`,
  ],
];

describe('endpoints send each call verbatim', () => {
  it.each(calls)('%s', async (_name, call, method, url, body) => {
    received = [];
    await call(endpoints());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    if (body === undefined) expect(request?.body).toBe('');
    else expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('sends the session token, except update-password-by-otp, which carries the reset token alone', async () => {
    received = [];
    const api = endpoints();
    await api.auth.syncUserDetail(id);
    await api.auth.updatePasswordByOtp({ password: 'pw-123456' }, 'reset-token');
    expect(received.map((request) => request.authorization)).toEqual([
      'Bearer session-token',
      'Bearer reset-token',
    ]);
  });

  it('uploads an image in the field image and media in repeated fields media', async () => {
    received = [];
    const api = endpoints();
    await api.uploads.uploadSingleImage(new Blob(['png-bytes'], { type: 'image/png' }));
    await api.uploads.uploadMultipleImagesAndVideos([
      new Blob(['one'], { type: 'image/jpeg' }),
      new Blob(['two'], { type: 'video/mp4' }),
    ]);
    const [single, multiple] = received;
    expect(single?.url).toBe('/uploader/upload-single-image');
    expect(single?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(single?.body.match(/name="image"/g)).toHaveLength(1);
    expect(multiple?.url).toBe('/uploader/upload-multiple-imgs-videos');
    expect(multiple?.body.match(/name="media"/g)).toHaveLength(2);
  });
});

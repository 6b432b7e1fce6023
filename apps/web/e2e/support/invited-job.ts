import { type APIRequestContext, expect } from '@playwright/test';

/** The demo employer and candidate the server seeds at start (apps/api config defaults). */
export const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
export const demoCandidate = {
  email: 'candidate@medhire.test',
  password: 'Scrubs-Demo-2026!',
  name: 'Jordan Rivera',
};

/** The demo employer's session, as the API answers a sign-in. */
export type DemoEmployer = { token: string; user: { _id: string } };

/**
 * Through the API, as the demo employer (signed in here unless given): posts a full-time family medicine job in
 * Madison, WI, titled `title`. Returns the employer's session, its headers and the job's id.
 */
export async function postDemoJob(request: APIRequestContext, title: string, signedIn?: DemoEmployer) {
  const employer: DemoEmployer =
    signedIn ?? (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const headers = { authorization: `Bearer ${employer.token}` };
  const posted = await request.post(`/employer/auth/v1/create-job-v1/${employer.user._id}`, {
    headers,
    data: {
      title,
      specialty: 'family-medicine',
      employmentType: 'full-time',
      salaryRange: JSON.stringify({ min: 250000, max: 300000 }),
      locations: [
        {
          city: 'Madison',
          state: 'WI',
          description: 'Madison, WI',
          coords: { latitude: 43.07, longitude: -89.4 },
        },
      ],
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return { employer, headers, jobId: (await posted.json()).data.job._id as string };
}

/**
 * Through the API, as the demo employer: posts a Madison, WI job titled `title` and invites the demo candidate to
 * it. Returns the employer's session (and its headers), the job, the invite's answer and the candidate's session.
 */
export async function inviteDemoCandidateToNewJob(request: APIRequestContext, title: string) {
  const { employer, headers, jobId } = await postDemoJob(request, title);
  const candidateLogin = (await (await request.post('/employee/auth/login', { data: demoCandidate })).json())
    .data;
  const invited = await request.post('/employer/match/invite', {
    headers,
    data: { jobId, candidateId: candidateLogin.candidate._id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  return { employer, headers, jobId, invited: await invited.json(), candidateLogin };
}

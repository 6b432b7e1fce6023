import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JobPayloadInput } from '@medhire/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { createJobEndpoints, type JobEndpoints } from './jobs';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const job = { _id: 'j-1', title: 'Urgent Care Physician', status: 'open', applicantCount: 2 };

let server: Server;
let received: Received[] = [];
/** What the server answers next: status and envelope. */
let answer: { status: number; envelope: unknown } = {
  status: 200,
  envelope: { success: true, data: { job } },
};
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.envelope));
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

beforeEach(() => {
  received = [];
  answer = { status: 200, envelope: { success: true, data: { job } } };
});

function endpoints(): JobEndpoints {
  return createJobEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
}

/** As the create-job form sends it: salary as JSON text, an unanswered field empty. */
const payload: JobPayloadInput = {
  title: 'Urgent Care Physician',
  specialty: 'family-medicine',
  subSpecialty: 'urgent-care-medicine',
  employmentType: 'part-time',
  salaryRange: '{"min":180000,"max":220000}',
  vacation: '',
  scribeSupport: false,
  locations: [
    {
      city: 'Madison',
      state: 'WI',
      description: 'Madison, WI',
      coords: { latitude: 43.0731, longitude: -89.4012 },
    },
  ],
};
const { vacation: _empty, ...sent } = payload;

const calls: [
  name: string,
  call: (api: JobEndpoints) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
][] = [
  [
    'create-job-v1 (empty fields dropped, false kept)',
    (api) => api.createJobV1('e-1', payload),
    'POST',
    '/employer/auth/v1/create-job-v1/e-1',
    sent,
  ],
  ['list jobs (the server’s default: all)', (api) => api.listJobs(), 'GET', '/employer/jobs'],
  ['list open jobs', (api) => api.listJobs('open'), 'GET', '/employer/jobs?status=open'],
  ['list closed jobs', (api) => api.listJobs('closed'), 'GET', '/employer/jobs?status=closed'],
  [
    'list my jobs',
    (api) => api.listJobs('open', { mine: true }),
    'GET',
    '/employer/jobs?status=open&mine=true',
  ],
  ['list every job', (api) => api.listJobs('all'), 'GET', '/employer/jobs?status=all'],
  ['one job', (api) => api.getJob('j-1'), 'GET', '/employer/jobs/j-1'],
  ['edit a job', (api) => api.updateJob('j-1', payload), 'PATCH', '/employer/jobs/j-1', sent],
  ['close a job', (api) => api.closeJob('j-1'), 'POST', '/employer/jobs/j-1/close'],
  ['reopen a job', (api) => api.reopenJob('j-1'), 'POST', '/employer/jobs/j-1/reopen'],
  [
    'set a job’s hiring team',
    (api) => api.setHiringTeam('j-1', { recruiterMemberId: 'm-1', hiringManagerIds: ['m-2'] }),
    'PUT',
    '/employer/jobs/j-1/hiring-team',
    { recruiterMemberId: 'm-1', hiringManagerIds: ['m-2'] },
  ],
  ['an id is one path segment', (api) => api.getJob('a/b?c'), 'GET', '/employer/jobs/a%2Fb%3Fc'],
];

describe('job endpoints', () => {
  it.each(calls)('%s', async (_name, call, method, url, body) => {
    await call(endpoints());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.authorization).toBe('Bearer session-token');
    if (body === undefined) expect(request?.body).toBe('');
    else expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('resolves with the job the server answers', async () => {
    await expect(endpoints().closeJob('j-1')).resolves.toEqual({ job });
    answer = { status: 200, envelope: { success: true, data: { jobs: [job] } } };
    await expect(endpoints().listJobs()).resolves.toEqual({ jobs: [job] });
  });

  it('rejects with the server’s message for a job of another employer', async () => {
    answer = {
      status: 404,
      envelope: { success: false, error: { message: 'This job was not found.', code: 'NOT_FOUND' } },
    };
    const failure = await endpoints()
      .getJob('j-2')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'This job was not found.', status: 404, code: 'NOT_FOUND' });
  });
});

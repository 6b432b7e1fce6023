import { createRealtimeConnection } from '@medhire/api-client/realtime';
import { test as base, expect, type Page } from '@playwright/test';
import { type Cluster, startCluster } from '../../../scripts/cluster.mjs';
import { signInThroughUi } from './support/account';

// The production layout on this machine (scripts/cluster.mjs, docs/deploy.md "Cluster"): HAProxy with
// deploy/haproxy.cfg in front of two API nodes sharing one PostgreSQL database and Redis. This spec needs
// PostgreSQL (127.0.0.1:5432 or TEST_DATABASE_URL) and fails saying so without it; `npm test` leaves it out, with a
// line, on a machine without PostgreSQL.

/** Sign-in attempts per client address per minute on the cluster: small, so the shared count is quick to reach. */
const LOGIN_LIMIT = 6;

const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const cluster = await startCluster({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) } });
      console.log(
        `cluster: HAProxy ${cluster.url} → ${cluster.nodes.map((node) => node.url).join(', ')}; ` +
          `sockets and rate limits through ${cluster.redisUrl ? `Redis (${cluster.redisUrl})` : 'PostgreSQL'}`,
      );
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.url),
});

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!' };

/** The node whose name the balancer's sticky cookie holds for this browser. */
async function stickyNode(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'MEDHIRE_NODE')?.value;
}

test('a sign-in rate limit holds across both nodes: attempts split between them, the next is refused on either', async ({
  cluster,
  request,
}) => {
  const [node1, node2] = cluster.nodes;
  // One client address for every attempt, as the balancer would report it (TRUST_PROXY trusts loopback).
  const client = { 'x-forwarded-for': '198.51.100.23' };
  const attempt = (url: string, index: number) =>
    request.post(`${url}/employer/auth/login`, {
      headers: client,
      data: { email: `nobody-${index}@clinic.test`, password: 'Not-The-Password-1' },
    });
  for (let index = 0; index < LOGIN_LIMIT; index += 1) {
    const response = await attempt(index % 2 === 0 ? node1.url : node2.url, index);
    expect(response.status(), `attempt ${index + 1} of ${LOGIN_LIMIT}`).toBe(401);
  }
  for (const node of [node1, node2]) {
    const refused = await attempt(node.url, 99);
    expect(refused.status(), `attempt ${LOGIN_LIMIT + 1} on ${node.name}`).toBe(429);
    expect((await refused.json()).success).toBe(false);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
  // Another client is not held back by it.
  const other = await request.post(`${node2.url}/employer/auth/login`, {
    headers: { 'x-forwarded-for': '198.51.100.24' },
    data: { email: 'nobody@clinic.test', password: 'Not-The-Password-1' },
  });
  expect(other.status()).toBe(401);
});

test('messages cross nodes both ways; the browser’s node dies, the browser moves to the other through the balancer and misses nothing', async ({
  cluster,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The browser lands on a node through the balancer, which says which one and keeps it there (cookie).
  const landing = await page.goto('/signIn');
  const browserNodeName = landing?.headers()['x-served-by'];
  expect(browserNodeName).toMatch(/^node[12]$/);
  expect(await stickyNode(page)).toBe(browserNodeName);
  const browserNode = cluster.nodes.find((node) => node.name === browserNodeName);
  const otherNode = cluster.nodes.find((node) => node.name !== browserNodeName);
  if (!browserNode || !otherNode) throw new Error('the balancer named no node of this cluster');
  const servedBy: string[] = [];
  page.on('response', (response) => {
    const name = response.headers()['x-served-by'];
    if (name) servedBy.push(name);
  });

  // The candidate is on the other node, past the balancer: their sign-in, their socket and their messages.
  const login = await request.post(`${otherNode.url}/employee/auth/login`, { data: candidate });
  expect(login.ok()).toBe(true);
  const { token, candidate: me } = (await login.json()).data as { token: string; candidate: { _id: string } };
  const candidateHeaders = { authorization: `Bearer ${token}` };
  const receivedLive: string[] = [];
  const candidateSocket = createRealtimeConnection({
    baseUrl: otherNode.url,
    getUid: () => me._id,
    getToken: () => token,
    startDelayMs: 0,
    onMessage: ({ message }) => receivedLive.push(message.body),
  });
  candidateSocket.start();
  try {
    await expect.poll(() => candidateSocket.isConnected()).toBe(true);
    const own = await request.get(`${otherNode.url}/employee/conversations`, { headers: candidateHeaders });
    const [conversation] = (await own.json()).data.conversations as { _id: string }[];
    expect(conversation).toBeDefined();
    const candidateSends = async (body: string, tempMsgId: number) => {
      const sent = await request.post(
        `${otherNode.url}/employee/conversations/${conversation?._id}/messages`,
        {
          headers: candidateHeaders,
          data: { body, tempMsgId },
        },
      );
      expect(sent.ok()).toBe(true);
    };

    // The employer's browser, through the balancer, with the thread open and its socket up on its node.
    const sockets: string[] = [];
    // Socket.IO's CONNECT answer (`40{…}`, over long-polling or the WebSocket): the server accepted the session
    // and the socket is in its rooms. And the thread's reads still in flight (a connection reads what it missed).
    let socketJoined = false;
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40{')) socketJoined = true;
      });
    });
    let threadReadsInFlight = 0;
    const isThreadRead = (url: string) => url.includes('/employer/conversation/get-single-conversation/');
    page.on('response', async (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      if ((await response.text().catch(() => '')).includes('40{')) socketJoined = true;
    });
    page.on('request', (sent) => {
      if (isThreadRead(sent.url())) threadReadsInFlight += 1;
    });
    const readDone = (sent: { url(): string }) => {
      if (isThreadRead(sent.url())) threadReadsInFlight -= 1;
    };
    page.on('requestfinished', readDone);
    page.on('requestfailed', readDone);
    await signInThroughUi(page, demo.email, demo.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/messages?conversationId=${conversation?._id}`);
    const thread = page.getByRole('log');
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(sockets[0]).toContain(new URL(cluster.url).host);
    expect(new Set(servedBy)).toEqual(new Set([browserNode.name]));
    // Connected, and done with what a (re)connection does: the open thread reads what it may have missed.
    await expect.poll(() => socketJoined, { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expect.poll(() => threadReadsInFlight).toBe(0);

    // Candidate (other node) → employer (browser's node): appended from the socket, the thread is not read again.
    // Reads of the thread's messages; not the one-message read that marks the new message read (`pageSize=1`, sent
    // 300 ms after it shows, so a busy machine may see it before the check below).
    const threadReads: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (
        url.pathname.includes('/employer/conversation/get-single-conversation/') &&
        url.searchParams.get('pageSize') !== '1'
      )
        threadReads.push(sent.url());
    });
    const toEmployer = `From the other node ${Date.now()}`;
    await candidateSends(toEmployer, 5101);
    await expect(thread.getByText(toEmployer)).toBeVisible();
    expect(threadReads).toEqual([]);

    // Employer (browser's node) → candidate (other node), live.
    const composer = page.getByRole('textbox', { name: /Write to|Message/ }).last();
    const toCandidate = `Across the balancer ${Date.now()}`;
    await composer.fill(toCandidate);
    await page.keyboard.press('Enter');
    await expect(thread.getByText(toCandidate)).toBeVisible();
    await expect.poll(() => receivedLive).toContain(toCandidate);

    // The browser's node dies. The candidate writes while the browser has no node; the browser's socket comes back
    // through the balancer, on the other node, and the thread catches up.
    await browserNode.kill();
    const whileDown = `Sent while your node was down ${Date.now()}`;
    await candidateSends(whileDown, 5102);
    await expect(thread.getByText(whileDown)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => stickyNode(page), { timeout: 15_000 }).toBe(otherNode.name);
    expect(servedBy.at(-1)).toBe(otherNode.name);
    expect(sockets.length).toBeGreaterThan(1);

    // Nothing lost, nothing doubled: after a reload (served by the other node) each message shows once.
    await page.reload();
    for (const body of [toEmployer, toCandidate, whileDown]) {
      await expect(page.getByRole('log').getByText(body)).toHaveCount(1);
    }
    // And the browser, now on the candidate's node, still reaches the candidate live.
    const afterFailover = `Still here after the failover ${Date.now()}`;
    await page
      .getByRole('textbox', { name: /Write to|Message/ })
      .last()
      .fill(afterFailover);
    await page.keyboard.press('Enter');
    await expect.poll(() => receivedLive).toContain(afterFailover);
  } finally {
    candidateSocket.stop();
  }
});

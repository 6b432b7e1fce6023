// A real MedHire cluster on this machine, laid out as in production (docs/deploy.md, "Cluster"): HAProxy with the
// repository's deploy/haproxy.cfg in front of two API nodes (the built apps/api/dist/main.js), one fresh PostgreSQL
// database they share, Redis for socket.io's adapter and the rate limits when it answers (else the PostgreSQL
// adapter and table), one shared data folder (uploads).
//
//   node scripts/cluster.mjs      prints the balancer's address and runs until Ctrl-C, then cleans up
//
// `startCluster()` does the same for a test and returns the balancer's URL and the nodes (kill, restart);
// `stop()` ends every process it started (by pid), drops the database and deletes its Redis keys and folder.
//
// Settings: NODE_ENV=development (the demo employer and candidate are seeded: SEED_DEMO's default outside
// production), TRUST_PROXY=true (HAProxy on loopback sets X-Forwarded-For), SOCKET_CLUSTER=true.
// CLUSTER_DATABASE_URL (else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/test) names the PostgreSQL
// server the database is created on; CLUSTER_REDIS_URL (else TEST_REDIS_URL, else redis://127.0.0.1:6379) the Redis.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiMain = join(root, 'apps/api/dist/main.js');
export const haproxyConfig = join(root, 'deploy/haproxy.cfg');
// pg and ioredis are the API's dependencies; they are loaded from there.
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));

const defaultPostgres = () =>
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const defaultRedis = () =>
  process.env.CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Thrown when the machine lacks what the cluster needs (PostgreSQL, HAProxy): its message is one clear line. */
export class ClusterUnavailable extends Error {
  name = 'ClusterUnavailable';
}

/** A port the OS says is free right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether PostgreSQL answers at `url` (a query, within 3 s). */
export async function postgresAnswers(url = defaultPostgres()) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether Redis answers PING at `url` within 2 s. */
export function redisAnswers(url = defaultRedis()) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/** HAProxy's path, installed from the distribution (`apt-get install -y haproxy`) when missing. */
export function ensureHaproxy(log = console.log) {
  const found = () => spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found().status === 0) return 'haproxy';
  log('HAProxy is missing: apt-get install -y haproxy');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '-q', 'haproxy'], { env, stdio: 'ignore' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update', '-q'], { env, stdio: 'ignore' });
    install = spawnSync('apt-get', ['install', '-y', '-q', 'haproxy'], { env, stdio: 'ignore' });
  }
  if (install.status !== 0 || found().status !== 0) {
    throw new ClusterUnavailable(
      'The cluster needs HAProxy and `apt-get install -y haproxy` failed: install HAProxy 2.6+ and try again.',
    );
  }
  return 'haproxy';
}

/** Polls `url` until it answers 200 or `timeoutMs` pass; `alive()` false stops early. */
async function waitFor200(url, { timeoutMs, alive = () => true, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before it answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** A child process whose output is kept (the last 64 KB) and, with `echo`, printed with a prefix. */
function startProcess(command, args, { env, prefix, echo }) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-65_536);
    if (echo) {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`${prefix} ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Ends a process by its pid: `signal`, then SIGKILL after `graceMs`; resolves once it has exited. */
async function end(proc, signal = 'SIGTERM', graceMs = 10_000) {
  if (!proc?.alive()) return;
  proc.child.kill(signal);
  const killed = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!killed) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

/**
 * Starts the cluster. Options: `env` (settings added to both nodes', e.g. LOGIN_RATE_LIMIT_PER_MINUTE),
 * `echo` (print the nodes' and HAProxy's output, prefixed), `postgresUrl`, `redisUrl` (false: no Redis),
 * `logLevel` (the nodes' LOG_LEVEL, default warn).
 * Resolves to `{ url, nodes, databaseUrl, redisUrl, dataDir, stop() }`; each node is
 * `{ name, url, port, pid, alive(), kill(signal = 'SIGKILL'), restart() }`.
 */
export async function startCluster(options = {}) {
  const echo = options.echo ?? false;
  const postgresUrl = options.postgresUrl ?? defaultPostgres();
  if (!(await postgresAnswers(postgresUrl))) {
    throw new ClusterUnavailable(
      `The cluster needs PostgreSQL and none answered at ${new URL(postgresUrl).host} (CLUSTER_DATABASE_URL / TEST_DATABASE_URL): start PostgreSQL and try again.`,
    );
  }
  const haproxy = ensureHaproxy();
  const wantedRedis = options.redisUrl === false ? undefined : (options.redisUrl ?? defaultRedis());
  const redisUrl = wantedRedis && (await redisAnswers(wantedRedis)) ? wantedRedis : undefined;

  const id = randomBytes(5).toString('hex');
  const databaseName = `medhire_cluster_${id}`;
  const redisKeyPrefix = `medhire_cluster_${id}:`;
  const pg = requireFromApi('pg');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'medhire-cluster-'));

  const processes = new Set();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all([...processes].map((proc) => end(proc)));
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.end();
    if (redisUrl) {
      const { Redis } = requireFromApi('ioredis');
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        const keys = await redis.keys(`${redisKeyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const [port1, port2, balancerPort] = [await freePort(), await freePort(), await freePort()];
    const nodeEnv = (port) => ({
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SOCKET_CLUSTER: 'true',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix } : { REDIS_URL: '' }),
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    });

    const makeNode = (name, port) => {
      let proc;
      const node = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        get pid() {
          return proc?.child.pid;
        },
        alive: () => Boolean(proc?.alive()),
        output: () => proc?.output() ?? '',
        async start() {
          proc = startProcess(process.execPath, [apiMain], {
            env: nodeEnv(port),
            prefix: `[${name}]`,
            echo,
          });
          processes.add(proc);
          proc.exited.then(() => processes.delete(proc));
          try {
            await waitFor200(`${node.url}/ready`, { timeoutMs: 60_000, alive: proc.alive, what: name });
          } catch (error) {
            throw new Error(`${error.message}:\n${proc.output()}`);
          }
        },
        /** Ends the node at once (SIGKILL, as a crash) unless told another signal; resolves once it exited. */
        kill: (signal = 'SIGKILL') => end(proc, signal),
        /** Starts it again on the same port, database and data. */
        async restart() {
          await end(proc);
          await node.start();
        },
      };
      return node;
    };
    const nodes = [makeNode('node1', port1), makeNode('node2', port2)];
    // One after the other: the first applies the migrations and seeds the demo on the fresh database.
    for (const node of nodes) await node.start();

    const balancer = startProcess(haproxy, ['-db', '-f', haproxyConfig], {
      env: {
        ...process.env,
        MEDHIRE_BIND: `127.0.0.1:${balancerPort}`,
        MEDHIRE_NODE_1: `127.0.0.1:${port1}`,
        MEDHIRE_NODE_2: `127.0.0.1:${port2}`,
      },
      prefix: '[haproxy]',
      echo,
    });
    processes.add(balancer);
    const url = `http://127.0.0.1:${balancerPort}`;
    // Ready once both nodes have answered through it (round-robin: the health checks have passed on both).
    const seen = new Set();
    const deadline = Date.now() + 30_000;
    while (seen.size < nodes.length) {
      if (!balancer.alive()) throw new Error(`HAProxy exited:\n${balancer.output()}`);
      if (Date.now() > deadline) throw new Error(`HAProxy did not reach both nodes:\n${balancer.output()}`);
      const response = await fetch(`${url}/ready`).catch(() => undefined);
      const servedBy = response?.ok ? response.headers.get('x-served-by') : null;
      if (servedBy) seen.add(servedBy);
      else await sleep(200);
    }

    return {
      url,
      nodes,
      databaseUrl,
      redisUrl,
      dataDir,
      haproxyPid: balancer.child.pid,
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const cluster = await startCluster({ echo: true, logLevel: 'info' });
    console.log(
      `\nMedHire cluster at ${cluster.url} (HAProxy, deploy/haproxy.cfg)\n` +
        cluster.nodes.map((node) => `  ${node.name}: ${node.url} (pid ${node.pid})`).join('\n') +
        `\n  PostgreSQL: ${cluster.databaseUrl}\n  Redis: ${cluster.redisUrl ?? 'none answered: PostgreSQL adapter and table'}` +
        '\nCtrl-C stops it and drops the database.\n',
    );
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping the cluster…');
      await cluster.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(error instanceof ClusterUnavailable ? error.message : error);
    process.exit(1);
  }
}

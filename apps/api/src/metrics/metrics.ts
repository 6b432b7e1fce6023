import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { requireBearerSecret } from '../http/bearer-secret.js';
import { type OutboxDepth, outboxDepth } from '../mail/delivery.js';

/** Where the server answers Prometheus' scrape. */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (404s, the single-page app's client routes). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in one process):
 *
 * - `http_request_duration_seconds{method, route, status_code}`: every HTTP answer, labelled by the route's
 *   pattern (`/employer/jobs/:id`), never the raw URL, so the labels stay few.
 * - `medhire_open_sockets`: the sockets connected to this node.
 * - `medhire_messages_sent_total{sender}`: chat messages saved (employer or candidate), counted once each.
 * - `medhire_rate_limit_refusals_total{route, code}`: 429 answers, by route pattern and error code.
 * - `medhire_db_pool_connections{state}`: the PostgreSQL pool's total, idle and waiting clients (PGlite: one).
 * - `medhire_mail_outbox_depth`, `medhire_mail_outbox_oldest_age_seconds`: mail waiting for delivery.
 * - Node's process metrics (`process_*`, `nodejs_*`), when the route is on.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly messagesSent = new Counter({
    name: 'medhire_messages_sent_total',
    help: 'Chat messages saved and sent to their conversation, by who wrote them.',
    labelNames: ['sender'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'medhire_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern and error code.',
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });

  /** This node's open sockets: the socket server tells it how to count them once it runs. */
  private countOpenSockets: () => number = () => 0;

  readonly openSockets = new Gauge({
    name: 'medhire_open_sockets',
    help: 'Sockets (socket.io) connected to this API node.',
    registers: [this.registry],
    collect: () => {
      this.openSockets.set(this.countOpenSockets());
    },
  });

  /** The database connections, read at every scrape. */
  private readPool: () => { total: number; idle: number; waiting: number } = () => ({
    total: 0,
    idle: 0,
    waiting: 0,
  });

  readonly databasePool = new Gauge({
    name: 'medhire_db_pool_connections',
    help: 'Database connections: total open, idle, and requests waiting for one (PGlite: one embedded connection).',
    labelNames: ['state'] as const,
    registers: [this.registry],
    collect: () => {
      const pool = this.readPool();
      for (const state of ['total', 'idle', 'waiting'] as const)
        this.databasePool.set({ state }, pool[state]);
    },
  });

  /** The mail outbox, read at every scrape (one indexed query). */
  private readOutbox: () => Promise<OutboxDepth> = async () => ({
    pending: 0,
    oldestPendingAgeSeconds: null,
  });

  /** One read for both outbox gauges of a scrape (prom-client collects every metric at once). */
  private outboxRead: Promise<OutboxDepth> | undefined;

  private readOutboxOnce(): Promise<OutboxDepth> {
    this.outboxRead ??= this.readOutbox().finally(() => {
      this.outboxRead = undefined;
    });
    return this.outboxRead;
  }

  readonly mailOutboxDepth = new Gauge({
    name: 'medhire_mail_outbox_depth',
    help: 'Mails waiting in the outbox for delivery (pending, retries included; parked ones are not counted).',
    registers: [this.registry],
    collect: async () => {
      this.mailOutboxDepth.set((await this.readOutboxOnce()).pending);
    },
  });

  readonly mailOutboxOldestAge = new Gauge({
    name: 'medhire_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail still waiting for delivery, in seconds (0 when none waits).',
    registers: [this.registry],
    collect: async () => {
      this.mailOutboxOldestAge.set((await this.readOutboxOnce()).oldestPendingAgeSeconds ?? 0);
    },
  });

  private defaultMetricsStarted = false;

  constructor() {
    // Both series exist from the start (at 0), so a rate over the first messages is right.
    for (const sender of ['employer', 'candidate']) this.messagesSent.inc({ sender }, 0);
  }

  /** Counts this node's open sockets with `count` (the socket server calls it when it starts and stops). */
  trackOpenSockets(count: () => number): void {
    this.countOpenSockets = count;
  }

  /** Reads the database pool's figures with `read` at every scrape. */
  trackDatabasePool(read: () => { total: number; idle: number; waiting: number }): void {
    this.readPool = read;
  }

  /** Reads the mail outbox's depth and oldest age with `read` at every scrape. */
  trackMailOutbox(read: () => Promise<OutboxDepth>): void {
    this.readOutbox = read;
  }

  /** Node's own process metrics (CPU, memory, event loop lag, GC, handles), once. */
  startDefaultMetrics(): void {
    if (this.defaultMetricsStarted) return;
    this.defaultMetricsStarted = true;
    collectDefaultMetrics({ register: this.registry });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics of this app (`GET /metrics` with METRICS_TOKEN). */
    metrics: AppMetrics;
  }
}

/** The 429's error code, kept from the error hook for the refusal counter. */
const refusalCodes = new WeakMap<FastifyRequest, string>();

/** Decorates the app with its metrics and measures every HTTP answer and 429 (served by {@link metricsRoutes}). */
export function registerMetrics(app: FastifyInstance): void {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onReady', async () => {
    const { driver } = app.database;
    metrics.trackDatabasePool(() =>
      driver.kind === 'postgres'
        ? { total: driver.pool.totalCount, idle: driver.pool.idleCount, waiting: driver.pool.waitingCount }
        : { total: 1, idle: 0, waiting: 0 },
    );
    metrics.trackMailOutbox(() => outboxDepth(app.database.db));
  });

  app.addHook('onError', async (request, reply, error) => {
    if (reply.statusCode === 429 || (error as { statusCode?: number }).statusCode === 429) {
      refusalCodes.set(request, (error as { code?: string }).code ?? 'RATE_LIMITED');
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusCode = reply.statusCode;
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status_code: String(statusCode) },
      reply.elapsedTime / 1000,
    );
    if (statusCode === 429) {
      metrics.rateLimitRefusals.inc({ route, code: refusalCodes.get(request) ?? 'RATE_LIMITED' });
    }
  });
}

/**
 * `GET /metrics` (Prometheus text format), only when `METRICS_TOKEN` is set, to a caller with
 * `Authorization: Bearer <METRICS_TOKEN>`; without the setting the route does not exist (404, like the operator
 * API when ADMIN_TOKEN is unset).
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { metricsToken } = app.config;
  if (!metricsToken) return;
  const { metrics } = app;
  metrics.startDefaultMetrics();

  app.get(
    METRICS_PATH,
    {
      schema: { hide: true },
      onRequest: requireBearerSecret(metricsToken, 'The metrics token is missing or wrong.'),
    },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    },
  );
};

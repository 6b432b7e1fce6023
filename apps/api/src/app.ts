import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerEvents } from './events/bus.js';
import { DEFAULT_BODY_LIMIT } from './http/body-limits.js';
import { fail } from './http/envelope.js';
import { handleError, NOT_FOUND_MESSAGE, registerErrorHandler } from './http/error-handler.js';
import { AppError } from './http/errors.js';
import { registerNulGuard } from './http/nul-guard.js';
import {
  AttemptCounters,
  createRateLimitStore,
  RedisCounters,
  RetryLaterError,
} from './http/rate-limit-store.js';
import {
  REDACTED,
  REDACTED_LOG_PATHS,
  RedactingLogController,
  requestIdFrom,
  serializeRequest,
} from './http/request-log.js';
import { appPageFor, hasMessagingWorker, hasSpa, isApiPath, registerSpa, wantsSpa } from './http/spa.js';
import {
  createDeliveryWorker,
  createSmtpTransport,
  type DeliveryWorker,
  type MailTransport,
} from './mail/delivery.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { metricsRoutes, registerMetrics } from './metrics/metrics.js';
import { accountRoutes } from './modules/account/routes.js';
import { activityRoutes } from './modules/activity/routes.js';
import { adminClaimRoutes } from './modules/admin/claims.js';
import { adminMailRoutes } from './modules/admin/mail.js';
import { adminRoutes } from './modules/admin/routes.js';
import { registerAuthentication } from './modules/auth/authenticate.js';
import { authRoutes } from './modules/auth/routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { candidateRoutes } from './modules/candidates/routes.js';
import { conversationRoutes } from './modules/conversations/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { employeeInterviewRoutes } from './modules/employee/interview-routes.js';
import { employeeRoutes } from './modules/employee/routes.js';
import { enumRoutes } from './modules/enums/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { hiringFeedbackRoutes } from './modules/hiring-feedback/routes.js';
import { interviewRoutes } from './modules/interviews/routes.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { matchRoutes } from './modules/matches/routes.js';
import { messageTemplateRoutes } from './modules/message-templates/routes.js';
import { notAFitRoutes } from './modules/not-a-fit/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { responsivenessRoutes } from './modules/responsiveness/routes.js';
import { registerSavedSearchAlerts, savedSearchRoutes } from './modules/saved-searches/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { registerUploadSweep } from './modules/uploads/sweep.js';
import { registerRealtime } from './realtime/realtime.js';
import { attachSocketServer } from './realtime/socket-server.js';
import { closeRedis, openRedis, pingRedis, type Redis } from './redis/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the server started with. */
    config: Config;
    /** The open database (`app.database.db` is the Drizzle handle). */
    database: Database;
    /** Sends mail (to the outbox by default). */
    mailer: Mailer;
    /** Delivers the outbox over SMTP when SMTP_URL is set (started when the app is ready, stopped on close). */
    mailWorker: DeliveryWorker | undefined;
    /** Attempt counters and rate limits in the database, shared by every API node. */
    attemptCounters: AttemptCounters;
    /** The Redis of REDIS_URL (rate limits, socket.io's adapter), when set; closed with the app. */
    redis: Redis | undefined;
  }
}

/** The app with the zod type provider: routes infer their types from their zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after `app.close()`. */
  database: Database;
  /** A pino-compatible logger; by default Fastify's own at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Where Fastify's own logger writes its lines (stdout by default); tests read them from here. */
  logStream?: { write(line: string): unknown };
  /** Replaces the outbox mailer (tests). */
  mailer?: Mailer;
  /** Where the delivery worker sends mail; by default SMTP when `config.smtp` is set, else no worker. */
  mailTransport?: MailTransport;
}

/**
 * The Content-Security-Policy of the app and the API docs: scripts and workers (the push service worker) only
 * from this origin, styles from this origin plus inline (UI libraries inject <style> tags), images also from
 * data: and blob: (previews before upload), the socket only to this origin (see {@link socketOrigin}), and no
 * framing. Stripe and Firebase add their origins when configured.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    workerSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"] as string[],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Stripe Elements: its script and frames from js.stripe.com, its calls to api.stripe.com (Stripe's CSP guide). */
function withStripe(policy: typeof contentSecurityPolicy) {
  const { directives } = policy;
  return {
    ...policy,
    directives: {
      ...directives,
      scriptSrc: [...directives.scriptSrc, 'https://js.stripe.com'],
      connectSrc: [...directives.connectSrc, 'https://api.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    },
  };
}

/**
 * Firebase Cloud Messaging, when the served app was built for it: the page and its service worker register
 * the device with Firebase Installations and FCM registrations (getToken, token refresh).
 */
function withFirebase<Policy extends typeof contentSecurityPolicy>(policy: Policy): Policy {
  const { directives } = policy;
  return {
    ...policy,
    directives: {
      ...directives,
      connectSrc: [
        ...directives.connectSrc,
        'https://firebaseinstallations.googleapis.com',
        'https://fcmregistrations.googleapis.com',
      ],
    },
  };
}

/**
 * The socket's origin, from the public URL: `ws://host:port` behind http, `wss://host` behind https. 'self'
 * already matches same-origin ws:/wss: in CSP Level 3 browsers; naming it also serves older ones, without
 * letting a page talk to any other host over a socket (a bare `ws:` or `wss:` would).
 */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The policy for this configuration: the base one, plus Stripe's and Firebase's origins when they are used. */
function policyFor(config: Config, firebase: boolean) {
  const { directives } = contentSecurityPolicy;
  const base = {
    ...contentSecurityPolicy,
    directives: { ...directives, connectSrc: [...directives.connectSrc, socketOrigin(config.publicUrl)] },
  };
  const policy = config.stripe ? withStripe(base) : base;
  return firebase ? withFirebase(policy) : policy;
}

/**
 * Builds the HTTP app: security headers, rate limiting, OpenAPI from the route schemas (`GET /openapi.json`,
 * UI at `/docs`), the one error handler and envelope, the modules, and the single-page app when
 * `config.webDistDir` holds one. Does not listen: call `app.listen()` (main.ts) or `app.inject()` (tests).
 */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  mailer,
  mailTransport,
}: BuildAppOptions): Promise<App> {
  // Request lines never carry a token or code from the URL, nor headers (src/http/request-log.ts).
  const serializers = { req: serializeRequest };
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers }) }
      : {
          logger: {
            level: config.logLevel,
            serializers,
            redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
            ...(logStream ? { stream: logStream } : {}),
          },
        }),
    trustProxy: config.trustProxy,
    // Routes with larger legitimate bodies (jobs, the organization profile) raise it for themselves.
    bodyLimit: DEFAULT_BODY_LIMIT,
    requestIdHeader: false,
    logController: new RedactingLogController({ requestIdLogLabel: 'requestId' }),
    // A malformed or over-long path never reaches a route: the router answers it, with our envelope too.
    frameworkErrors: handleError,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  }).withTypeProvider<ZodTypeProvider>() as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before the socket server, whose adapter uses it; closed after it (onClose runs after its preClose).
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  app.decorate('redis', redis);
  if (redis) {
    // A node whose Redis does not answer refuses to start, as it does without its database.
    app.addHook('onReady', async () => pingRedis(redis));
    app.addHook('onClose', async () => closeRedis(redis));
  }
  registerErrorHandler(app);
  registerMetrics(app);
  registerNulGuard(app);
  registerAuthentication(app);
  registerRealtime(app);
  attachSocketServer(app);
  registerEvents(app);
  registerUploadSweep(app);

  app.decorate('config', config);
  app.decorate('database', database);
  const mailLog = app.log.child({ component: 'mail' });
  const transport =
    mailTransport ??
    (config.smtp
      ? createSmtpTransport(config.smtp, { production: config.nodeEnv === 'production' })
      : undefined);
  const mailWorker = transport
    ? createDeliveryWorker({
        db: database.db,
        transport,
        settings: config.mailDelivery,
        encryptionKey: config.mailEncryptionKey,
        logger: mailLog,
      })
    : undefined;
  app.decorate('mailWorker', mailWorker);
  app.decorate(
    'mailer',
    mailer ?? createMailer(config, database.db, mailLog, mailWorker ? { queue: mailWorker } : {}),
  );
  registerSavedSearchAlerts(app);
  if (mailWorker) {
    // After listen (main.ts migrates before it) or the first inject; stopped before the database closes.
    app.addHook('onReady', async () => mailWorker.start());
    app.addHook('onClose', async () => mailWorker.stop());
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The API's answers hold an account's data (candidates, conversations): no browser or proxy keeps a copy,
    // on a practice's shared computer least of all. The few public, cacheable answers (enums, uploads, the
    // web app's files) set their own Cache-Control, which replaces this one.
    if (/^\/(employer|employee)\//.test(request.url)) reply.header('cache-control', 'no-store');
  });

  // The security headers of every answer, from one helmet middleware built here once (@fastify/helmet builds a new
  // one for every request, a cost the API's reads measured: bench/api.mjs --profile).
  const securityHeaders = helmet({
    contentSecurityPolicy: policyFor(config, hasMessagingWorker(config.webDistDir)),
    frameguard: { action: 'deny' },
    // HSTS only means something over HTTPS; sent over plain HTTP on a LAN it would only confuse.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  // JSON answers of 1 KB or more go out compressed (Brotli, else gzip) to a client that accepts it. The built
  // app's files carry their own precompressed copies and a Content-Encoding, which this leaves as they are; the
  // socket.io transport never reaches Fastify (socket.io answers /socket.io on the HTTP server itself).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies are never decompressed: clients send them plain, and the body limits stay what they say.
    globalDecompression: false,
  });

  // Off by default; routes opt in with `config: { rateLimit: { max, timeWindow } }` (OTP, resend), or use
  // `app.createRateLimit` for limits of their own (login: per IP and per account, src/modules/auth/routes.ts).
  // Every count lives in Redis when REDIS_URL is set, else in the database, so limits hold across restarts and
  // across API nodes.
  const attemptCounters = new AttemptCounters(database.db);
  app.decorate('attemptCounters', attemptCounters);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
  });
  await app.register(rateLimit, {
    store: createRateLimitStore(redis ? new RedisCounters(redis, config.redisKeyPrefix) : attemptCounters),
    global: false,
    max: 100,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MedHire API',
        version: '0.1.0',
        description:
          'The employer app API. Every response is `{ success: true, data }` or ' +
          '`{ success: false, error: { message, code } }`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The document and its UI are public when served: off in production unless API_DOCS=true.
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/docs' });
    // Serialised once: the document is ~700 KB, and turning it into JSON at every request costs tens of ms.
    let openApiText: string | undefined;
    app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
      openApiText ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(openApiText);
    });
  }

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(responsivenessRoutes);
  await app.register(teamRoutes);
  await app.register(activityRoutes);
  await app.register(messageTemplateRoutes);
  await app.register(enumRoutes);
  await app.register(uploadRoutes);
  await app.register(billingRoutes);
  await app.register(adminRoutes);
  await app.register(adminClaimRoutes);
  await app.register(adminMailRoutes);
  await app.register(jobRoutes);
  await app.register(candidateRoutes);
  await app.register(savedSearchRoutes);
  await app.register(matchRoutes);
  // Interview feedback and offers (issue 16).
  await app.register(hiringFeedbackRoutes);
  // Keyboard triage: "not a fit for this job" from Explore (issue 17).
  await app.register(notAFitRoutes);
  await app.register(employeeRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(conversationRoutes);
  await app.register(notificationRoutes);
  await app.register(interviewRoutes);
  await app.register(employeeInterviewRoutes);

  const spaEnabled = hasSpa(config.webDistDir);
  const appPage = spaEnabled ? appPageFor(config.webDistDir as string) : () => 'index.html';
  if (spaEnabled) await registerSpa(app, config.webDistDir as string);
  else if (config.webDistDir) {
    app.log.warn({ webDistDir: config.webDistDir }, 'WEB_DIST_DIR has no index.html: serving only the API');
  }

  app.setNotFoundHandler((request, reply) => {
    // Outside the API a path answers the app's page to a browser and the 404 envelope to anything else: a cache in
    // between must keep the two apart.
    if (spaEnabled && !isApiPath(request.url)) reply.header('vary', 'accept');
    if (spaEnabled && wantsSpa(request)) return reply.sendFile(appPage(request.url));
    return reply.code(404).send(fail('NOT_FOUND', NOT_FOUND_MESSAGE));
  });

  return app;
}

import path from 'node:path';
import { z } from 'zod';

/** The demo account's password unless DEMO_PASSWORD says otherwise (it is printed at start). */
export const DEFAULT_DEMO_PASSWORD = 'Rounds-Demo-2026!';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What `TRUST_PROXY=true` trusts: proxies on loopback, link-local and private addresses (proxy-addr's names). */
export const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';

/** The shortest target reply time an organization may set, unless REPLY_TARGET_MINIMUM_MINUTES says: an hour. */
export const REPLY_TARGET_MINIMUM_MINUTES_DEFAULT = 60;
/** The least REPLY_TARGET_MINIMUM_MINUTES production accepts: shorter targets are for tests only. */
export const REPLY_TARGET_MINIMUM_MINUTES_PRODUCTION = 15;

/** Blank values (`PORT=` in a .env file or compose file) count as "not set", so the default applies. */
const optionalText = z.string().trim().min(1).optional();

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PGLITE_DATA_DIR: optionalText,
  MAIL_OUTBOX_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.enum(logLevels).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .max(1000)
    .transform((value, context): false | string => {
      if (/^(false|0|no|off)$/i.test(value)) return false;
      // `true` trusts proxies on this machine or a private network (the load balancer in front): the client
      // address is then the entry that proxy appended to X-Forwarded-For. Trusting every hop would take the
      // first entry, which the client writes itself.
      if (/^(true|1|yes|on)$/i.test(value)) return PRIVATE_PROXIES;
      if (/^[\w.:/,\s-]+$/.test(value) && !/^\d+$/.test(value)) return value;
      context.addIssue({ code: 'custom', message: 'must be true, false, or the proxies’ addresses (CIDRs)' });
      return z.NEVER;
    })
    .optional(),
  SOCKET_CLUSTER: z.stringbool().default(false),
  REDIS_URL: z
    .string()
    .trim()
    .regex(
      /^rediss?:\/\/[^/]/,
      'must start with redis:// or rediss:// and name a host, e.g. redis://redis:6379',
    )
    .refine((value) => URL.canParse(value), 'must be a URL, e.g. redis://redis:6379')
    .optional(),
  /** Prefixes every key MedHire writes in Redis, so several deployments (or test runs) can share one server. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]{1,64}$/, 'letters, digits and . : _ - only (up to 64)')
    .default('medhire:'),
  /** Unset: on in development and tests, off in production (the demo's password is published). */
  SEED_DEMO: z.stringbool().optional(),
  /** Production only: lets the built-in test provider take (fake) payments when Stripe is not configured. */
  TEST_PAYMENTS: z.stringbool().optional(),
  /** The OpenAPI document and its UI (`/openapi.json`, `/docs`); unset: on except in production. */
  API_DOCS: z.stringbool().optional(),
  DEMO_EMAIL: z.email().default('demo@medhire.test'),
  DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MESSAGE_RATE_LIMIT_PER_10_SECONDS: z.coerce.number().int().min(1).default(30),
  MESSAGE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(600),
  /**
   * The shortest target reply time an organization may set, in minutes (fractions allowed: a test server lowers
   * it to seconds so a candidate's message becomes overdue during an end-to-end test). Production refuses less
   * than {@link REPLY_TARGET_MINIMUM_MINUTES_PRODUCTION}.
   */
  REPLY_TARGET_MINIMUM_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(REPLY_TARGET_MINIMUM_MINUTES_DEFAULT),
  UPLOADS_DIR: optionalText,
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(500),
  ADMIN_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  DOXIMITY_CLIENT_ID: optionalText,
  DOXIMITY_CLIENT_SECRET: optionalText,
  DOXIMITY_AUTHORIZE_URL: z.url().optional(),
  DOXIMITY_TOKEN_URL: z.url().optional(),
  DOXIMITY_USERINFO_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(
      /^smtps?:\/\/[^/]/,
      'must start with smtp:// or smtps:// and name a host, e.g. smtp://user:pass@host:587',
    )
    .refine((value) => URL.canParse(value), 'must be a URL, e.g. smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (value) => isMailFrom(value),
      'must be an address, or a name and an address: "MedHire <no-reply@example.org>"',
    )
    .optional(),
  MAIL_ENCRYPTION_KEY: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  /** Production: `off` is the explicit choice to send no mail (codes and links then reach nobody). */
  MAIL_DELIVERY: z.enum(['off']).optional(),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  MAIL_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5_000),
  MAIL_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(5_000),
});

/** `no-reply@example.org` or `MedHire <no-reply@example.org>` (one address, nothing around the brackets). */
function isMailFrom(value: string): boolean {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value);
  const address = named ? named[2]?.trim() : value;
  return z.email().safeParse(address).success && !/[\r\n]/.test(value);
}

/** The server's settings, read once from the environment at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; everything the server keeps on disk lives below it by default. */
  dataDir: string;
  /** Set → PostgreSQL. Absent → PGlite at `pgliteDataDir`. */
  databaseUrl: string | undefined;
  /**
   * Several API nodes share one PostgreSQL database: their sockets share rooms through socket.io's PostgreSQL
   * adapter, so a message written on one node reaches its users' sockets on every node. Needs DATABASE_URL.
   */
  socketCluster: boolean;
  /**
   * Redis shared by every API node: when set, socket.io shares rooms (and the nodes' server-to-server events)
   * through its Redis adapter instead of PostgreSQL's, and the request rate limits count in Redis instead of the
   * `rate_limit_hits` table. Attempt counters with backoff (sign-in, codes) stay in the database.
   */
  redisUrl: string | undefined;
  /** The prefix of every Redis key (rate limits) and channel (socket.io) MedHire uses. */
  redisKeyPrefix: string;
  /** Absolute folder, or `memory://` for a database that lives only as long as the process. */
  pgliteDataDir: string;
  mailOutboxDir: string;
  /** Absolute path of the built single-page app, when set. Served only if it holds an index.html. */
  webDistDir: string | undefined;
  logLevel: (typeof logLevels)[number];
  nodeEnv: 'development' | 'production' | 'test';
  /** Where users reach the app; used in links inside mail. No trailing slash. */
  publicUrl: string;
  /**
   * Trust `X-Forwarded-*` from these reverse proxies (client IPs for rate limits, protocol): false, or their
   * addresses (`TRUST_PROXY=true`: {@link PRIVATE_PROXIES}).
   */
  trustProxy: false | string;
  seedDemo: boolean;
  /**
   * The built-in test provider takes payments (no money moves): whenever Stripe is not configured, except in
   * production, where it needs `TEST_PAYMENTS=true` (and every payment screen then says "Test mode").
   */
  testPayments: boolean;
  /** `/openapi.json` and `/docs` are served. */
  apiDocs: boolean;
  demoEmail: string;
  demoPassword: string;
  /** Sign-in attempts one client IP may make per minute (both login routes together). */
  loginRateLimitPerMinute: number;
  /**
   * Messages one sender (employer or candidate) may send in any 10 seconds, and in an hour. A brisk chat stays
   * far below both; a flood gets 429. Load tests of the chat raise them.
   */
  messageRateLimitPer10Seconds: number;
  messageRateLimitPerHour: number;
  /** The shortest target reply time an organization may set, in minutes. */
  replyTargetMinimumMinutes: number;
  /** Bearer token of the operator API (`/admin/*`: approve or reject accounts); the API is off without it. */
  adminToken: string | undefined;
  /**
   * Bearer token of `GET /metrics` (Prometheus text format). Apart from ADMIN_TOKEN, so the scraper holds no
   * power over accounts; without it the route answers 404.
   */
  metricsToken: string | undefined;
  /** Uploaded files (logo, photos, videos); absolute. */
  uploadsDir: string;
  /** What all of one employer's uploads may take together, in MB (2^20 bytes); an upload beyond it is refused. */
  uploadQuotaMb: number;
  /** Stripe, when all three keys are set; otherwise the built-in test provider takes payments. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /**
   * Sign-in with Doximity (OAuth 2.0 with `state` and PKCE), when all five settings are set; otherwise starting
   * the sign-in and the code exchange say it is not configured.
   */
  doximity:
    | { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; userInfoUrl: string }
    | undefined;
  /**
   * Real mail delivery, when `SMTP_URL` is set: mails wait in the outbox table and a worker sends them with
   * retries (src/mail/delivery.ts). Without it the outbox is where mail ends (files in development).
   */
  smtp: { url: string; from: string } | undefined;
  /**
   * Encrypts the clear copy of each waiting mail (AES-256-GCM) so the worker can send codes and links after a
   * restart while the readable columns keep them `[redacted]`. Required in production when SMTP is on.
   */
  mailEncryptionKey: string | undefined;
  /** How the delivery worker retries: see {@link MailDeliverySettings}. */
  mailDelivery: MailDeliverySettings;
}

/** The delivery worker's pace. Tests shrink every value to milliseconds. */
export interface MailDeliverySettings {
  /** Failed attempts after which a mail is parked for an operator (`/admin/mail`). */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each further one… */
  retryBaseMs: number;
  /** …up to this. */
  retryMaxMs: number;
  /**
   * How long a claim on a mail lasts: a node that dies mid-delivery releases its mails after it. Also bounds one
   * SMTP delivery, so a slow server never outlives the claim (another node would then send the mail too).
   */
  leaseMs: number;
  /** How often an idle worker looks for mails queued by other nodes or due for a retry. */
  pollIntervalMs: number;
  /**
   * At shutdown, how long a delivery in progress may finish; then its SMTP connection is cut before the server
   * answered (so the server drops that copy) and the mail goes to the next worker.
   */
  shutdownGraceMs: number;
}

/** Thrown when the environment holds a value the server cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once. Every setting has an embedded default, so `loadConfig({})` is a working
 * single-machine configuration: PGlite under `./.data`, mail to `./.data/outbox`, port 3000.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment settings:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  // A public address without a mode is most likely production with NODE_ENV forgotten (a container image's
  // default): the demo's seeding, test payments and logged codes must not reach it by omission.
  if (!present.NODE_ENV && settings.PUBLIC_URL && !LOCAL_HOSTS.has(new URL(settings.PUBLIC_URL).hostname)) {
    throw new ConfigError(
      `Invalid environment settings:\n  NODE_ENV: PUBLIC_URL (${settings.PUBLIC_URL}) is not this machine, so say which mode this is: NODE_ENV=production for real use (docs/deploy.md), or NODE_ENV=development for a demo on purpose`,
    );
  }
  if (settings.SOCKET_CLUSTER && !settings.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment settings:\n  SOCKET_CLUSTER: several API nodes share one PostgreSQL database; set DATABASE_URL too',
    );
  }
  if (settings.SMTP_URL && !settings.MAIL_FROM) {
    throw new ConfigError(
      'Invalid environment settings:\n  MAIL_FROM: SMTP_URL is set, so mail needs a sender: MAIL_FROM="MedHire <no-reply@example.org>"',
    );
  }
  const production = settings.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(settings);
    if (problems.length > 0) {
      throw new ConfigError(
        `MedHire will not start in production until these settings are fixed (docs/deploy.md lists them all):\n  ${problems.join('\n  ')}`,
      );
    }
  }
  const dataDir = path.resolve(cwd, settings.DATA_DIR);
  const stripe =
    settings.STRIPE_SECRET_KEY && settings.STRIPE_PUBLISHABLE_KEY && settings.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: settings.STRIPE_SECRET_KEY,
          publishableKey: settings.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
        }
      : undefined;
  const pgliteDataDir =
    settings.PGLITE_DATA_DIR === 'memory://'
      ? 'memory://'
      : path.resolve(cwd, settings.PGLITE_DATA_DIR ?? path.join(dataDir, 'pglite'));
  const webDistDir = settings.WEB_DIST_DIR ? path.resolve(cwd, settings.WEB_DIST_DIR) : undefined;

  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    socketCluster: settings.SOCKET_CLUSTER,
    redisUrl: settings.REDIS_URL,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX,
    pgliteDataDir,
    mailOutboxDir: path.resolve(cwd, settings.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    webDistDir,
    logLevel: settings.LOG_LEVEL,
    nodeEnv: settings.NODE_ENV,
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    trustProxy: settings.TRUST_PROXY ?? false,
    seedDemo: settings.SEED_DEMO ?? !production,
    testPayments: !stripe && (!production || settings.TEST_PAYMENTS === true),
    apiDocs: settings.API_DOCS ?? !production,
    demoEmail: settings.DEMO_EMAIL.toLowerCase(),
    demoPassword: settings.DEMO_PASSWORD,
    loginRateLimitPerMinute: settings.LOGIN_RATE_LIMIT_PER_MINUTE,
    messageRateLimitPer10Seconds: settings.MESSAGE_RATE_LIMIT_PER_10_SECONDS,
    messageRateLimitPerHour: settings.MESSAGE_RATE_LIMIT_PER_HOUR,
    replyTargetMinimumMinutes: settings.REPLY_TARGET_MINIMUM_MINUTES,
    adminToken: settings.ADMIN_TOKEN,
    metricsToken: settings.METRICS_TOKEN,
    uploadsDir: path.resolve(cwd, settings.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    uploadQuotaMb: settings.UPLOAD_QUOTA_MB,
    stripe,
    doximity:
      settings.DOXIMITY_CLIENT_ID &&
      settings.DOXIMITY_CLIENT_SECRET &&
      settings.DOXIMITY_AUTHORIZE_URL &&
      settings.DOXIMITY_TOKEN_URL &&
      settings.DOXIMITY_USERINFO_URL
        ? {
            clientId: settings.DOXIMITY_CLIENT_ID,
            clientSecret: settings.DOXIMITY_CLIENT_SECRET,
            authorizeUrl: settings.DOXIMITY_AUTHORIZE_URL,
            tokenUrl: settings.DOXIMITY_TOKEN_URL,
            userInfoUrl: settings.DOXIMITY_USERINFO_URL,
          }
        : undefined,
    smtp:
      settings.SMTP_URL && settings.MAIL_FROM
        ? { url: settings.SMTP_URL, from: settings.MAIL_FROM }
        : undefined,
    mailEncryptionKey: settings.MAIL_ENCRYPTION_KEY,
    mailDelivery: {
      maxAttempts: settings.MAIL_MAX_ATTEMPTS,
      retryBaseMs: settings.MAIL_RETRY_BASE_MS,
      retryMaxMs: settings.MAIL_RETRY_MAX_MS,
      leaseMs: settings.MAIL_LEASE_MS,
      pollIntervalMs: settings.MAIL_POLL_INTERVAL_MS,
      shutdownGraceMs: settings.MAIL_SHUTDOWN_GRACE_MS,
    },
  };
}

type Settings = z.infer<typeof environmentSchema>;

/** Local addresses a production PUBLIC_URL may use over plain http (a trial on the operator's own machine). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What production mode refuses to start without, one line each: every setting whose default is only safe on a
 * developer's machine must be chosen explicitly. (Sessions are random tokens stored hashed, so there is no
 * session secret to set.)
 */
export function productionProblems(settings: Settings): string[] {
  const problems: string[] = [];
  if (settings.REPLY_TARGET_MINIMUM_MINUTES < REPLY_TARGET_MINIMUM_MINUTES_PRODUCTION) {
    problems.push(
      `REPLY_TARGET_MINIMUM_MINUTES: at least ${REPLY_TARGET_MINIMUM_MINUTES_PRODUCTION} in production (a shorter target is for tests); leave it unset for ${REPLY_TARGET_MINIMUM_MINUTES_DEFAULT}`,
    );
  }
  if (!settings.DATABASE_URL && !settings.PGLITE_DATA_DIR) {
    problems.push(
      'DATABASE_URL: set the PostgreSQL database (postgres://…), or PGLITE_DATA_DIR to keep the embedded database in a folder you back up',
    );
  } else if (!settings.DATABASE_URL && settings.PGLITE_DATA_DIR === 'memory://') {
    problems.push('PGLITE_DATA_DIR: memory:// loses every account at the next restart; give a folder');
  }
  if (!settings.PUBLIC_URL) {
    problems.push('PUBLIC_URL: set the address users reach the app at (https://…); links in mail use it');
  } else {
    const url = new URL(settings.PUBLIC_URL);
    if (url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname)) {
      problems.push('PUBLIC_URL: must start with https:// (sign-in tokens and codes travel over it)');
    }
  }
  if (settings.TRUST_PROXY === undefined) {
    problems.push(
      'TRUST_PROXY: say whether a load balancer or reverse proxy is in front: true (on a private network), its addresses, or false',
    );
  }
  const stripeKeys = [
    settings.STRIPE_SECRET_KEY,
    settings.STRIPE_PUBLISHABLE_KEY,
    settings.STRIPE_WEBHOOK_SECRET,
  ];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_*: set all three of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  } else if (!stripeKeys.some(Boolean) && settings.TEST_PAYMENTS !== true) {
    problems.push(
      'STRIPE_SECRET_KEY: set Stripe’s three keys to take payments, or TEST_PAYMENTS=true for the built-in test provider (no money moves)',
    );
  }
  if (!settings.SMTP_URL && settings.MAIL_DELIVERY !== 'off') {
    problems.push(
      'SMTP_URL: set the SMTP server that sends codes and links (smtp://user:password@host:587), or MAIL_DELIVERY=off to send no mail at all',
    );
  } else if (settings.SMTP_URL && !settings.MAIL_ENCRYPTION_KEY) {
    problems.push(
      'MAIL_ENCRYPTION_KEY: mails waiting for delivery are stored encrypted; set a random key of at least 32 characters (openssl rand -base64 32)',
    );
  }
  if (settings.SEED_DEMO === true && settings.DEMO_PASSWORD === DEFAULT_DEMO_PASSWORD) {
    problems.push(
      'DEMO_PASSWORD: the default demo password is published in the README; set another with SEED_DEMO=true',
    );
  }
  return problems;
}

import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PRIVATE_PROXIES } from './config.js';

const cwd = '/srv/medhire';

describe('loadConfig', () => {
  it('works with an empty environment, every setting defaulted', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve(cwd, '.data'),
      databaseUrl: undefined,
      pgliteDataDir: path.resolve(cwd, '.data/pglite'),
      mailOutboxDir: path.resolve(cwd, '.data/outbox'),
      webDistDir: undefined,
      logLevel: 'info',
      nodeEnv: 'development',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      seedDemo: true,
      testPayments: true,
      apiDocs: true,
      socketCluster: false,
      redisUrl: undefined,
      redisKeyPrefix: 'medhire:',
      demoEmail: 'demo@medhire.test',
      demoPassword: 'Rounds-Demo-2026!',
      loginRateLimitPerMinute: 20,
      messageRateLimitPer10Seconds: 30,
      messageRateLimitPerHour: 600,
      replyTargetMinimumMinutes: 60,
      adminToken: undefined,
      metricsToken: undefined,
      uploadsDir: path.resolve(cwd, '.data/uploads'),
      uploadQuotaMb: 500,
      stripe: undefined,
      doximity: undefined,
      smtp: undefined,
      mailEncryptionKey: undefined,
      mailDelivery: {
        maxAttempts: 8,
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        leaseMs: 120_000,
        pollIntervalMs: 5_000,
        shutdownGraceMs: 5_000,
      },
    });
  });

  it('sends mail over SMTP only with a sender, and in production only with an encryption key', () => {
    const smtp = {
      SMTP_URL: 'smtp://mailer:secret@smtp.example.org:587',
      MAIL_FROM: 'MedHire <no-reply@example.org>',
    };
    expect(loadConfig(smtp, cwd).smtp).toEqual({
      url: 'smtp://mailer:secret@smtp.example.org:587',
      from: 'MedHire <no-reply@example.org>',
    });
    expect(
      loadConfig({ ...smtp, SMTP_URL: 'smtps://smtp.example.org', MAIL_FROM: 'no-reply@example.org' }, cwd)
        .smtp,
    ).toEqual({ url: 'smtps://smtp.example.org', from: 'no-reply@example.org' });
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL }, cwd)).toThrow(
      /MAIL_FROM: SMTP_URL is set, so mail needs a sender/,
    );
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'http://smtp.example.org' }, cwd)).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'MedHire' }, cwd)).toThrow(/MAIL_FROM: must be an address/);
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'A <a@x.org>, B <b@x.org>' }, cwd)).toThrow(/MAIL_FROM/);

    // The key that seals waiting mails (production needs it with SMTP: see "production mode" below).
    expect(() => loadConfig({ ...smtp, MAIL_ENCRYPTION_KEY: 'too-short' }, cwd)).toThrow(
      /MAIL_ENCRYPTION_KEY: must be at least 32 characters/,
    );
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...smtp, MAIL_ENCRYPTION_KEY: key }, cwd).mailEncryptionKey).toBe(key);
  });

  it('reads the delivery pace from the environment', () => {
    const config = loadConfig(
      {
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_MS: '50',
        MAIL_RETRY_MAX_MS: '400',
        MAIL_LEASE_MS: '1000',
        MAIL_POLL_INTERVAL_MS: '25',
        MAIL_SHUTDOWN_GRACE_MS: '0',
      },
      cwd,
    );
    expect(config.mailDelivery).toEqual({
      maxAttempts: 3,
      retryBaseMs: 50,
      retryMaxMs: 400,
      leaseMs: 1000,
      pollIntervalMs: 25,
      shutdownGraceMs: 0,
    });
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' }, cwd)).toThrow(/MAIL_MAX_ATTEMPTS/);
  });

  it('reads every setting from the environment, resolving paths against the working folder', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://medhire@db:5432/medhire',
        MAIL_OUTBOX_DIR: '/tmp/outbox',
        WEB_DIST_DIR: '../web/dist',
        LOG_LEVEL: 'debug',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://jobs.example.org/',
        TRUST_PROXY: 'true',
        SEED_DEMO: 'false',
        DEMO_EMAIL: 'Someone@Example.org',
        DEMO_PASSWORD: 'another-long-one',
        LOGIN_RATE_LIMIT_PER_MINUTE: '60',
        UPLOAD_QUOTA_MB: '2048',
        TEST_PAYMENTS: 'true',
        MAIL_DELIVERY: 'off',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/medhire/var/data',
      databaseUrl: 'postgres://medhire@db:5432/medhire',
      pgliteDataDir: '/srv/medhire/var/data/pglite',
      mailOutboxDir: '/tmp/outbox',
      webDistDir: '/srv/web/dist',
      logLevel: 'debug',
      nodeEnv: 'production',
      publicUrl: 'https://jobs.example.org',
      trustProxy: PRIVATE_PROXIES,
      seedDemo: false,
      demoEmail: 'someone@example.org',
      demoPassword: 'another-long-one',
      loginRateLimitPerMinute: 60,
      uploadQuotaMb: 2048,
    });
  });

  it('derives the public URL from the port and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '4000', DATABASE_URL: '', LOG_LEVEL: ' ' }, cwd);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('keeps PGlite in memory when asked', () => {
    expect(loadConfig({ PGLITE_DATA_DIR: 'memory://' }, cwd).pgliteDataDir).toBe('memory://');
  });

  it('refuses a public PUBLIC_URL without NODE_ENV: production is never reached by forgetting the mode', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://jobs.lakeside.example' }, cwd)).toThrow(
      /NODE_ENV: PUBLIC_URL \(https:\/\/jobs\.lakeside\.example\) is not this machine/,
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://jobs.lakeside.example', NODE_ENV: 'development' }, cwd).nodeEnv,
    ).toBe('development');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }, cwd).nodeEnv).toBe('development');
  });

  it('refuses invalid values, naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, cwd)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' }, cwd)).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT_PER_MINUTE: '0' }, cwd)).toThrow(
      /LOGIN_RATE_LIMIT_PER_MINUTE/,
    );
  });

  it('shares socket rooms between API nodes only on PostgreSQL', () => {
    expect(loadConfig({}, cwd).socketCluster).toBe(false);
    expect(() => loadConfig({ SOCKET_CLUSTER: 'true' }, cwd)).toThrow(/SOCKET_CLUSTER.*DATABASE_URL/);
    expect(
      loadConfig({ SOCKET_CLUSTER: 'true', DATABASE_URL: 'postgres://medhire@db/medhire' }, cwd)
        .socketCluster,
    ).toBe(true);
  });

  it('shares sockets and rate limits through Redis only when REDIS_URL names a Redis server', () => {
    expect(loadConfig({}, cwd).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2' }, cwd)).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'medhire:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://user:pw@cache:6380', REDIS_KEY_PREFIX: 'clinic-a:' }, cwd),
    ).toMatchObject({ redisUrl: 'rediss://user:pw@cache:6380', redisKeyPrefix: 'clinic-a:' });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' }, cwd)).toThrow(
      /REDIS_URL: must start with redis:\/\//,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'a b' }, cwd)).toThrow(
      /REDIS_KEY_PREFIX/,
    );
  });

  it('turns Doximity on only with all five settings, the authorize URL among them', () => {
    const doximity = {
      DOXIMITY_CLIENT_ID: 'medhire',
      DOXIMITY_CLIENT_SECRET: 'shh',
      DOXIMITY_AUTHORIZE_URL: 'https://auth.doximity.test/oauth/authorize',
      DOXIMITY_TOKEN_URL: 'https://auth.doximity.test/oauth/token',
      DOXIMITY_USERINFO_URL: 'https://www.doximity.test/api/v1/users/current',
    };
    expect(loadConfig(doximity, cwd).doximity).toEqual({
      clientId: 'medhire',
      clientSecret: 'shh',
      authorizeUrl: 'https://auth.doximity.test/oauth/authorize',
      tokenUrl: 'https://auth.doximity.test/oauth/token',
      userInfoUrl: 'https://www.doximity.test/api/v1/users/current',
    });
    expect(loadConfig({ ...doximity, DOXIMITY_AUTHORIZE_URL: '' }, cwd).doximity).toBeUndefined();
    expect(() => loadConfig({ ...doximity, DOXIMITY_AUTHORIZE_URL: 'not a url' }, cwd)).toThrow(
      /DOXIMITY_AUTHORIZE_URL/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts proxies on private addresses for `true`, or the addresses given; never every hop', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('true')).toBe(PRIVATE_PROXIES);
    expect(trust('false')).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => trust('every$hop')).toThrow(/TRUST_PROXY/);
    expect(() => trust('2')).toThrow(/TRUST_PROXY/);
  });

  it('behind the load balancer, a client cannot choose its address with X-Forwarded-For', async () => {
    const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy || false });
    app.get('/ip', async (request) => request.ip);
    // The client wrote 203.0.113.9 itself; the balancer (10.0.0.2) appended the address it really saw.
    const throughProxy = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' },
    });
    expect(throughProxy.body).toBe('198.51.100.4');
    // A client that reaches the server directly is taken at its own address, whatever it claims.
    const direct = await app.inject({
      url: '/ip',
      remoteAddress: '198.51.100.77',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(direct.body).toBe('198.51.100.77');
    await app.close();
  });
});

describe('production mode', () => {
  const ready = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://medhire@db.internal/medhire',
    PUBLIC_URL: 'https://jobs.lakeside.example',
    TRUST_PROXY: 'true',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SMTP_URL: 'smtp://medhire:secret@mail.internal:587',
    MAIL_FROM: 'MedHire <no-reply@lakeside.example>',
    MAIL_ENCRYPTION_KEY: 'k'.repeat(40),
  };

  it('refuses to start without its settings, one line for each', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' }, cwd);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(lines).toEqual(['DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY', 'STRIPE_SECRET_KEY', 'SMTP_URL']);
    expect(message).toMatch(/^MedHire will not start in production until these settings are fixed/);
  });

  it('with them: seeds no demo, serves no API docs, takes no test card', () => {
    const config = loadConfig(ready, cwd);
    expect(config).toMatchObject({
      nodeEnv: 'production',
      seedDemo: false,
      apiDocs: false,
      testPayments: false,
    });
    expect(config.stripe?.secretKey).toBe('sk_live_x');
  });

  it('takes test cards, serves the docs or seeds the demo only when told to', () => {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, ...withoutStripe } = ready;
    expect(() => loadConfig(withoutStripe, cwd)).toThrow(/STRIPE_SECRET_KEY: .*TEST_PAYMENTS=true/);
    expect(loadConfig({ ...withoutStripe, TEST_PAYMENTS: 'true' }, cwd).testPayments).toBe(true);
    expect(loadConfig({ ...ready, API_DOCS: 'true' }, cwd).apiDocs).toBe(true);
    // A test server's shortened target reply time is refused in production, never lowered silently.
    expect(() => loadConfig({ ...ready, REPLY_TARGET_MINIMUM_MINUTES: '0.05' }, cwd)).toThrow(
      /REPLY_TARGET_MINIMUM_MINUTES: at least 15 in production/,
    );
    expect(loadConfig({ ...ready, REPLY_TARGET_MINIMUM_MINUTES: '30' }, cwd).replyTargetMinimumMinutes).toBe(
      30,
    );
    expect(loadConfig(ready, cwd).replyTargetMinimumMinutes).toBe(60);
    // The README publishes the default demo password: a production demo needs its own.
    expect(() => loadConfig({ ...ready, SEED_DEMO: 'true' }, cwd)).toThrow(/DEMO_PASSWORD/);
    expect(
      loadConfig({ ...ready, SEED_DEMO: 'true', DEMO_PASSWORD: 'Another-Long-One-77' }, cwd).seedDemo,
    ).toBe(true);
  });

  it('refuses unsafe values: plain http to the world, a database in memory, half of Stripe', () => {
    expect(() => loadConfig({ ...ready, PUBLIC_URL: 'http://jobs.lakeside.example' }, cwd)).toThrow(
      /PUBLIC_URL: must start with https:\/\//,
    );
    expect(loadConfig({ ...ready, PUBLIC_URL: 'http://localhost:3000' }, cwd).publicUrl).toBe(
      'http://localhost:3000',
    );
    const { DATABASE_URL, ...withoutDatabase } = ready;
    expect(() => loadConfig({ ...withoutDatabase, PGLITE_DATA_DIR: 'memory://' }, cwd)).toThrow(
      /PGLITE_DATA_DIR/,
    );
    expect(loadConfig({ ...withoutDatabase, PGLITE_DATA_DIR: '/var/lib/medhire' }, cwd).pgliteDataDir).toBe(
      '/var/lib/medhire',
    );
    expect(() => loadConfig({ ...ready, STRIPE_WEBHOOK_SECRET: '' }, cwd)).toThrow(
      /STRIPE_\*: set all three/,
    );
    expect(loadConfig({ ...ready, TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
  });

  it('sends mail through SMTP with waiting mails sealed, or sends none when told so', () => {
    const { SMTP_URL, MAIL_FROM, MAIL_ENCRYPTION_KEY, ...withoutMail } = ready;
    expect(() => loadConfig(withoutMail, cwd)).toThrow(/SMTP_URL: .*MAIL_DELIVERY=off/);
    expect(loadConfig({ ...withoutMail, MAIL_DELIVERY: 'off' }, cwd).smtp).toBeUndefined();
    expect(() => loadConfig({ ...ready, MAIL_ENCRYPTION_KEY: '' }, cwd)).toThrow(/MAIL_ENCRYPTION_KEY/);
    expect(loadConfig(ready, cwd).smtp).toEqual({ url: SMTP_URL, from: MAIL_FROM });
  });

  it('keeps development as it was: every default works', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ seedDemo: true, apiDocs: true, testPayments: true });
  });
});

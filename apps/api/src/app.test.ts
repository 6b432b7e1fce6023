import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './http/envelope.js';
import { AppError } from './http/errors.js';
import { createTestApp, type TestApp } from './testing/app.js';

describe('the app', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    const { app } = testApp;
    // Test-only routes: a validated body, a deliberate client error and an unexpected failure.
    app.post(
      '/test/employers',
      {
        schema: {
          body: z.object({
            email: z.email(),
            organizationName: z.string().min(2),
            physicians: z.number().int().optional(),
          }),
        },
      },
      async (request) => ok({ email: request.body.email }),
    );
    app.get('/test/forbidden', async () => {
      throw new AppError(403, 'FORBIDDEN', 'You cannot access this resource');
    });
    app.get('/test/crash', async () => {
      throw new Error('connection to 10.0.0.5 refused: SELECT * FROM secrets');
    });
    app.get('/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () =>
      ok(1),
    );
    await app.ready();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/employer/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, error: { message: 'Not found', code: 'NOT_FOUND' } });
  });

  it('answers an unknown route with the 404 envelope when no web app is served', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/jobs',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('rejects an invalid body with 400 and a message naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/employers',
      payload: { email: 'not-an-email', organizationName: 'Lakeside' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'Email: Invalid email address', code: 'VALIDATION_ERROR' },
    });
  });

  it('says which field is missing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/employers',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'Organization name is required',
      code: 'VALIDATION_ERROR',
    });
  });

  it('words type and length problems for people', async () => {
    const tooShort = await testApp.app.inject({
      method: 'POST',
      url: '/test/employers',
      payload: { email: 'a@b.co', organizationName: 'L' },
    });
    expect(tooShort.json().error.message).toBe('Organization name: Must be at least 2 characters');

    const wrongType = await testApp.app.inject({
      method: 'POST',
      url: '/test/employers',
      payload: { email: 'a@b.co', organizationName: 'Lakeside', physicians: 'many' },
    });
    expect(wrongType.json().error.message).toBe('Physicians: Expected a number');
  });

  it('rejects a body that is not JSON with a 400 envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/employers',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' },
    });
  });

  it('keeps the status, code and message of an AppError', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'You cannot access this resource', code: 'FORBIDDEN' },
    });
  });

  it('hides an unexpected error behind a generic 500', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: { message: 'Something went wrong. Please try again.', code: 'INTERNAL' },
    });
    expect(response.body).not.toMatch(/SELECT|10\.0\.0\.5|at .*\.ts/);
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // The socket only to this origin: never a bare ws: or wss:, which would allow any host.
    expect(csp).toContain("connect-src 'self' ws://localhost:3000;");
    expect(csp).not.toMatch(/[\s;]wss?:[\s;]/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('stripe.com');
    expect(csp).not.toContain('googleapis.com');
  });

  it('lets Stripe Elements load only when Stripe is configured', async () => {
    const withStripe = await createTestApp('pglite', {
      config: { stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } },
    });
    try {
      const response = await withStripe.app.inject({ method: 'GET', url: '/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain("connect-src 'self' ws://localhost:3000 https://api.stripe.com");
    } finally {
      await withStripe.close();
    }
  });

  it('lets the socket connect only to the public URL’s origin, over wss: behind https', async () => {
    const behindHttps = await createTestApp('pglite', {
      config: { publicUrl: 'https://hire.example.com/app' },
    });
    try {
      const response = await behindHttps.app.inject({ method: 'GET', url: '/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' wss://hire.example.com;");
      expect(csp).not.toMatch(/[\s;]wss?:[\s;]/);
      expect(csp).not.toContain('ws://');
    } finally {
      await behindHttps.close();
    }
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const generated = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42');
  });

  it('tells browsers and proxies to keep no copy of an account’s answers', async () => {
    for (const url of ['/employer/auth/v1/sync-user-detail', '/employee/auth/me']) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const health = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/health'].get.responses['200']).toBeDefined();
    expect(document.paths['/test/employers'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/docs'))).toBe(false);
  });

  it('serves the API documentation at /docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('in production serves neither the document nor its UI unless API_DOCS=true', async () => {
    const closed = await createTestApp('pglite', { config: { nodeEnv: 'production', apiDocs: false } });
    try {
      for (const url of ['/openapi.json', '/docs/']) {
        const response = await closed.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('swagger-ui');
        expect(response.body).not.toContain('"openapi"');
      }
    } finally {
      await closed.close();
    }
  });

  it('rate-limits a route that opts in, with the envelope', async () => {
    const { app } = testApp;
    expect((await app.inject({ method: 'GET', url: '/test/limited' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'GET', url: '/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: { message: 'Too many requests. Please try again in 1 minute.', code: 'RATE_LIMITED' },
    });
  });

  it('answers real HTTP requests when listening', async () => {
    // The last test: afterAll's close() stops the server.
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } });
  });
});

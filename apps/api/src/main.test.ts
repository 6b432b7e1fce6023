import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from './config.js';
import { startSmtpServer } from './testing/smtp-server.js';

// The server as an operator starts it: `src/main.ts` in its own process, configured only by its environment.
const apiRoot = path.resolve(fileURLToPath(import.meta.url), '../..');
const running: ChildProcess[] = [];
const folders: string[] = [];

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    // Nothing of this process's environment leaks in (a NODE_ENV=test, a DATABASE_URL), but the PATH.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const url = /MedHire is ready at (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url) resolve(url);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // A server expected to refuse never gets ready: that is not an unhandled failure.
  ready.catch(() => {});
  return { child, exited, ready, output: () => ({ stdout, stderr }) };
}

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'medhire-main-'));
  folders.push(folder);
  return folder;
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('NODE_ENV=production npm start', () => {
  it('refuses to start without its settings, one clear line for each, and exits 1', async () => {
    const server = startMain({ NODE_ENV: 'production', DATA_DIR: dataFolder() });
    expect(await server.exited).toBe(1);
    const { stderr, stdout } = server.output();
    expect(stdout).not.toContain('MedHire is ready');
    const lines = stderr.trim().split('\n');
    expect(lines[0]).toBe(
      'MedHire will not start in production until these settings are fixed (docs/deploy.md lists them all):',
    );
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'DATABASE_URL',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'STRIPE_SECRET_KEY',
      'SMTP_URL',
    ]);
    // One line each, not a stack trace.
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  }, 30_000);

  it('with them it serves, seeds no demo account and mails a registration code through SMTP', async () => {
    const smtp = await startSmtpServer();
    try {
      const data = dataFolder();
      const server = startMain({
        NODE_ENV: 'production',
        DATA_DIR: data,
        PGLITE_DATA_DIR: path.join(data, 'pglite'),
        HOST: '127.0.0.1',
        PORT: '0',
        PUBLIC_URL: 'https://jobs.lakeside.example',
        TRUST_PROXY: 'false',
        TEST_PAYMENTS: 'true',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'MedHire <no-reply@lakeside.example>',
        MAIL_ENCRYPTION_KEY: 'a-long-random-key-for-the-outbox-0123456789',
      });
      const url = await server.ready;
      expect(server.output().stdout).not.toContain('Demo employer');

      const demo = await fetch(`${url}/employer/auth/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@medhire.test', password: DEFAULT_DEMO_PASSWORD }),
      });
      expect(demo.status).toBe(401);
      expect((await fetch(`${url}/docs/`)).status).toBe(404);

      const email = 'owner@lakeside-clinic.test';
      const registered = await fetch(`${url}/employer/auth/v1/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Lakeside-Owner-2026!' }),
      });
      expect(registered.status).toBe(200);
      const deadline = Date.now() + 15_000;
      while (smtp.accepted.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(smtp.accepted).toHaveLength(1);
      const [mail] = smtp.accepted;
      expect(mail?.to).toMatchObject({ text: email });
      expect(mail?.from?.value).toEqual([{ name: 'MedHire', address: 'no-reply@lakeside.example' }]);
      expect(mail?.subject).toMatch(/^Your MedHire code: \d{6}$/);
      expect(mail?.text).toMatch(/Your code is \d{6}\./);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await smtp.stop();
    }
  }, 60_000);
});

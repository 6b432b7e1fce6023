import { join } from 'node:path';

/** The operator API's token in end-to-end runs, so a journey can act as the people running MedHire. */
export const e2eAdminToken = 'e2e-operator-token-0123456789abcdef0123456789';

/** The built web app the API serves. */
export const webDistDir = join(import.meta.dirname, '..', '..', 'dist');

/**
 * The environment of an end-to-end API: its own port and data folder, quiet logs, generous sign-in limits, a target
 * reply time that may be as short as 3 seconds.
 */
export function apiEnvironment(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ADMIN_TOKEN: e2eAdminToken,
    // A target reply time of seconds, so a candidate's message turns overdue within a journey (needs-reply.spec).
    // Production refuses a minimum under 15 minutes.
    REPLY_TARGET_MINIMUM_MINUTES: '0.05',
  };
}

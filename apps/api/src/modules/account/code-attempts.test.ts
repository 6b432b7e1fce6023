import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { Database, Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema.js';
import { createTestConfig, removeTestDataDir } from '../../testing/app.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { CODE_ATTEMPT_LIMITS, WRONG_CODE_MESSAGE } from './otp.js';
import {
  addEmployer,
  employerByEmail,
  latestCode,
  nextIp,
  otherCode,
  PASSWORD,
  post,
  tokenFor,
} from './test-support.js';

const REGISTER = '/employer/auth/v1/register';
const VERIFY = '/employer/auth/v1/verify-otp';
const SEND_RECOVERY = '/employer/auth/v1/send-otp-password-recovery';
const VERIFY_RECOVERY = '/employer/auth/v1/verify-otp-password-recovery';
const updateEmail = (id: string) => `/employer/auth/v1/update-email/${id}`;
const verifyUpdateEmail = (id: string) => `/employer/auth/v1/verify-otp-update-email/${id}`;

const TOO_MANY = /^Too many wrong codes\. Try again in (59|60) minutes\.$/;

describe.each(testDatabases('both'))(
  'wrong codes are counted per account and per IP, across resends (%s)',
  (kind) => {
    const config = createTestConfig();
    let database: Database;
    let db: Db;
    let app: App;
    let clockAhead = 0;
    let start = 0;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = await buildApp({ config, database });
    });

    beforeEach(() => {
      start = Date.now();
    });

    afterEach(() => {
      vi.restoreAllMocks();
      clockAhead = 0;
    });

    afterAll(async () => {
      await app.close();
      await database.close();
      await removeTestDataDir(config);
    });

    /**
     * Lets a new code be asked for: the counters' clock (`Date.now`) moves a minute on, and the account's
     * stored codes back before the test began (their resend interval reads the real time).
     */
    async function aMinuteLater(email?: string) {
      clockAhead += 61_000;
      const ahead = clockAhead;
      vi.spyOn(Date, 'now').mockImplementation(() => start + ahead);
      const employer = email ? await employerByEmail(db, email) : undefined;
      if (employer) {
        await db
          .update(oneTimeCodes)
          .set({ createdAt: new Date(start - 61_000) })
          .where(eq(oneTimeCodes.employerId, employer.id));
      }
    }

    it('recovery: asking for new codes does not buy new tries, and the count survives a restart', async () => {
      const email = 'many-codes@example.test';
      await addEmployer(db, { email });
      let tries = 0;
      for (let round = 0; round < 2; round += 1) {
        expect((await post(app, SEND_RECOVERY, { email })).statusCode).toBe(200);
        const code = await latestCode(db, email);
        for (let attempt = 0; attempt < CODE_ATTEMPT_LIMITS.perAccount / 2; attempt += 1) {
          const wrong = await post(app, VERIFY_RECOVERY, { email, otp: otherCode(code) });
          expect(wrong.json().error.message).toBe(WRONG_CODE_MESSAGE);
          tries += 1;
        }
        await aMinuteLater(email);
      }
      expect(tries).toBe(CODE_ATTEMPT_LIMITS.perAccount);

      // A fresh code, the right one, on a restarted API: still refused until the hour is over.
      expect((await post(app, SEND_RECOVERY, { email })).statusCode).toBe(200);
      const code = await latestCode(db, email);
      const restarted = await buildApp({ config, database });
      try {
        const refused = await post(restarted, VERIFY_RECOVERY, { email, otp: code });
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes\.$/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
      } finally {
        await restarted.close();
      }
    });

    it('registration: the tenth wrong code across resends stops the eleventh try, known email or not', async () => {
      const known = 'new-guessed@example.test';
      await post(app, REGISTER, { email: known, password: PASSWORD });
      const answers: { status: number; message: string }[] = [];
      for (const email of [known, 'never-registered@example.test']) {
        for (let attempt = 0; attempt < CODE_ATTEMPT_LIMITS.perAccount; attempt += 1) {
          const wrong = await post(app, VERIFY, { email, otp: '000000' });
          expect(wrong.statusCode, email).toBe(400);
        }
        const refused = await post(app, VERIFY, { email, otp: '000000' });
        answers.push({ status: refused.statusCode, message: refused.json().error.message });
      }
      expect(answers[0]?.status).toBe(429);
      expect(answers[0]?.message).toMatch(TOO_MANY);
      expect(answers[1]).toEqual(answers[0]);
    });

    it('a right code clears the account’s count', async () => {
      const email = 'fumbler@example.test';
      await post(app, REGISTER, { email, password: PASSWORD });
      const code = await latestCode(db, email);
      for (let attempt = 0; attempt < 3; attempt += 1)
        await post(app, VERIFY, { email, otp: otherCode(code) });
      expect((await post(app, VERIFY, { email, otp: code })).statusCode).toBe(200);
    });

    it('counts wrong codes per IP over the hour, across emails and minutes', async () => {
      const ip = nextIp();
      let tries = 0;
      while (tries < CODE_ATTEMPT_LIMITS.perIp) {
        // Within the per-minute limit of the verify routes, then a minute later.
        for (let attempt = 0; attempt < 15 && tries < CODE_ATTEMPT_LIMITS.perIp; attempt += 1) {
          const wrong = await post(
            app,
            VERIFY,
            { email: `spray-${tries}@example.test`, otp: '123456' },
            { ip },
          );
          expect(wrong.statusCode).toBe(400);
          tries += 1;
        }
        await aMinuteLater();
      }
      const refused = await post(
        app,
        VERIFY_RECOVERY,
        { email: 'spray-last@example.test', otp: '123456' },
        { ip },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes\.$/);
      // Another client is not affected.
      expect((await post(app, VERIFY, { email: 'spray-last@example.test', otp: '123456' })).statusCode).toBe(
        400,
      );
    });

    it('update-email: wrong codes count per account across new codes', async () => {
      const email = 'mover-guess@example.test';
      const id = await addEmployer(db, { email });
      const token = await tokenFor(app, email);
      const target = 'mover-new@example.test';
      for (let round = 0; round < 2; round += 1) {
        const asked = await post(app, updateEmail(id), { email: target, password: PASSWORD }, { token });
        expect(asked.statusCode).toBe(200);
        const code = await latestCode(db, target);
        for (let attempt = 0; attempt < CODE_ATTEMPT_LIMITS.perAccount / 2; attempt += 1) {
          const wrong = await post(
            app,
            verifyUpdateEmail(id),
            { email: target, otp: otherCode(code) },
            { token },
          );
          expect(wrong.json().error.message).toBe(WRONG_CODE_MESSAGE);
        }
        await aMinuteLater(email);
      }
      await post(app, updateEmail(id), { email: target, password: PASSWORD }, { token });
      const refused = await post(
        app,
        verifyUpdateEmail(id),
        { email: target, otp: await latestCode(db, target) },
        { token },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many wrong codes\. Try again in \d+ minutes\.$/);
    });
  },
);

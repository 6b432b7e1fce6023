import { randomUUID } from 'node:crypto';
import { access, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { employers, uploads } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createSession } from '../auth/sessions.js';
import { UNREFERENCED_GRACE_MS } from './service.js';
import { type FormFile, JPEG, multipartBody, PNG, WEBP } from './test-files.js';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('removal of unreferenced uploads (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let uploadsDir: string;

  async function employer(email: string, profile: Record<string, unknown> = {}) {
    const [row] = await testApp.database.db
      .insert(employers)
      .values({ email, passwordHash: 'not-used', organizationName: 'Lakeside Family Practice', profile })
      .returning({ id: employers.id });
    if (!row) throw new Error('no employer inserted');
    return { id: row.id, token: (await createSession(testApp.database.db, row.id)).token };
  }

  const onDisk = (key: string) =>
    access(path.join(uploadsDir, key)).then(
      () => true,
      () => false,
    );

  async function rowKeys(): Promise<string[]> {
    const rows = await testApp.database.db.select({ key: uploads.key }).from(uploads);
    return rows.map((row) => row.key).sort();
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    uploadsDir = testApp.config.uploadsDir;
    await app.ready();
    // The sweep at start runs in the background: let it finish, so it cannot take the rows a test sweeps.
    await app.sweepUploads();
  });

  beforeEach(async () => {
    await testApp.database.db.delete(uploads);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('the sweep', () => {
    /** A file on disk and its row, recorded `ageMs` ago. */
    async function storedUpload(employerId: string, ageMs: number, ext = 'png'): Promise<string> {
      const key = `${randomUUID()}.${ext}`;
      await writeFile(path.join(uploadsDir, key), PNG);
      await testApp.database.db.insert(uploads).values({
        employerId,
        key,
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: PNG.length,
        createdAt: new Date(Date.now() - ageMs),
      });
      return key;
    }

    /** A file with no row, last written `ageMs` ago. */
    async function fileOnly(name: string, ageMs: number): Promise<string> {
      const file = path.join(uploadsDir, name);
      await writeFile(file, PNG);
      const time = new Date(Date.now() - ageMs);
      await utimes(file, time, time);
      return name;
    }

    it('deletes old unreferenced uploads, file and row, and keeps referenced and fresh ones', async () => {
      const owner = await employer(`owner-${randomUUID()}@clinic.test`);
      const old = UNREFERENCED_GRACE_MS + HOUR;
      const logo = await storedUpload(owner.id, old);
      const photoByUrl = await storedUpload(owner.id, old, 'jpg');
      const photoByKey = await storedUpload(owner.id, old, 'webp');
      const removedLongAgo = await storedUpload(owner.id, old);
      const fresh = await storedUpload(owner.id, UNREFERENCED_GRACE_MS - HOUR);
      await testApp.database.db
        .update(employers)
        .set({
          profile: {
            logo: `/uploads/${logo}`,
            media: [
              { url: `http://localhost:3000/uploads/${photoByUrl}`, type: 'image' },
              { url: 'https://cdn.example.com/lobby.webp', key: photoByKey, type: 'image' },
            ],
          },
        })
        .where(eq(employers.id, owner.id));
      const orphan = await fileOnly(`${randomUUID()}.png`, old);
      const freshOrphan = await fileOnly(`${randomUUID()}.png`, HOUR);
      const halfWritten = await fileOnly(`${randomUUID()}.part`, old);

      const result = await app.sweepUploads();

      expect(result.removed).toEqual([removedLongAgo]);
      expect(result.orphans.sort()).toEqual([orphan, halfWritten].sort());
      expect(await rowKeys()).toEqual([logo, photoByUrl, photoByKey, fresh].sort());
      expect(await onDisk(removedLongAgo)).toBe(false);
      expect(await onDisk(orphan)).toBe(false);
      expect(await onDisk(halfWritten)).toBe(false);
      for (const kept of [logo, photoByUrl, photoByKey, fresh, freshOrphan]) {
        expect(await onDisk(kept), kept).toBe(true);
      }
      // A second sweep finds nothing more to do.
      expect(await app.sweepUploads()).toEqual({ removed: [], orphans: [] });
    });

    it('another employer naming an upload in its profile cannot pin it (nor count it against the owner)', async () => {
      const owner = await employer(`owner-${randomUUID()}@clinic.test`);
      const key = await storedUpload(owner.id, UNREFERENCED_GRACE_MS + HOUR);
      await employer(`other-${randomUUID()}@clinic.test`, { logo: `/uploads/${key}` });
      expect((await app.sweepUploads()).removed).toEqual([key]);
      expect(await onDisk(key)).toBe(false);
    });
  });

  describe('a profile update', () => {
    function upload(url: string, files: readonly FormFile[], token: string) {
      const { payload, headers } = multipartBody(files);
      return app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
    }

    function patch(url: string, payload: object, token: string) {
      return app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${token}` } });
    }

    it('deletes a removed photo, a replaced logo and a key in deletedImgskeys at once', async () => {
      const owner = await employer(`owner-${randomUUID()}@clinic.test`);
      const logo = (
        await upload(
          '/uploader/upload-single-image',
          [{ field: 'image', filename: 'logo.png', contentType: 'image/png', data: PNG }],
          owner.token,
        )
      ).json().data;
      const [first, second] = (
        await upload(
          '/uploader/upload-multiple-imgs-videos',
          [
            { field: 'media', filename: 'lobby.jpg', contentType: 'image/jpeg', data: JPEG },
            { field: 'media', filename: 'team.webp', contentType: 'image/webp', data: WEBP },
          ],
          owner.token,
        )
      ).json().data.media;
      const updateProfile = `/employer/auth/v1/update-profile/${owner.id}`;
      const saved = await patch(updateProfile, { logo: logo.url, media: [first, second] }, owner.token);
      expect(saved.statusCode).toBe(200);

      // The photo removed from the list goes, file and row; the rest stays.
      const withoutSecond = await patch(updateProfile, { media: [first] }, owner.token);
      expect(withoutSecond.statusCode).toBe(200);
      expect(await onDisk(second.key)).toBe(false);
      expect(await rowKeys()).toEqual([logo.key, first.key].sort());

      // A new logo replaces the old one, whose file goes.
      const newLogo = (
        await upload(
          '/uploader/upload-single-image',
          [{ field: 'image', filename: 'logo-2.png', contentType: 'image/png', data: PNG }],
          owner.token,
        )
      ).json().data;
      expect((await patch(updateProfile, { logo: newLogo.url }, owner.token)).statusCode).toBe(200);
      expect(await onDisk(logo.key)).toBe(false);
      expect(await onDisk(newLogo.key)).toBe(true);

      // The older update's deletedImgskeys.
      const legacy = await patch(
        `/employer/auth/update-profile/${owner.id}`,
        { deletedImgskeys: [first.key] },
        owner.token,
      );
      expect(legacy.statusCode).toBe(200);
      expect(legacy.json().data.user.media).toBeUndefined();
      expect(await onDisk(first.key)).toBe(false);
      expect(await rowKeys()).toEqual([newLogo.key]);
    });

    it('never deletes another employer’s upload; only the owner’s own profile keeps a file', async () => {
      const owner = await employer(`owner-${randomUUID()}@clinic.test`);
      const other = await employer(`other-${randomUUID()}@clinic.test`);
      const image = { field: 'image', filename: 'logo.png', contentType: 'image/png', data: PNG };
      const ownerLogo = (await upload('/uploader/upload-single-image', [image], owner.token)).json().data;
      const shared = (await upload('/uploader/upload-single-image', [image], owner.token)).json().data;

      // Another employer naming the owner's unsaved upload in deletedImgskeys: not theirs to delete.
      const attempt = await patch(
        `/employer/auth/update-profile/${other.id}`,
        { deletedImgskeys: [ownerLogo.key] },
        other.token,
      );
      expect(attempt.statusCode).toBe(200);
      expect(await onDisk(ownerLogo.key)).toBe(true);

      // Nor by naming it, then dropping it, in their own profile.
      const otherProfile = `/employer/auth/v1/update-profile/${other.id}`;
      expect((await patch(otherProfile, { logo: ownerLogo.url }, other.token)).statusCode).toBe(200);
      expect((await patch(otherProfile, { logo: shared.url }, other.token)).statusCode).toBe(200);
      expect(await onDisk(ownerLogo.key)).toBe(true);

      // The owner drops a file another profile names: it goes (another profile cannot pin the owner's files).
      await patch(`/employer/auth/v1/update-profile/${owner.id}`, { logo: shared.url }, owner.token);
      await patch(`/employer/auth/v1/update-profile/${owner.id}`, { logo: ownerLogo.url }, owner.token);
      expect(await onDisk(shared.key)).toBe(false);
      expect(await rowKeys()).toEqual([ownerLogo.key]);
    });
  });

  it('sweeps at start', async () => {
    const started = await createTestApp(kind);
    try {
      const [row] = await started.database.db
        .insert(employers)
        .values({ email: 'start@clinic.test', passwordHash: 'not-used' })
        .returning({ id: employers.id });
      const key = `${randomUUID()}.png`;
      await writeFile(path.join(started.config.uploadsDir, key), PNG);
      await started.database.db.insert(uploads).values({
        employerId: row?.id ?? '',
        key,
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: PNG.length,
        createdAt: new Date(Date.now() - UNREFERENCED_GRACE_MS - HOUR),
      });
      await started.app.ready();
      // The start sweep runs in the background, without delaying the start.
      await vi.waitFor(async () => {
        expect(await started.database.db.select().from(uploads)).toEqual([]);
        expect(await readdir(started.config.uploadsDir)).toEqual([]);
      });
    } finally {
      await started.close();
    }
  });
});

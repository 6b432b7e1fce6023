import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { employers, uploads } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { createSession } from '../auth/sessions.js';
import { NO_IMAGE_MESSAGE, TOO_MANY_UPLOADS_MESSAGE, UPLOADS_PER_MINUTE } from './routes.js';
import {
  IMAGE_ONLY_MESSAGE,
  IMAGE_OR_VIDEO_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_KEY,
  VIDEO_TOO_LARGE_MESSAGE,
} from './service.js';
import { type FormFile, JPEG, MP4, multipartBody, PNG, padTo, TEXT, WEBM, WEBP } from './test-files.js';

const MB = 1024 * 1024;

function image(data: Buffer, filename = 'logo.png', contentType = 'image/png'): FormFile {
  return { field: 'image', filename, contentType, data };
}

function media(data: Buffer, filename: string, contentType: string): FormFile {
  return { field: 'media', filename, contentType, data };
}

describe.each(testDatabases())('upload routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let employerId: string;
  let token: string;

  async function signedInEmployer(email: string): Promise<{ id: string; token: string }> {
    const [row] = await testApp.database.db
      .insert(employers)
      .values({ email, passwordHash: 'not-used' })
      .returning({ id: employers.id });
    if (!row) throw new Error('no employer inserted');
    return { id: row.id, token: (await createSession(testApp.database.db, row.id)).token };
  }

  function upload(url: string, files: readonly FormFile[], bearer: string | undefined = token) {
    const { payload, headers } = multipartBody(files);
    return app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
  }

  const single = (file: FormFile, bearer?: string) => upload('/uploader/upload-single-image', [file], bearer);
  const batch = (files: readonly FormFile[], bearer?: string) =>
    upload('/uploader/upload-multiple-imgs-videos', files, bearer);

  /** Stored files: everything in the uploads folder (half-written ones too). */
  async function filesOnDisk(): Promise<string[]> {
    return readdir(testApp.config.uploadsDir).catch(() => []);
  }

  async function rowCount(): Promise<number> {
    return (await testApp.database.db.select().from(uploads)).length;
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    ({ id: employerId, token } = await signedInEmployer('recruiter@clinic.test'));
  });

  beforeEach(async () => {
    await testApp.database.db.delete(uploads);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('POST /uploader/upload-single-image', () => {
    it.each([
      ['PNG', PNG, 'png'],
      ['JPEG', JPEG, 'jpg'],
      ['WebP', WEBP, 'webp'],
    ])('stores a %s under a new key with the extension of its bytes', async (_name, data, ext) => {
      const response = await single(image(data, 'My Logo.final', 'application/octet-stream'));
      expect(response.statusCode).toBe(200);
      const { data: uploaded } = response.json();
      expect(uploaded).toEqual({
        url: `/uploads/${uploaded.key}`,
        key: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`)),
        type: 'image',
        name: 'My Logo.final',
        size: data.length,
      });
      expect(await readFile(path.join(testApp.config.uploadsDir, uploaded.key))).toEqual(data);
      const [row] = await testApp.database.db.select().from(uploads).where(eq(uploads.key, uploaded.key));
      expect(row).toMatchObject({
        employerId,
        kind: 'image',
        sizeBytes: data.length,
        originalName: 'My Logo.final',
      });
    });

    it('refuses a text file named logo.png sent as image/png, and keeps nothing', async () => {
      const before = await filesOnDisk();
      const response = await single(image(TEXT, 'logo.png', 'image/png'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_ONLY_MESSAGE },
      });
      expect(await filesOnDisk()).toEqual(before);
      expect(await rowCount()).toBe(0);
    });

    it('refuses a video: this route takes images only', async () => {
      const response = await single(image(MP4, 'clip.mp4', 'video/mp4'));
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe(IMAGE_ONLY_MESSAGE);
    });

    it('refuses an image over 5 MB with 413, and keeps nothing of it', async () => {
      const before = await filesOnDisk();
      const response = await single(image(padTo(PNG, 6 * MB)));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE });
      expect(await filesOnDisk()).toEqual(before);
      expect(await rowCount()).toBe(0);
    });

    it('takes an image of exactly 5 MB', async () => {
      const response = await single(image(padTo(PNG, 5 * MB)));
      expect(response.statusCode).toBe(200);
      expect(response.json().data.size).toBe(5 * MB);
    });

    it('asks for the image when the field is missing or wrongly named', async () => {
      const { payload, headers } = multipartBody([], { note: 'no file' });
      const empty = await app.inject({
        method: 'POST',
        url: '/uploader/upload-single-image',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(NO_IMAGE_MESSAGE);
      const wrong = await single({ ...image(PNG), field: 'logo' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('Send the files in the form field "image".');
      expect(await rowCount()).toBe(0);
    });

    it('needs a session', async () => {
      const { payload, headers } = multipartBody([image(PNG)]);
      const response = await app.inject({
        method: 'POST',
        url: '/uploader/upload-single-image',
        payload,
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      expect(await rowCount()).toBe(0);
    });
  });

  describe('POST /uploader/upload-multiple-imgs-videos', () => {
    it('stores photos and videos together, each recognised by its bytes', async () => {
      const response = await batch([
        media(JPEG, 'team.jpeg', 'image/jpeg'),
        media(MP4, 'tour.mp4', 'video/mp4'),
        media(WEBM, 'welcome.webm', 'video/webm'),
        media(WEBP, 'lobby.webp', 'image/webp'),
      ]);
      expect(response.statusCode).toBe(200);
      const items: { key: string; type: string; name: string; url: string; size: number }[] =
        response.json().data.media;
      expect(items.map((item) => [item.type, item.name, item.key.split('.')[1]])).toEqual([
        ['image', 'team.jpeg', 'jpg'],
        ['video', 'tour.mp4', 'mp4'],
        ['video', 'welcome.webm', 'webm'],
        ['image', 'lobby.webp', 'webp'],
      ]);
      for (const item of items) {
        expect(item.key).toMatch(UPLOAD_KEY);
        expect(item.url).toBe(`/uploads/${item.key}`);
      }
      expect(await rowCount()).toBe(4);
    });

    it('takes a video larger than the image limit', async () => {
      const response = await batch([media(padTo(MP4, 6 * MB), 'tour.mp4', 'video/mp4')]);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.media[0]).toMatchObject({ type: 'video', size: 6 * MB });
    });

    it('keeps the good files of a batch when one is of the wrong type, and names that one and why', async () => {
      const before = await filesOnDisk();
      const response = await batch([
        media(PNG, 'one.png', 'image/png'),
        media(JPEG, 'two.jpg', 'image/jpeg'),
        media(TEXT, 'three.png', 'image/png'),
        media(WEBP, 'four.webp', 'image/webp'),
      ]);
      expect(response.statusCode).toBe(200);
      const { media: kept, refused } = response.json().data;
      expect(kept.map((item: { name: string }) => item.name)).toEqual(['one.png', 'two.jpg', 'four.webp']);
      expect(refused).toEqual([{ index: 2, name: 'three.png', message: IMAGE_OR_VIDEO_MESSAGE }]);
      expect(await rowCount()).toBe(3);
      // Only the kept files are on disk: nothing of the refused one is left behind.
      expect((await filesOnDisk()).filter((file) => !before.includes(file)).sort()).toEqual(
        kept.map((item: { key: string }) => item.key).sort(),
      );
    });

    it('answers an empty refused list when every file is kept', async () => {
      const response = await batch([media(PNG, 'one.png', 'image/png')]);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.refused).toEqual([]);
    });

    it('keeps the small image when another of the batch is over 5 MB', async () => {
      const response = await batch([
        media(PNG, 'small.png', 'image/png'),
        media(padTo(JPEG, 6 * MB), 'big.jpg', 'image/jpeg'),
      ]);
      expect(response.statusCode).toBe(200);
      const { media: kept, refused } = response.json().data;
      expect(kept.map((item: { name: string }) => item.name)).toEqual(['small.png']);
      expect(refused).toEqual([{ index: 1, name: 'big.jpg', message: IMAGE_TOO_LARGE_MESSAGE }]);
      expect(await rowCount()).toBe(1);
    });

    it('reads on past a video over the 50 MB limit and keeps the files after it', async () => {
      const response = await batch([
        media(padTo(MP4, 51 * MB), 'open-house.mp4', 'video/mp4'),
        media(WEBP, 'lobby.webp', 'image/webp'),
      ]);
      expect(response.statusCode).toBe(200);
      const { media: kept, refused } = response.json().data;
      expect(kept.map((item: { name: string }) => item.name)).toEqual(['lobby.webp']);
      expect(refused).toEqual([{ index: 0, name: 'open-house.mp4', message: VIDEO_TOO_LARGE_MESSAGE }]);
    });

    it('refuses a batch whose every file is refused with the first one’s reason, and keeps nothing', async () => {
      const before = await filesOnDisk();
      const response = await batch([
        media(TEXT, 'notes.png', 'image/png'),
        media(padTo(JPEG, 6 * MB), 'big.jpg', 'image/jpeg'),
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_OR_VIDEO_MESSAGE },
      });
      expect(await filesOnDisk()).toEqual(before);
      expect(await rowCount()).toBe(0);
    });

    it('takes at most 10 files', async () => {
      const eleven = Array.from({ length: 11 }, (_, index) => media(PNG, `photo-${index}.png`, 'image/png'));
      const before = await filesOnDisk();
      const response = await batch(eleven);
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(TOO_MANY_FILES_MESSAGE);
      expect(await filesOnDisk()).toEqual(before);
      expect(await rowCount()).toBe(0);
      const ten = await batch(eleven.slice(0, 10));
      expect(ten.statusCode).toBe(200);
      expect(ten.json().data.media).toHaveLength(10);
    });

    it('needs a session', async () => {
      const response = await batch([media(PNG, 'one.png', 'image/png')], '');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /uploads/:key', () => {
    it('serves an image with its type and headers that keep browsers from running it', async () => {
      const { key } = (await single(image(PNG, 'evil.html', 'text/html'))).json().data;
      const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(PNG);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${key}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    });

    it('serves a video in ranges', async () => {
      const { key } = (await batch([media(MP4, 'tour.mp4', 'video/mp4')])).json().data.media[0];
      const response = await app.inject({
        method: 'GET',
        url: `/uploads/${key}`,
        headers: { range: 'bytes=4-11' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
      expect(response.rawPayload.toString('latin1')).toBe('ftypisom');
    });

    it.each([
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fpglite',
      '%2E%2E',
      'not-a-key.png',
      '0c6c5cfb-6f4f-4a64-9a1e-8b5f0a2b1c3d.html',
      '0c6c5cfb-6f4f-4a64-9a1e-8b5f0a2b1c3d.part',
      '0c6c5cfb-6f4f-4a64-9a1e-8b5f0a2b1c3d.png',
    ])('answers 404 for %s', async (key) => {
      const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    });

    it('answers 404 for a path below /uploads', async () => {
      const response = await app.inject({ method: 'GET', url: '/uploads/../../package.json' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('serves uploads beside the single-page app without either losing its files', async () => {
    const webDistDir = await mkdtemp(path.join(tmpdir(), 'medhire-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>MedHire</title>');
    const withSpa = await createTestApp(kind, { config: { webDistDir } });
    try {
      const session = await createSession(
        withSpa.database.db,
        (
          await withSpa.database.db
            .insert(employers)
            .values({ email: 'spa@clinic.test', passwordHash: 'not-used' })
            .returning({ id: employers.id })
        )[0]?.id ?? '',
      );
      const { payload, headers } = multipartBody([image(PNG)]);
      const uploaded = await withSpa.app.inject({
        method: 'POST',
        url: '/uploader/upload-single-image',
        payload,
        headers: { ...headers, authorization: `Bearer ${session.token}` },
      });
      const served = await withSpa.app.inject({ method: 'GET', url: `/uploads/${uploaded.json().data.key}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(PNG);
      const page = await withSpa.app.inject({
        method: 'GET',
        url: '/jobs',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>MedHire</title>');
    } finally {
      await withSpa.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });

  describe('the quota per organization', () => {
    let small: TestApp;

    beforeAll(async () => {
      small = await createTestApp(kind, { config: { uploadQuotaMb: 2 } });
    });

    afterAll(async () => {
      await small?.close();
    });

    async function employerOf(email: string): Promise<string> {
      const [row] = await small.database.db
        .insert(employers)
        .values({ email, passwordHash: 'not-used' })
        .returning({ id: employers.id });
      return (await createSession(small.database.db, row?.id ?? '')).token;
    }

    function send(url: string, files: readonly FormFile[], bearer: string) {
      const { payload, headers } = multipartBody(files);
      return small.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, authorization: `Bearer ${bearer}` },
      });
    }

    const stored = async () => ({
      files: (await readdir(small.config.uploadsDir)).sort(),
      rows: (await small.database.db.select({ key: uploads.key }).from(uploads)).length,
    });

    it('refuses with 413 a batch that would exceed it, saying how much is used, and stores none of it', async () => {
      const owner = await employerOf('quota@clinic.test');
      const first = await send('/uploader/upload-single-image', [image(padTo(PNG, 1.2 * MB))], owner);
      expect(first.statusCode).toBe(200);
      const before = await stored();
      expect(before.rows).toBe(1);

      const refused = await send(
        '/uploader/upload-multiple-imgs-videos',
        [
          media(padTo(JPEG, 0.5 * MB), 'a.jpg', 'image/jpeg'),
          media(padTo(WEBP, 0.5 * MB), 'b.webp', 'image/webp'),
        ],
        owner,
      );
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        success: false,
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message:
            'Your organization has used 1 MB of its 2 MB for photos and videos. Remove some before adding more.',
        },
      });
      expect(await stored()).toEqual(before);

      const single = await send('/uploader/upload-single-image', [image(padTo(PNG, 0.9 * MB))], owner);
      expect(single.statusCode).toBe(413);
      expect(await stored()).toEqual(before);

      // What still fits is taken; then the quota is full and even a tiny file is refused.
      const fits = await send(
        '/uploader/upload-multiple-imgs-videos',
        [media(padTo(PNG, 0.8 * MB), 'c.png', 'image/png')],
        owner,
      );
      expect(fits.statusCode).toBe(200);
      const full = await send('/uploader/upload-single-image', [image(PNG)], owner);
      expect(full.statusCode).toBe(413);
      expect(full.json().error.message).toBe(
        'Your organization has used 2 MB of its 2 MB for photos and videos. Remove some before adding more.',
      );
      expect((await stored()).rows).toBe(2);
    });

    it('counts each organization on its own', async () => {
      const busy = await employerOf('busy-quota@clinic.test');
      const other = await employerOf('other-quota@clinic.test');
      expect(
        (await send('/uploader/upload-single-image', [image(padTo(PNG, 1.5 * MB))], busy)).statusCode,
      ).toBe(200);
      expect(
        (await send('/uploader/upload-single-image', [image(padTo(PNG, 1.5 * MB))], other)).statusCode,
      ).toBe(200);
      expect(
        (await send('/uploader/upload-single-image', [image(padTo(PNG, 1 * MB))], busy)).statusCode,
      ).toBe(413);
    });
  });

  it('limits uploads per employer', async () => {
    const { token: busy } = await signedInEmployer('busy@clinic.test');
    for (let index = 0; index < UPLOADS_PER_MINUTE; index++) {
      // Refused files cost nothing on disk, and still count against the limit.
      expect((await single(image(TEXT), busy)).statusCode).toBe(415);
    }
    const refused = await single(image(PNG), busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_UPLOADS_MESSAGE);
    expect((await single(image(PNG))).statusCode).toBe(200);
  });
});

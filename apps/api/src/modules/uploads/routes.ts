import { mkdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  Capability,
  errorEnvelopeSchema,
  okSchema,
  uploadedFileSchema,
  uploadedMediaResultSchema,
} from '@medhire/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploads } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { NOT_FOUND_MESSAGE } from '../../http/error-handler.js';
import { AppError, isAppError } from '../../http/errors.js';
import { authenticate, currentEmployer } from '../auth/authenticate.js';
import {
  assertQuotaLeft,
  CONTENT_TYPE_BY_EXTENSION,
  displayName,
  IMAGE_MAX_BYTES,
  IMAGE_ONLY_MESSAGE,
  IMAGE_OR_VIDEO_MESSAGE,
  MAX_FILES_PER_BATCH,
  recordUploads,
  removeStoredFiles,
  type StoredFile,
  storeFile,
  TOO_MANY_FILES_MESSAGE,
  UPLOAD_KEY,
  type UploadPolicy,
  VIDEO_MAX_BYTES,
} from './service.js';

/** Upload requests per employer per minute. */
export const UPLOADS_PER_MINUTE = 60;
export const TOO_MANY_UPLOADS_MESSAGE = 'Too many uploads. Please wait a minute and try again.';
export const NO_IMAGE_MESSAGE = 'Choose an image to upload.';
export const NO_MEDIA_MESSAGE = 'Choose photos or videos to upload.';
export const NOT_MULTIPART_MESSAGE = 'Send the file as multipart/form-data.';

const IMAGES: UploadPolicy = { kinds: ['image'], wrongTypeMessage: IMAGE_ONLY_MESSAGE };
const IMAGES_AND_VIDEOS: UploadPolicy = {
  kinds: ['image', 'video'],
  wrongTypeMessage: IMAGE_OR_VIDEO_MESSAGE,
};

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The plugin's own multipart errors, reworded; anything else passes through. */
function translated(error: unknown): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', TOO_MANY_FILES_MESSAGE);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(400, 'BAD_REQUEST', NOT_MULTIPART_MESSAGE);
    default:
      return error;
  }
}

function wrongField(expected: string): AppError {
  return new AppError(400, 'BAD_REQUEST', `Send the files in the form field "${expected}".`);
}

/** A refusal of one file of a batch (a type not accepted, too large), which leaves the others to be kept. */
function isRefusalOfTheFile(error: unknown): error is AppError {
  return isAppError(error) && (error.statusCode === 415 || error.statusCode === 413);
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The uploads module: `POST /uploader/upload-single-image` (field `image`) and
 * `POST /uploader/upload-multiple-imgs-videos` (repeated field `media`) for signed-in employers, and the
 * public `GET /uploads/:key`. Files are recognised by their bytes, stored under `config.uploadsDir` as
 * `<uuid>.<ext>` with a row in `uploads`, and served with headers that keep a browser from running them.
 * All of one employer's uploads together fit in `config.uploadQuotaMb`; files no profile uses are removed
 * (src/modules/uploads/sweep.ts, and at once by a profile update that drops them).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadsDir, uploadQuotaMb } = app.config;
  mkdirSync(uploadsDir, { recursive: true });

  // Both are registered inside this plugin only: multipart parsing for the upload routes, and a
  // `reply.sendFile` scoped to the uploads folder (the single-page app has its own at the root).
  await app.register(multipart, { limits: { fieldNameSize: 100, fieldSize: 1024, fields: 10 } });
  await app.register(fastifyStatic, { root: uploadsDir, serve: false, cacheControl: false, etag: true });

  const perEmployer = app.createRateLimit({
    max: UPLOADS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `uploads:${request.employer?.id ?? request.ip}`,
  });
  const limitPerEmployer = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perEmployer(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', TOO_MANY_UPLOADS_MESSAGE);
    }
  };

  app.post(
    '/uploader/upload-single-image',
    {
      onRequest: [authenticate, limitPerEmployer],
      config: { capability: Capability.EditProfile },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image (a logo or photo)',
        description:
          'multipart/form-data with the file in the field `image`. JPEG, PNG or WebP, recognised by its bytes ' +
          '(its name and declared type are ignored), at most 5 MB. 413 when the organization’s uploads would ' +
          'exceed its quota (UPLOAD_QUOTA_MB, 500 MB by default).',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(uploadedFileSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      await assertQuotaLeft(app.database.db, employer.id, uploadQuotaMb);
      let part: MultipartFile | undefined;
      try {
        part = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      } catch (error) {
        throw translated(error);
      }
      if (!part) throw new AppError(400, 'BAD_REQUEST', NO_IMAGE_MESSAGE);
      if (part.fieldname !== 'image') {
        part.file.resume();
        throw wrongField('image');
      }
      const stored = await storeFile(part, uploadsDir, IMAGES);
      try {
        const [result] = await recordUploads(app.database.db, employer.id, [stored], uploadQuotaMb);
        return ok(result as NonNullable<typeof result>);
      } catch (error) {
        await removeStoredFiles(uploadsDir, [stored]);
        throw error;
      }
    },
  );

  app.post(
    '/uploader/upload-multiple-imgs-videos',
    {
      onRequest: [authenticate, limitPerEmployer],
      config: { capability: Capability.EditProfile },
      schema: {
        tags: ['uploads'],
        summary: 'Upload photos and videos',
        description:
          `multipart/form-data with up to ${MAX_FILES_PER_BATCH} files, each in a field \`media\`. Images (JPEG, ` +
          'PNG, WebP, at most 5 MB) and videos (MP4, WebM, at most 50 MB), recognised by their bytes. A file ' +
          'of another type or too large is refused on its own: the others are kept, and `refused` names it with ' +
          'its place in the batch and why. When every file is refused, the answer is the first one’s error ' +
          '(415 or 413). A batch that would exceed the organization’s quota (413), or of more files than the ' +
          'limit, keeps none.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(uploadedMediaResultSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      await assertQuotaLeft(app.database.db, employer.id, uploadQuotaMb);
      const stored: StoredFile[] = [];
      // Files refused on their own (type, size), with the error that says why.
      const refused: { index: number; name: string | undefined; error: AppError }[] = [];
      try {
        let index = 0;
        for await (const part of request.files({
          limits: { fileSize: VIDEO_MAX_BYTES, files: MAX_FILES_PER_BATCH },
          // A file cut at the limit ends as `truncated` (refused on its own by storeFile) instead of failing the
          // request, so the files after it are still read.
          throwFileSizeLimit: false,
        })) {
          if (part.fieldname !== 'media') {
            part.file.resume();
            throw wrongField('media');
          }
          try {
            stored.push(await storeFile(part, uploadsDir, IMAGES_AND_VIDEOS));
          } catch (error) {
            if (!isRefusalOfTheFile(error)) throw error;
            refused.push({ index, name: displayName(part.filename), error });
          }
          index += 1;
        }
        const [firstRefused] = refused;
        if (stored.length === 0)
          throw firstRefused?.error ?? new AppError(400, 'BAD_REQUEST', NO_MEDIA_MESSAGE);
        return ok({
          media: await recordUploads(app.database.db, employer.id, stored, uploadQuotaMb),
          refused: refused.map(({ index: place, name, error }) => ({
            index: place,
            ...(name === undefined ? {} : { name }),
            message: error.message,
          })),
        });
      } catch (error) {
        await removeStoredFiles(uploadsDir, stored);
        throw translated(error);
      }
    },
  );

  /** Only files recorded as uploads, and still on disk, are served. */
  const isServable = async (key: string): Promise<boolean> => {
    const [row] = await app.database.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(eq(uploads.key, key))
      .limit(1);
    if (!row) return false;
    return access(path.join(uploadsDir, key)).then(
      () => true,
      () => false,
    );
  };

  app.get(
    '/uploads/:key',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file',
        description:
          'Public, so logos and photos show on profiles. Served with the type recognised at upload, ' +
          '`nosniff`, a sandboxing Content-Security-Policy and a year of caching. Supports Range requests.',
        params: z.object({ key: z.string() }),
        response: { 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const ext = UPLOAD_KEY.exec(key)?.[1];
      const contentType = ext ? CONTENT_TYPE_BY_EXTENSION[ext] : undefined;
      if (!contentType || !(await isServable(key))) throw new AppError(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
      reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${key}"`)
        .header('cache-control', LONG_CACHE)
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.sendFile(key);
    },
  );
};

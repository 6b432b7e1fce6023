import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** What an upload is, by its bytes. */
export type UploadKind = 'image' | 'video';

/** The largest image: 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The largest video: 50 MB. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** At most this many files in one `upload-multiple-imgs-videos`. */
export const MAX_FILES_PER_BATCH = 10;

export const IMAGE_ONLY_MESSAGE = 'Upload a JPEG, PNG or WebP image.';
export const IMAGE_OR_VIDEO_MESSAGE = 'Upload photos (JPEG, PNG, WebP) or videos (MP4, WebM).';
export const IMAGE_TOO_LARGE_MESSAGE = 'This image is larger than 5 MB.';
export const VIDEO_TOO_LARGE_MESSAGE = 'This video is larger than 50 MB.';
export const TOO_MANY_FILES_MESSAGE = `Upload at most ${MAX_FILES_PER_BATCH} files at a time.`;

/** The types accepted, as recognised from a file's first bytes, with the extension stored files get. */
const ACCEPTED: Record<string, { kind: UploadKind; ext: string }> = {
  'image/jpeg': { kind: 'image', ext: 'jpg' },
  'image/png': { kind: 'image', ext: 'png' },
  'image/webp': { kind: 'image', ext: 'webp' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
};

/** The content type of a stored file, from the extension its key was given when its bytes were recognised. */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(ACCEPTED).map(([mime, { ext }]) => [ext, mime]),
);

/**
 * A key the server made: a random UUID and the extension of the recognised type. Anything else (another
 * name, `..`, slashes, a half-written `.part` file) is not a key, so it can never reach the file system.
 */
export const UPLOAD_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|mp4|webm)$/;

/** file-type recognises every accepted type within this many first bytes. */
const SNIFF_BYTES = 4_100;

/** A file written to the uploads folder, not yet recorded. */
export interface StoredFile {
  key: string;
  kind: UploadKind;
  mimeType: string;
  size: number;
  name: string | undefined;
}

/** An upload as the routes answer it. */
export interface UploadResult {
  url: string;
  key: string;
  type: UploadKind;
  name?: string;
  size: number;
}

/** What a route accepts: images only, or images and videos. */
export interface UploadPolicy {
  kinds: readonly UploadKind[];
  /** The 415 message when a file is of another type. */
  wrongTypeMessage: string;
}

function tooLarge(kind: UploadKind): AppError {
  return new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    kind === 'image' ? IMAGE_TOO_LARGE_MESSAGE : VIDEO_TOO_LARGE_MESSAGE,
  );
}

function maxBytes(kind: UploadKind): number {
  return kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
}

async function recognise(
  head: Buffer,
  policy: UploadPolicy,
): Promise<{ kind: UploadKind; ext: string; mime: string }> {
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !accepted || !policy.kinds.includes(accepted.kind)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', policy.wrongTypeMessage);
  }
  return { ...accepted, mime: detected.mime };
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** A file name kept only to show it back: no folders, no control characters, at most 255 characters. */
function displayName(filename: string | undefined): string | undefined {
  const name = path
    .basename((filename ?? '').replaceAll('\\', '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return name === '' ? undefined : name;
}

/**
 * Streams one multipart file into the uploads folder under a new key, recognising its type from its first
 * bytes (never its name or declared type) and stopping at the size limit of that type, so a large file is
 * never held in memory. On any refusal the partial file is deleted and an {@link AppError} thrown (415 for
 * a type the policy does not accept, 413 for a file too large).
 */
export async function storeFile(
  part: MultipartFile,
  uploadsDir: string,
  policy: UploadPolicy,
): Promise<StoredFile> {
  await mkdir(uploadsDir, { recursive: true });
  const id = randomUUID();
  // Written under a name that is not a key, so a half-written file can never be served.
  const partialPath = path.join(uploadsDir, `${id}.part`);
  const handle = await open(partialPath, 'wx');
  let closed = false;
  let head = Buffer.alloc(0);
  let type: Awaited<ReturnType<typeof recognise>> | undefined;
  let size = 0;
  try {
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (!type) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= SNIFF_BYTES) type = await recognise(head, policy);
        }
        if (type && size > maxBytes(type.kind)) throw tooLarge(type.kind);
        await handle.write(chunk);
      }
    } catch (error) {
      // The multipart limit is the largest accepted size; the file is at least that large.
      if (isFileTooLarge(error)) throw tooLarge(type?.kind ?? (await recognise(head, policy)).kind);
      throw error;
    }
    if (!type) type = await recognise(head, policy);
    if (part.file.truncated || size > maxBytes(type.kind)) throw tooLarge(type.kind);
    await handle.close();
    closed = true;
    const key = `${id}.${type.ext}`;
    await rename(partialPath, path.join(uploadsDir, key));
    return { key, kind: type.kind, mimeType: type.mime, size, name: displayName(part.filename) };
  } catch (error) {
    if (!closed) await handle.close().catch(() => {});
    await rm(partialPath, { force: true });
    // Whatever is left of the refused file in the request is read and dropped, so the answer can be sent.
    part.file.resume();
    throw error;
  }
}

/** Deletes stored files (a batch that was refused, or could not be recorded). */
export async function removeStoredFiles(uploadsDir: string, files: readonly StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(path.join(uploadsDir, file.key), { force: true })));
}

/** Records stored files as the employer's uploads (one statement, so all or none) and answers them. */
export async function recordUploads(
  db: Db,
  employerId: string,
  files: readonly StoredFile[],
): Promise<UploadResult[]> {
  if (files.length > 0) {
    await db.insert(uploads).values(
      files.map((file) => ({
        employerId,
        key: file.key,
        kind: file.kind,
        mimeType: file.mimeType,
        sizeBytes: file.size,
        originalName: file.name ?? null,
      })),
    );
  }
  return files.map((file) => ({
    url: `/uploads/${file.key}`,
    key: file.key,
    type: file.kind,
    ...(file.name === undefined ? {} : { name: file.name }),
    size: file.size,
  }));
}

import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { UploadedFile } from '@medhire/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.js';
import { employers, uploads } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/** What an upload is, by its bytes. */
export type UploadKind = UploadedFile['type'];

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

/** A file being written (see {@link storeFile}): never served, swept when a crash left it behind. */
const PARTIAL_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

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
export function displayName(filename: string | undefined): string | undefined {
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

const BYTES_PER_MB = 1024 * 1024;

/** The 413 sentence of a full quota: how much is used, of how much, and what to do. */
export function quotaExceededMessage(usedBytes: number, quotaMb: number): string {
  const usedMb = Math.round(usedBytes / BYTES_PER_MB);
  return (
    `Your organization has used ${usedMb} MB of its ${quotaMb} MB for photos and videos. ` +
    'Remove some before adding more.'
  );
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Bytes all of the employer's recorded uploads take. */
export async function usedUploadBytes(db: Db | Transaction, employerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.employerId, employerId));
  return Number(row?.used ?? 0);
}

/**
 * Refuses (413) before anything is read when the employer's quota is already used up, so a full
 * organization's upload costs no disk writes. {@link recordUploads} makes the exact check at the end.
 */
export async function assertQuotaLeft(db: Db, employerId: string, quotaMb: number): Promise<void> {
  const used = await usedUploadBytes(db, employerId);
  if (used >= quotaMb * BYTES_PER_MB) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', quotaExceededMessage(used, quotaMb));
  }
}

/**
 * Records stored files as the employer's uploads and answers them: all or none, and only when they fit in
 * the employer's quota with everything already recorded (otherwise 413 and nothing recorded; the caller
 * deletes the files). The employer's row is locked for the check, so two batches at once cannot both fit
 * into the same free space.
 */
export async function recordUploads(
  db: Db,
  employerId: string,
  files: readonly StoredFile[],
  quotaMb: number,
): Promise<UploadedFile[]> {
  if (files.length > 0) {
    await db.transaction(async (tx) => {
      await tx.select({ id: employers.id }).from(employers).where(eq(employers.id, employerId)).for('update');
      const used = await usedUploadBytes(tx, employerId);
      const adding = files.reduce((total, file) => total + file.size, 0);
      if (used + adding > quotaMb * BYTES_PER_MB) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', quotaExceededMessage(used, quotaMb));
      }
      await tx.insert(uploads).values(
        files.map((file) => ({
          employerId,
          key: file.key,
          kind: file.kind,
          mimeType: file.mimeType,
          sizeBytes: file.size,
          originalName: file.name ?? null,
        })),
      );
    });
  }
  return files.map((file) => ({
    url: `/uploads/${file.key}`,
    key: file.key,
    type: file.kind,
    ...(file.name === undefined ? {} : { name: file.name }),
    size: file.size,
  }));
}

/** An upload nothing references is kept this long: it may belong to a form not saved yet. */
export const UNREFERENCED_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each API node sweeps unreferenced uploads (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** An upload key anywhere inside a text (a link `/uploads/<key>`, a media item's `key`). */
const KEY_IN_TEXT = UPLOAD_KEY.source.slice(1, -1);

/**
 * The upload keys a value names anywhere (a profile, a list of keys), by the same rule as the sweep: an upload
 * is referenced while its key appears in its owner's profile.
 */
export function uploadKeysIn(value: unknown): Set<string> {
  return new Set(JSON.stringify(value ?? null).match(new RegExp(KEY_IN_TEXT, 'g')) ?? []);
}

/** Deletes the files of uploads; a file already gone is fine (another node, an earlier sweep). */
export async function removeUploadFiles(uploadsDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.filter((key) => UPLOAD_KEY.test(key)).map((key) => rm(path.join(uploadsDir, key), { force: true })),
  );
}

/**
 * Inside the caller's transaction (a profile update): deletes the rows of the employer's uploads among `keys`
 * that its own profile no longer names, and answers their keys. Delete the files once the transaction has
 * committed ({@link removeUploadFiles}); a file left behind by a crash is swept as an orphan.
 */
export async function deleteUnreferencedUploads(
  tx: Db | Transaction,
  employerId: string,
  keys: Iterable<string>,
): Promise<string[]> {
  const candidates = [...keys].filter((key) => UPLOAD_KEY.test(key));
  if (candidates.length === 0) return [];
  const rows = await tx
    .delete(uploads)
    .where(
      and(
        eq(uploads.employerId, employerId),
        inArray(uploads.key, candidates),
        // Only the owner's own profile keeps its file: another profile naming the key cannot pin it (nor count
        // against the owner's quota), and the check reads one profile, not every one.
        sql`not exists (select 1 from ${employers} where ${employers.id} = ${uploads.employerId} and strpos(${employers.profile}::text, ${uploads.key}) > 0)`,
      ),
    )
    .returning({ key: uploads.key });
  return rows.map((row) => row.key);
}

/** What one sweep removed. */
export interface SweepResult {
  /** Uploads deleted (row and file): unreferenced and older than the grace period. */
  removed: string[];
  /** Files in the folder with no row (a crash between the two), or half-written, older than the grace period. */
  orphans: string[];
}

/** One sweep at a time across every node sharing the database; the others skip their turn. */
const SWEEP_LOCK = 'medhire.uploads-sweep';

/**
 * Removes uploads that their owner's profile does not reference (its logo, its photos and videos: anywhere the
 * key is named) and that are older than the grace period, rows and files; then files in the folder with no row.
 *
 * The rows go in one statement under a transaction-scoped advisory lock, so concurrent sweeps on several nodes
 * do the work once; deleting a file twice is harmless anyway. References are collected once (every key in
 * every profile) and anti-joined, so the cost grows with the data, not with its square.
 */
export async function sweepUnreferencedUploads(
  db: Db,
  uploadsDir: string,
  { now = new Date(), graceMs = UNREFERENCED_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  const removed = await db.transaction(async (tx) => {
    const { rows: lock } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${SWEEP_LOCK})) as locked`,
    );
    if (!lock[0]?.locked) return [];
    const { rows } = await tx.execute<{ key: string }>(sql`
      with referenced as (
        select distinct ${employers.id} as employer_id,
          (regexp_matches(${employers.profile}::text, ${`(${KEY_IN_TEXT})`}, 'g'))[1] as key
        from ${employers}
      )
      delete from ${uploads}
      where ${uploads.createdAt} < ${cutoff.toISOString()}::timestamptz
        and not exists (
          select 1 from referenced
          where referenced.key = ${uploads.key} and referenced.employer_id = ${uploads.employerId}
        )
      returning ${uploads.key} as key`);
    return rows.map((row) => row.key);
  });
  await removeUploadFiles(uploadsDir, removed);
  return { removed, orphans: await removeOrphanFiles(db, uploadsDir, cutoff) };
}

/** Files older than `cutoff` that no row describes: half-written `.part` files and keys whose row is gone. */
async function removeOrphanFiles(db: Db, uploadsDir: string, cutoff: Date): Promise<string[]> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!UPLOAD_KEY.test(name) && !PARTIAL_FILE.test(name)) continue;
    const stats = await stat(path.join(uploadsDir, name)).catch(() => undefined);
    if (stats?.isFile() && stats.mtime < cutoff) old.push(name);
  }
  const keys = old.filter((name) => UPLOAD_KEY.test(name));
  const recorded = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(inArray(uploads.key, keys.slice(start, start + 500)));
    for (const row of rows) recorded.add(row.key);
  }
  const orphans = old.filter((name) => !recorded.has(name));
  await Promise.all(orphans.map((name) => rm(path.join(uploadsDir, name), { force: true })));
  return orphans;
}

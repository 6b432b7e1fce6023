import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * Backups of everything the server keeps: the database and the uploaded files (logos, photos, videos), in one
 * `medhire-backup-<time>.tar.gz`:
 * - `medhire-backup.json`: what the archive holds (format, version, time, which database engine);
 * - `pglite.tar.gz`: the embedded database's data folder, as PGlite's own `dumpDataDir` writes it, or
 *   `postgres.dump`: `pg_dump --format=custom` of DATABASE_URL's database;
 * - `uploads/`: the uploads folder as it is.
 * PGlite keeps its folder open while the server runs and has no online backup, so the embedded database is
 * backed up and restored while the server is stopped; PostgreSQL is dumped and restored while it serves.
 */

/** A refusal or failure the operator can act on; the command prints its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'pgliteDataDir' | 'uploadsDir'>;

export type BackupDatabase = 'pglite' | 'postgres';

interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  database: BackupDatabase;
}

const FORMAT = 'medhire-backup';
const VERSION = 1;
const MANIFEST = 'medhire-backup.json';
const PGLITE_FILE = 'pglite.tar.gz';
const POSTGRES_FILE = 'postgres.dump';
const UPLOADS = 'uploads';

/** `2026-11-26T15-30-00Z`: sortable, and valid in file names everywhere. */
export function backupTimestamp(date: Date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Where `backup` writes when given no path: `$DATA_DIR/backups`. */
export function defaultBackupDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'backups');
}

/** PGlite writes this file when it opens its folder and removes it when it closes cleanly. */
function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'));
}

function inUseMessage(dataDir: string): string {
  return (
    `The database folder ${dataDir} is in use by a running MedHire server (it holds postmaster.pid): ` +
    'stop the server, then try again. If no server is running (a crash leaves the file behind), start and ' +
    'stop the server once, or delete that file.'
  );
}

async function isNonEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function countFiles(dir: string): Promise<number> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

/** The PostgreSQL commands, for when pg_dump or pg_restore is not installed where this runs. */
export const POSTGRES_COMMANDS =
  'pg_dump --format=custom --file=medhire.dump "$DATABASE_URL" to back up, and ' +
  'pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --dbname="$DATABASE_URL" medhire.dump ' +
  "to restore (the client tools of the server's major version or newer); copy the uploads folder alongside";

/** Runs a PostgreSQL client tool; its error output becomes the message when it fails. */
function runTool(command: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  // The password goes through the environment (PGPASSWORD), never the command line, which every local user can
  // read in the process list.
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} is not installed here. PostgreSQL is backed up with ${POSTGRES_COMMANDS}.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

/** Refuses, before anything is written, a PGlite folder that cannot be backed up now. */
async function checkPgliteSource(dataDir: string): Promise<void> {
  if (dataDir === 'memory://') {
    throw new BackupError(
      'PGLITE_DATA_DIR is memory://: that database lives in memory, nothing is on disk to back up',
    );
  }
  if (!(await isNonEmptyDir(dataDir))) {
    throw new BackupError(
      `There is no database at ${dataDir} to back up (PGLITE_DATA_DIR, by default $DATA_DIR/pglite)`,
    );
  }
  if (pgliteInUse(dataDir)) throw new BackupError(inUseMessage(dataDir));
}

async function dumpPglite(dataDir: string, target: string): Promise<void> {
  await checkPgliteSource(dataDir);
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

export interface BackupResult {
  /** The archive written. */
  file: string;
  database: BackupDatabase;
  /** Uploaded files inside it. */
  uploads: number;
  bytes: number;
}

/**
 * Writes one archive holding the database and the uploads folder. `output`: a `.tar.gz` file to create, or a
 * folder to create `medhire-backup-<time>.tar.gz` in; by default `$DATA_DIR/backups`. Never overwrites a file.
 */
export async function createBackup(
  config: BackupConfig,
  options: { output?: string; now?: Date } = {},
): Promise<BackupResult> {
  const name = `medhire-backup-${backupTimestamp(options.now)}.tar.gz`;
  const output = options.output ? path.resolve(options.output) : defaultBackupDir(config);
  const file = /\.(tar\.gz|tgz)$/.test(output) ? output : path.join(output, name);
  if (existsSync(file)) throw new BackupError(`${file} already exists; give another file or folder`);
  if (!config.databaseUrl) await checkPgliteSource(config.pgliteDataDir);
  // The archive holds the whole database and the uploads: readable by its owner only.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });

  const database: BackupDatabase = config.databaseUrl ? 'postgres' : 'pglite';
  const staging = await mkdtemp(path.join(tmpdir(), 'medhire-backup-'));
  const partial = `${file}.partial`;
  try {
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      database,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    if (config.databaseUrl) {
      await runTool(
        'pg_dump',
        ['--format=custom', `--file=${path.join(staging, POSTGRES_FILE)}`],
        config.databaseUrl,
      );
    } else {
      await dumpPglite(config.pgliteDataDir, path.join(staging, PGLITE_FILE));
    }
    const uploads = path.join(staging, UPLOADS);
    if (existsSync(config.uploadsDir)) await cp(config.uploadsDir, uploads, { recursive: true });
    else await mkdir(uploads);

    // Written beside the target and renamed at the end: a failed run never leaves a file that looks whole.
    await writeFile(partial, '', { mode: 0o600 });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST,
      config.databaseUrl ? POSTGRES_FILE : PGLITE_FILE,
      UPLOADS,
    ]);
    await rename(partial, file);
    return { file, database, uploads: await countFiles(uploads), bytes: (await stat(file)).size };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks a backup into a new temporary folder and checks it is one; the caller removes the folder. */
async function unpack(file: string): Promise<{ folder: string; manifest: Manifest }> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'medhire-restore-'));
  try {
    try {
      await tar.extract({ file, cwd: folder, strict: true });
    } catch (error) {
      throw new BackupError(
        `${file} is not a MedHire backup: it is not a readable .tar.gz archive (${(error as Error).message})`,
      );
    }
    let manifest: Partial<Manifest> | undefined;
    try {
      manifest = JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as Partial<Manifest>;
    } catch {
      manifest = undefined;
    }
    if (manifest?.format !== FORMAT) {
      throw new BackupError(`${file} is not a MedHire backup: it holds no readable ${MANIFEST}`);
    }
    if (manifest.version !== VERSION) {
      throw new BackupError(
        `${file} is a MedHire backup of format version ${manifest.version}; this version restores version ${VERSION}`,
      );
    }
    const dump = manifest.database === 'postgres' ? POSTGRES_FILE : PGLITE_FILE;
    if (!existsSync(path.join(folder, dump))) {
      throw new BackupError(`${file} is not a whole MedHire backup: ${dump} is missing`);
    }
    return { folder, manifest: manifest as Manifest };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.count ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Renames `folder` to `<folder>.before-restore-<time>` if it holds anything; removes it if it is empty. */
async function moveAside(folder: string, stamp: string): Promise<string | undefined> {
  if (!existsSync(folder)) return undefined;
  if (!(await isNonEmptyDir(folder))) {
    await rmdir(folder);
    return undefined;
  }
  const aside = `${folder}.before-restore-${stamp}`;
  await rename(folder, aside);
  return aside;
}

export interface RestoreResult {
  database: BackupDatabase;
  /** When the backup was made. */
  createdAt: string;
  uploads: number;
  /** Folders that held data before and were moved aside (`--force`). */
  movedAside: string[];
  /** PostgreSQL with `--force`: the backup of what the database held before. */
  safetyBackup?: string;
}

/**
 * Puts a backup back: the database (into PGLITE_DATA_DIR, or DATABASE_URL's database) and the uploads folder.
 * Refuses targets that hold data unless `force`: then folders are moved aside to
 * `<folder>.before-restore-<time>` (never deleted), and a PostgreSQL database is first backed up itself.
 * The archive is checked whole before anything is touched.
 */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const force = options.force ?? false;
  const stamp = backupTimestamp(options.now);
  const { folder, manifest } = await unpack(path.resolve(file));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== engine) {
      throw new BackupError(
        manifest.database === 'pglite'
          ? 'This backup holds the embedded database (PGlite), but DATABASE_URL is set: unset it to restore into PGLITE_DATA_DIR'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to the database to restore it into',
      );
    }
    const occupied: string[] = [];
    if (engine === 'pglite') {
      if (config.pgliteDataDir === 'memory://') {
        throw new BackupError('PGLITE_DATA_DIR is memory://: give the folder to restore the database into');
      }
      if (pgliteInUse(config.pgliteDataDir)) throw new BackupError(inUseMessage(config.pgliteDataDir));
      if (await isNonEmptyDir(config.pgliteDataDir)) occupied.push(config.pgliteDataDir);
    } else if (config.databaseUrl && (await postgresHasTables(config.databaseUrl))) {
      occupied.push('the PostgreSQL database (DATABASE_URL)');
    }
    if (await isNonEmptyDir(config.uploadsDir)) occupied.push(config.uploadsDir);
    if (occupied.length > 0 && !force) {
      throw new BackupError(
        `Not restoring: ${occupied.join(' and ')} already hold${occupied.length === 1 ? 's' : ''} data. ` +
          'Run again with --force to move existing folders aside (to <folder>.before-restore-<time>; nothing is deleted' +
          (engine === 'postgres' ? ', and the database is backed up first' : '') +
          ').',
      );
    }

    const movedAside: string[] = [];
    let safetyBackup: string | undefined;
    if (engine === 'pglite') {
      // Loaded into a new folder beside the target first: a dump PGlite cannot load changes nothing.
      const loading = `${config.pgliteDataDir}.restoring-${stamp}`;
      await rm(loading, { recursive: true, force: true });
      await mkdir(path.dirname(loading), { recursive: true });
      try {
        const dump = new Blob([await readFile(path.join(folder, PGLITE_FILE))]);
        const client = await PGlite.create({
          dataDir: loading,
          loadDataDir: dump,
          extensions: PGLITE_EXTENSIONS,
        });
        await client.query('select 1');
        await client.close();
      } catch (error) {
        await rm(loading, { recursive: true, force: true });
        throw new BackupError(`The database in ${file} could not be loaded: ${(error as Error).message}`);
      }
      const aside = await moveAside(config.pgliteDataDir, stamp);
      if (aside) movedAside.push(aside);
      await rename(loading, config.pgliteDataDir);
    } else if (config.databaseUrl) {
      const clean = occupied.length > 0 && (await postgresHasTables(config.databaseUrl));
      if (clean) {
        const output = path.join(defaultBackupDir(config), `medhire-backup-before-restore-${stamp}.tar.gz`);
        safetyBackup = (await createBackup(config, { output, now: options.now })).file;
      }
      await runTool(
        'pg_restore',
        [
          ...(clean ? ['--clean', '--if-exists'] : []),
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          path.join(folder, POSTGRES_FILE),
        ],
        config.databaseUrl,
      );
    }

    const uploadsLoading = `${config.uploadsDir}.restoring-${stamp}`;
    await rm(uploadsLoading, { recursive: true, force: true });
    if (existsSync(path.join(folder, UPLOADS))) {
      await cp(path.join(folder, UPLOADS), uploadsLoading, { recursive: true });
    } else {
      await mkdir(uploadsLoading, { recursive: true });
    }
    const aside = await moveAside(config.uploadsDir, stamp);
    if (aside) movedAside.push(aside);
    await rename(uploadsLoading, config.uploadsDir);

    return {
      database: engine,
      createdAt: manifest.createdAt,
      uploads: await countFiles(config.uploadsDir),
      movedAside,
      safetyBackup,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPool, PGLITE_EXTENSIONS } from '../db/client.js';
import { migrate, migrationsFolder } from '../db/migrate.js';

/** Paths of PGlite data-dir tarballs: a fresh (initdb only) database and one with every migration. */
export interface PgliteTemplates {
  empty: string;
  migrated: string;
}

const API_ROOT = path.resolve(import.meta.dirname, '../..');
/** Kept between runs (node_modules is ignored by git): initdb alone costs ~4 s, loading a tarball < 1 s. */
const CACHE_DIR = path.join(API_ROOT, 'node_modules', '.cache', 'medhire-api-test');

/** Changes whenever a migration or the PGlite version changes, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pglitePackage = path.join(API_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(readFileSync(pglitePackage));
  const folder = migrationsFolder();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function writeAtomically(file: string, data: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await data.arrayBuffer()));
  await rename(partial, file);
}

/** Builds (or reuses from the cache) the PGlite templates. Runs once per test run, in global setup. */
export async function preparePgliteTemplates(): Promise<PgliteTemplates> {
  const key = templateKey();
  const templates = {
    empty: path.join(CACHE_DIR, `pglite-empty-${key}.tar`),
    migrated: path.join(CACHE_DIR, `pglite-migrated-${key}.tar`),
  };
  if (existsSync(templates.empty) && existsSync(templates.migrated)) return templates;

  await mkdir(CACHE_DIR, { recursive: true });
  // Templates of older migrations are of no further use.
  for (const file of await readdir(CACHE_DIR)) {
    if (file.startsWith('pglite-') && !file.includes(key))
      await rm(path.join(CACHE_DIR, file), { force: true });
  }
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  try {
    await writeAtomically(templates.empty, await client.dumpDataDir('none'));
    await migrate(fromPglite(client));
    await writeAtomically(templates.migrated, await client.dumpDataDir('none'));
  } finally {
    await client.close();
  }
  return templates;
}

/** `postgres://u@h/db` with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server of `url` outside any pool (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates and migrates a PostgreSQL template database for this run; returns its name. */
export async function preparePostgresTemplate(url: string): Promise<string> {
  const name = randomDatabaseName('medhire_test_template');
  await adminQuery(url, `create database "${name}"`);
  const database = fromPool(new pg.Pool({ connectionString: withDatabaseName(url, name), max: 1 }));
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, `drop database if exists "${name}" with (force)`);
}

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Config } from '../config.js';
import { createSession } from '../modules/auth/sessions.js';
import { multipartBody, PNG } from '../modules/uploads/test-files.js';
import { createTestConfig, removeTestDataDir } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import {
  adminQuery,
  dropPostgresDatabase,
  randomDatabaseName,
  withDatabaseName,
} from '../testing/templates.js';
import { createBackup, restoreBackup } from './backup.js';
import { createDatabase, type Database, type DatabaseKind, PGLITE_EXTENSIONS } from './client.js';
import { migrate } from './migrate.js';
import { employers, uploads } from './schema.js';

const EMAIL = 'owner@backup-clinic.test';
/** Each test opens and closes the database on disk several times (~1 s each, more on a busy machine). */
const SLOW = 90_000;

describe.each(testDatabases('both'))('backup and restore (%s)', (kind: DatabaseKind) => {
  let config: Config;
  let postgresName: string | undefined;
  let open: { app: App; database: Database } | undefined;

  /** The real server's start on `config`: database, app and migrations. */
  async function start(): Promise<{ app: App; database: Database }> {
    const database = await createDatabase(config);
    await migrate(database);
    const app = await buildApp({ config, database });
    open = { app, database };
    return open;
  }

  async function stop(): Promise<void> {
    if (!open) return;
    await open.app.close();
    await open.database.close();
    open = undefined;
  }

  beforeEach(async () => {
    const base = createTestConfig();
    if (kind === 'postgres') {
      const url = process.env.TEST_DATABASE_URL as string;
      postgresName = randomDatabaseName('medhire_test_backup');
      await adminQuery(url, `create database "${postgresName}" template "${inject('postgresTemplate')}"`);
      config = { ...base, databaseUrl: withDatabaseName(url, postgresName) };
    } else {
      // On disk, where the server keeps it: the backup is of that folder.
      const pglite = path.join(base.dataDir, 'pglite');
      // A migrated folder from the run's template (an on-disk initdb takes seconds).
      const client = await PGlite.create({
        dataDir: pglite,
        loadDataDir: new Blob([await readFile(inject('pgliteTemplates').migrated)]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
      config = { ...base, pgliteDataDir: pglite };
    }
  });

  afterEach(async () => {
    await stop();
    if (postgresName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL as string, postgresName);
    postgresName = undefined;
    await removeTestDataDir(config);
  });

  /** Through the running app: an employer with a session uploads a logo. Returns the logo's key and the token. */
  async function employerWithLogo(): Promise<{ key: string; token: string }> {
    const { app, database } = await start();
    const [row] = await database.db
      .insert(employers)
      .values({ email: EMAIL, passwordHash: 'not-used' })
      .returning({ id: employers.id });
    if (!row) throw new Error('no employer inserted');
    const { token } = await createSession(database.db, row.id);
    const { payload, headers } = multipartBody([
      { field: 'image', filename: 'logo.png', contentType: 'image/png', data: PNG },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/uploader/upload-single-image',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    await stop();
    return { key: response.json().data.key, token };
  }

  it(
    'brings back the employer and the uploaded logo after they are deleted',
    async () => {
      const { key } = await employerWithLogo();
      const backup = await createBackup(config);
      expect(path.dirname(backup.file)).toBe(path.join(config.dataDir, 'backups'));
      expect(path.basename(backup.file)).toMatch(/^medhire-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      expect(backup.uploads).toBe(1);
      // The whole database and the uploads: readable by their owner only.
      expect((await stat(backup.file)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(backup.file))).mode & 0o777).toBe(0o700);

      // Lost after the backup: the employer (and with it the upload's row) and the file.
      const { database } = await start();
      await database.db.delete(employers).where(eq(employers.email, EMAIL));
      await stop();
      await rm(path.join(config.uploadsDir, key));

      await expect(restoreBackup(config, backup.file)).rejects.toThrow(
        /already holds? data\. Run again with --force/,
      );
      const restored = await restoreBackup(config, backup.file, { force: true });
      expect(restored.uploads).toBe(1);

      const { app, database: back } = await start();
      const [employer] = await back.db.select().from(employers).where(eq(employers.email, EMAIL));
      expect(employer).toBeDefined();
      const [upload] = await back.db.select().from(uploads).where(eq(uploads.key, key));
      expect(upload?.employerId).toBe(employer?.id);
      const logo = await app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload).toEqual(PNG);

      // What was there before is kept aside, not deleted.
      if (kind === 'pglite') {
        const aside = restored.movedAside.find((folder) =>
          folder.startsWith(`${config.pgliteDataDir}.before-restore-`),
        );
        expect(aside && existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);
      } else {
        expect(restored.safetyBackup && existsSync(restored.safetyBackup)).toBe(true);
        expect(path.basename(restored.safetyBackup ?? '')).toMatch(/^medhire-backup-before-restore-/);
      }
    },
    SLOW,
  );

  it(
    'restores into an empty place without --force',
    async () => {
      const { key } = await employerWithLogo();
      const backup = await createBackup(config, { output: path.join(config.dataDir, 'elsewhere') });
      expect(path.dirname(backup.file)).toBe(path.join(config.dataDir, 'elsewhere'));

      // A new machine: no database folder (or a database without tables) and no uploads.
      const fresh = createTestConfig();
      try {
        let target: Config = { ...fresh, pgliteDataDir: path.join(fresh.dataDir, 'pglite') };
        let freshName: string | undefined;
        if (kind === 'postgres') {
          const url = process.env.TEST_DATABASE_URL as string;
          freshName = randomDatabaseName('medhire_test_backup');
          await adminQuery(url, `create database "${freshName}"`);
          target = { ...fresh, databaseUrl: withDatabaseName(url, freshName) };
        }
        try {
          const restored = await restoreBackup(target, backup.file);
          expect(restored.movedAside).toEqual([]);
          const previous = config;
          config = target;
          const { app, database } = await start();
          const rows = await database.db.select().from(employers).where(eq(employers.email, EMAIL));
          expect(rows).toHaveLength(1);
          expect((await app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(200);
          await stop();
          config = previous;
        } finally {
          if (freshName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL as string, freshName);
        }
      } finally {
        await removeTestDataDir(fresh);
      }
    },
    SLOW,
  );

  it(
    'refuses a file that is not a backup, and changes nothing',
    async () => {
      await employerWithLogo();
      const before = await readdir(config.uploadsDir);
      const junk = path.join(config.dataDir, 'notes.tar.gz');
      await writeFile(junk, 'these are not the files you are looking for');
      await expect(restoreBackup(config, junk, { force: true })).rejects.toThrow(
        `${junk} is not a MedHire backup: it is not a readable .tar.gz archive`,
      );

      // A real archive of something else.
      const other = path.join(config.dataDir, 'other');
      await mkdir(other);
      await writeFile(path.join(other, 'readme.txt'), 'hello');
      const archive = path.join(config.dataDir, 'other.tar.gz');
      await tar.create({ gzip: true, file: archive, cwd: other }, ['readme.txt']);
      await expect(restoreBackup(config, archive, { force: true })).rejects.toThrow(
        `${archive} is not a MedHire backup: it holds no readable medhire-backup.json`,
      );

      await expect(restoreBackup(config, path.join(config.dataDir, 'missing.tar.gz'))).rejects.toThrow(
        'There is no backup at',
      );
      expect(await readdir(config.uploadsDir)).toEqual(before);
      const { database } = await start();
      expect(await database.db.select().from(employers).where(eq(employers.email, EMAIL))).toHaveLength(1);
    },
    SLOW,
  );

  if (kind === 'pglite') {
    it(
      'refuses to back up or restore the database folder while a server has it open',
      async () => {
        const backup = await createBackup(config);
        await start();
        await expect(createBackup(config)).rejects.toThrow(
          `The database folder ${config.pgliteDataDir} is in use by a running MedHire server`,
        );
        await expect(restoreBackup(config, backup.file, { force: true })).rejects.toThrow(
          'is in use by a running MedHire server',
        );
      },
      SLOW,
    );

    it(
      'says a backup of PGlite does not restore into PostgreSQL',
      async () => {
        const backup = await createBackup(config);
        await expect(
          restoreBackup({ ...config, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, backup.file),
        ).rejects.toThrow('This backup holds the embedded database (PGlite), but DATABASE_URL is set');
      },
      SLOW,
    );
  }
});

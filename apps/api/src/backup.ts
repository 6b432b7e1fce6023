import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { BackupError, createBackup, restoreBackup } from './db/backup.js';

// `npm run backup [-- <file or folder>]` and `npm run restore -- <file> [--force]` (dist/backup.js): the same
// environment as the server (DATA_DIR, PGLITE_DATA_DIR, DATABASE_URL, UPLOADS_DIR) says what to back up.
const USAGE = `Usage:
  backup [<file.tar.gz or folder>]   back up the database and the uploads (default folder: $DATA_DIR/backups)
  restore <file.tar.gz> [--force]    put a backup back; --force moves existing data aside first`;

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, target, ...rest] = positionals;
  if (values.help || !command || rest.length > 0 || !['backup', 'restore'].includes(command)) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const config = loadConfig();
  if (command === 'backup') {
    if (values.force) throw new BackupError('backup takes no --force: it never overwrites a file');
    const result = await createBackup(config, { output: target });
    const database =
      result.database === 'postgres'
        ? 'the PostgreSQL database (pg_dump)'
        : `the embedded database (${config.pgliteDataDir})`;
    console.log(
      `Backed up ${database} and ${result.uploads} uploaded file(s) to ${result.file} (${size(result.bytes)})`,
    );
    return;
  }
  if (!target) throw new BackupError(`restore needs the backup file: restore <file.tar.gz> [--force]`);
  const result = await restoreBackup(config, target, { force: values.force });
  if (result.safetyBackup) console.log(`Backed up what the database held before to ${result.safetyBackup}`);
  for (const folder of result.movedAside) console.log(`Moved the previous data aside to ${folder}`);
  const database =
    result.database === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : config.pgliteDataDir;
  console.log(
    `Restored the backup of ${result.createdAt} into ${database} and ${result.uploads} uploaded file(s) into ${config.uploadsDir}`,
  );
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate.js';

/**
 * A copy of the migrations folder that stops before the migration whose tag ends with `tagSuffix` (for example
 * `_person_sign_in`): to set a database up as the release before it stored things, then run that migration on it.
 * The caller removes the folder.
 */
export async function migrationsBefore(tagSuffix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'medhire-migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (index < 1) throw new Error(`No migration ending with ${tagSuffix} after the first`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

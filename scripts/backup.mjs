// `npm run backup [-- <file or folder>]` and `npm run restore -- <file> [--force]`: the API's backup command
// (apps/api/src/backup.ts), run from the repository root so DATA_DIR (default .data) means what it means for
// `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('../apps/api/dist/backup.js', import.meta.url));
if (!existsSync(entry)) {
  console.error(
    'The API is not built yet: run `pnpm exec turbo run build --filter=@medhire/api...` (or npm start) first',
  );
  process.exit(1);
}
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

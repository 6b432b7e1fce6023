// The API from its TypeScript sources, for benchmarks that run it in-process: tsx (a dev dependency of apps/api)
// is registered once, then `loadApi('app.ts')` imports `apps/api/src/app.ts`, and `importFromApi('drizzle-orm')`
// imports a package as the API resolves it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const api = fileURLToPath(new URL('../apps/api', import.meta.url));
const requireFromApi = createRequire(join(api, 'package.json'));
let registered = false;

async function registerTsx() {
  if (registered) return;
  const tsxRoot = dirname(requireFromApi.resolve('tsx/package.json'));
  const { register } = await import(pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href);
  register();
  registered = true;
}

/** Imports a module of apps/api/src (e.g. 'db/client.ts'). */
export async function loadApi(path) {
  await registerTsx();
  return import(pathToFileURL(join(api, 'src', path)).href);
}

/** Imports a package the way apps/api resolves it (e.g. 'drizzle-orm'). */
export function importFromApi(name) {
  return import(pathToFileURL(requireFromApi.resolve(name)).href);
}

// `npm start`: install, build, migrate + seed, and serve the web app and the API on one port.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensurePnpm, pnpm } from './toolchain.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pnpmCommand = ensurePnpm();

console.log('→ Installing dependencies (frozen lockfile)');
// The build needs the dev dependencies even when the server will run with NODE_ENV=production, which would
// otherwise tell the package manager to leave them out.
pnpm(pnpmCommand, ['install', '--frozen-lockfile'], { cwd: root, env: { NODE_ENV: 'development' } });
console.log('→ Building the web app and the API');
pnpm(pnpmCommand, ['exec', 'turbo', 'run', 'build', '--filter=@medhire/web...', '--filter=@medhire/api...'], {
  cwd: root,
});

// The API migrates and seeds at start, then serves the built web app beside the API.
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

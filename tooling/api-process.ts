// The built API (`apps/api/dist/main.js`, what `npm start` runs) as a child process that a test can stop and start
// again on the same port and data: the chat reliability test and the end-to-end journeys that restart the server.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built API's entry. */
export const apiMain = fileURLToPath(new URL('../apps/api/dist/main.js', import.meta.url));

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Starts the API and resolves once `/health` answers (rejects with its output if it exits or takes too long). */
  start(): Promise<void>;
  /** Stops it as an operator does (SIGTERM) and resolves once the process has exited. */
  stop(): Promise<void>;
  /** How many times it came up. */
  starts(): number;
}

/** The API on `port` with `env` (on top of this process's environment); not started until `start()`. */
export function apiProcess({
  port,
  env,
  startTimeoutMs = 90_000,
}: {
  port: number;
  env: Record<string, string>;
  startTimeoutMs?: number;
}): ApiProcess {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  let starts = 0;

  return {
    url,
    async start() {
      const current = spawn(process.execPath, [apiMain], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = current;
      const keep = (chunk: Buffer) => {
        output += chunk;
      };
      current.stdout?.on('data', keep);
      current.stderr?.on('data', keep);
      const deadline = Date.now() + startTimeoutMs;
      while (Date.now() < deadline) {
        if (current.exitCode !== null || current.signalCode !== null) {
          throw new Error(`The API exited:\n${output}`);
        }
        const healthy = await fetch(`${url}/health`)
          .then((response) => response.ok)
          .catch(() => false);
        if (healthy) {
          starts += 1;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      current.kill('SIGKILL');
      child = null;
      throw new Error(`The API did not answer within ${startTimeoutMs / 1000} s:\n${output}`);
    },
    async stop() {
      const current = child;
      child = null;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      await exited;
    },
    starts: () => starts,
  };
}

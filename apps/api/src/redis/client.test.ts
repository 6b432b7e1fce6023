import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase } from '../testing/database.js';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

describe('REDIS_URL', () => {
  it('a node whose Redis does not answer refuses to start, naming REDIS_URL', async () => {
    const config = createTestConfig({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ config, database });
    try {
      await expect(app.ready()).rejects.toThrow(/Redis does not answer at REDIS_URL/);
    } finally {
      await app.close().catch(() => {});
      await database.close();
      await removeTestDataDir(config);
    }
  }, 20_000);
});

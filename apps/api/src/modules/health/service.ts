import type { Health } from '@medhire/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';

/** Checks that the database answers a trivial query; a 503 when it does not. */
export async function checkHealth(database: Database): Promise<Health> {
  try {
    await database.ping();
  } catch (error) {
    throw new AppError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable right now.', {
      cause: error,
    });
  }
  return { status: 'ok', database: database.kind };
}

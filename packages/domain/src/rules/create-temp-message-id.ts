import { TEMP_MESSAGE_ID_LIMIT } from '../constants';

/**
 * A temporary id for a message being sent (spec §9): a random integer from 0 to 123455. The server is
 * idempotent on (conversation, tempMsgId), so a retry never doubles a message. `random` is injectable
 * for tests; a misbehaving one (1, negative, NaN) is clamped so the id always stays in range.
 */
export function createTempMessageId(random: () => number = Math.random): number {
  const draw = random();
  if (!Number.isFinite(draw) || draw <= 0) {
    return 0;
  }
  const id = Math.floor(draw * TEMP_MESSAGE_ID_LIMIT);
  return Math.min(id, TEMP_MESSAGE_ID_LIMIT - 1);
}

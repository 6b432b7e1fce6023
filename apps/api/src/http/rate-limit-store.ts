import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import type { Redis } from '../redis/client.js';
import { AppError } from './errors.js';

/** Expired rows are swept at most this often per process (one `delete`; the table stays small). */
const SWEEP_INTERVAL_MS = 60_000;
/** Backoff exponents stop growing here; the delay is capped long before (keeps `power()` in range). */
const MAX_BACKOFF_EXPONENT = 30;

/** A counter as stored: hits in the current window, when the window ends, and the last counted hit. */
export interface CounterState {
  count: number;
  resetAt: number;
  lastHitAt: number;
}

/** The answer of a conditional hit: counted, or refused with how long to wait. */
export type TakeResult = { allowed: true; count: number } | { allowed: false; retryAfterMs: number };

/** Options of {@link AttemptCounters.takeWithBackoff}. */
export interface BackoffOptions {
  /** Hits allowed back to back before any wait. */
  freeHits: number;
  /** The wait after `freeHits` hits; it doubles with every further hit. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** The counter is forgotten this long after its last hit. */
  windowMs: number;
}

/** The wait before the next hit of a backoff counter that has `count` hits: 0 below `freeHits`. */
export function backoffDelayMs(count: number, options: Omit<BackoffOptions, 'windowMs'>): number {
  if (count < options.freeHits) return 0;
  const exponent = Math.min(count - options.freeHits, MAX_BACKOFF_EXPONENT);
  return Math.min(options.baseDelayMs * 2 ** exponent, options.maxDelayMs);
}

/** "1 second", "8 seconds", "15 minutes", "2 hours": a wait in words, rounded up. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/**
 * A 429 that says when to try again: the app's error hook (app.ts) sends `Retry-After` from
 * `retryAfterSeconds`, so services can throw it without touching the reply.
 */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: string, message: string, retryAfterMs: number) {
    super(429, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** The stored key: a readable namespace and a hash of what is counted (no IP or email in the table). */
function storedKey(namespace: string, key: string): string {
  return `${namespace}:${createHash('sha256').update(key, 'utf8').digest('base64url')}`;
}

const millis = (value: Date | string | number) => new Date(value).getTime();

/**
 * Counters in the `rate_limit_hits` table, shared by every API node and kept across restarts. Every change
 * is one atomic upsert, so two nodes counting the same key at once never lose a hit, and a conditional one
 * (`take`, `takeWithBackoff`) never lets two racing requests through one free slot. Time is this process's
 * clock (`now`), so a window is as exact as the nodes' clocks agree.
 */
export class AttemptCounters {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    /** The clock every window is measured with (tests move it). */
    readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one hit in a fixed window of `windowMs` that starts with the first hit; returns the new state. */
  async hit(namespace: string, key: string, windowMs: number): Promise<CounterState> {
    const now = this.now();
    await this.sweep(now);
    const nowDate = new Date(now);
    const expired = sql`${rateLimitHits.resetAt} <= ${nowDate}`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({
        key: storedKey(namespace, key),
        count: 1,
        resetAt: new Date(now + windowMs),
        lastHitAt: nowDate,
      })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          lastHitAt: sql`excluded.last_hit_at`,
        },
      })
      .returning();
    if (!row) throw new Error('The rate limit counter was not written');
    return { count: row.count, resetAt: millis(row.resetAt), lastHitAt: millis(row.lastHitAt) };
  }

  /** The live state of a counter, or undefined when it has none (never counted, or its window ended). */
  async read(namespace: string, key: string): Promise<CounterState | undefined> {
    const [row] = await this.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, storedKey(namespace, key)))
      .limit(1);
    if (!row || millis(row.resetAt) <= this.now()) return undefined;
    return { count: row.count, resetAt: millis(row.resetAt), lastHitAt: millis(row.lastHitAt) };
  }

  /**
   * Counts a hit only while fewer than `max` were counted in the fixed window: a refused request is not
   * counted, and two racing requests cannot both take the last slot.
   */
  async take(namespace: string, key: string, max: number, windowMs: number): Promise<TakeResult> {
    const now = this.now();
    await this.sweep(now);
    const nowDate = new Date(now);
    const expired = sql`${rateLimitHits.resetAt} <= ${nowDate}`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({
        key: storedKey(namespace, key),
        count: 1,
        resetAt: new Date(now + windowMs),
        lastHitAt: nowDate,
      })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          lastHitAt: sql`excluded.last_hit_at`,
        },
        setWhere: sql`${expired} or ${rateLimitHits.count} < ${max}`,
      })
      .returning({ count: rateLimitHits.count });
    if (row) return { allowed: true, count: row.count };
    const state = await this.read(namespace, key);
    return { allowed: false, retryAfterMs: Math.max(1000, (state?.resetAt ?? now) - now) };
  }

  /**
   * Counts a hit unless the counter is still waiting out its backoff: after `freeHits` hits in a row, the
   * next one must wait `baseDelayMs`, doubling with each further hit up to `maxDelayMs`. The window slides:
   * the counter is forgotten `windowMs` after its last hit (or at once with {@link clear}).
   */
  async takeWithBackoff(namespace: string, key: string, options: BackoffOptions): Promise<TakeResult> {
    const now = this.now();
    await this.sweep(now);
    const nowDate = new Date(now);
    const expired = sql`${rateLimitHits.resetAt} <= ${nowDate}`;
    const delayMs = sql`least(${options.baseDelayMs}::float8 * power(2, least(${rateLimitHits.count} - ${options.freeHits}, ${MAX_BACKOFF_EXPONENT})), ${options.maxDelayMs}::float8)`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({
        key: storedKey(namespace, key),
        count: 1,
        resetAt: new Date(now + options.windowMs),
        lastHitAt: nowDate,
      })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`excluded.reset_at`,
          lastHitAt: sql`excluded.last_hit_at`,
        },
        setWhere: sql`${expired} or ${rateLimitHits.count} < ${options.freeHits} or ${rateLimitHits.lastHitAt} + ${delayMs} * interval '1 millisecond' <= ${nowDate}`,
      })
      .returning({ count: rateLimitHits.count });
    if (row) return { allowed: true, count: row.count };
    const state = await this.read(namespace, key);
    const waitUntil = state ? state.lastHitAt + backoffDelayMs(state.count, options) : now;
    return { allowed: false, retryAfterMs: Math.max(1000, waitUntil - now) };
  }

  /** Gives back one hit (a request that turned out not to count, e.g. the right code). */
  async release(namespace: string, key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
      .where(eq(rateLimitHits.key, storedKey(namespace, key)));
  }

  /** Forgets a counter (e.g. a correct password ends its backoff). */
  async clear(namespace: string, key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, storedKey(namespace, key)));
  }

  /** Deletes rows whose window ended, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS && now >= this.lastSweep) return;
    this.lastSweep = now;
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, new Date(now)));
  }
}

/** What a rate limit store counts with: hits in fixed windows, per namespace and key. */
export interface RateLimitCounters {
  /** The clock a window's remaining time is measured with. */
  readonly now: () => number;
  /** Counts one hit in a fixed window of `windowMs` that starts with the first hit; returns the new state. */
  hit(namespace: string, key: string, windowMs: number): Promise<CounterState>;
  /** The live state of a counter, or undefined when it has none. */
  read(namespace: string, key: string): Promise<CounterState | undefined>;
}

/** INCR, with the window starting at the first hit: returns the count and the window's remaining milliseconds. */
const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The count and remaining milliseconds of a counter, {0, 0} when it has none. */
const REDIS_READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

/**
 * Rate limit counters in Redis (REDIS_URL), shared by every API node: one key per namespace and counted key
 * (hashed like the table's), which expires with its window. Each hit is one atomic script, so two nodes counting
 * the same key at once never lose a hit.
 */
export class RedisCounters implements RateLimitCounters {
  constructor(
    private readonly redis: Redis,
    /** Before every key (REDIS_KEY_PREFIX), so deployments sharing a Redis never count each other's hits. */
    private readonly prefix: string,
    readonly now: () => number = () => Date.now(),
  ) {}

  private keyOf(namespace: string, key: string): string {
    return `${this.prefix}rate:${storedKey(namespace, key)}`;
  }

  async hit(namespace: string, key: string, windowMs: number): Promise<CounterState> {
    const [count, ttl] = (await this.redis.eval(
      REDIS_HIT,
      1,
      this.keyOf(namespace, key),
      Math.max(1, Math.round(windowMs)),
    )) as [number, number];
    const now = this.now();
    return { count, resetAt: now + ttl, lastHitAt: now };
  }

  async read(namespace: string, key: string): Promise<CounterState | undefined> {
    const [count, ttl] = (await this.redis.eval(REDIS_READ, 1, this.keyOf(namespace, key))) as [
      number,
      number,
    ];
    if (count === 0 || ttl <= 0) return undefined;
    const now = this.now();
    return { count, resetAt: now + ttl, lastHitAt: now };
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child()`: the merged limiter options, and the route for route-level limits. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  max?: unknown;
  timeWindow?: unknown;
  keyGenerator?: unknown;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The namespace of a limiter. A route's `config.rateLimit` is named by its method and URL. A limiter of
 * `app.createRateLimit` has no name of its own, so it is named by what defines it (its max, window and key
 * generator's source) and, among identical ones, by the order they are made in: the same on every node
 * and after every restart of the same build.
 */
function namespaceOf(options: ChildOptions, seen: Map<string, number>): string {
  const route = options.routeInfo;
  if (route?.url) {
    const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
    return `route:${method}:${route.url}`;
  }
  const shape = [String(options.max), String(options.timeWindow), String(options.keyGenerator)].join('|');
  const digest = createHash('sha256').update(shape, 'utf8').digest('base64url').slice(0, 12);
  const occurrence = seen.get(digest) ?? 0;
  seen.set(digest, occurrence + 1);
  return `limit:${digest}:${occurrence}`;
}

/**
 * @fastify/rate-limit's custom `store` backed by shared counters: the database (`rate_limit_hits`,
 * {@link AttemptCounters}) or Redis ({@link RedisCounters}), so every limit is shared by all API nodes and
 * survives restarts: pass the result as the plugin's `store` option. Each limiter (route config or
 * `app.createRateLimit`) counts in its own namespace, named the same on every node. `continueExceeding` and
 * `exponentialBackoff` are not supported (login's backoff is {@link AttemptCounters.takeWithBackoff}).
 */
export function createRateLimitStore(
  counters: RateLimitCounters,
): FastifyRateLimitStoreCtor & (new (options: object) => FastifyRateLimitStore) {
  const seen = new Map<string, number>();

  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly namespace = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      // The time left is measured when the counter answers, not before: a slow round trip must not
      // stretch the window (Redis answers with the key's own time to live).
      counters.hit(this.namespace, key, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: Math.max(0, state.resetAt - counters.now()) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.read(this.namespace, key).then(
        (state) =>
          callback(
            null,
            state
              ? { current: state.count, ttl: Math.max(0, state.resetAt - counters.now()) }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const options = routeOptions as ChildOptions;
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error(
          'The shared rate limit store supports neither continueExceeding nor exponentialBackoff',
        );
      }
      return new SharedRateLimitStore(routeOptions, namespaceOf(options, seen));
    }
  }

  return SharedRateLimitStore;
}

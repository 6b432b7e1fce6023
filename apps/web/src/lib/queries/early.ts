/**
 * Requests a screen sends before it renders, on the page's first load (see `firstOpenedAt`): its query's fetcher
 * takes the answer when the screen renders, instead of asking again. An early answer older than a few seconds is
 * not taken (the screen may render much later, after a redirect and a way back), and one that failed (the account
 * could not see it then) is asked for again, so an early request never leaves a stale answer or an error behind.
 */
const started = new Map<string, { at: number; answer: Promise<unknown> }>();
const FRESH_MS = 10_000;

/** Sends the request of `key` now. */
export function startEarly(key: readonly unknown[], fetch: () => Promise<unknown>): void {
  const answer = fetch();
  answer.catch(() => {});
  started.set(JSON.stringify(key), { at: Date.now(), answer });
}

/** The early answer of `key` when there is a fresh one, else (or when it failed) a new request. */
export function takeEarly<T>(key: readonly unknown[], fetch: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(key);
  const early = started.get(id);
  started.delete(id);
  if (!early || Date.now() - early.at > FRESH_MS) return fetch();
  return (early.answer as Promise<T>).catch(() => fetch());
}

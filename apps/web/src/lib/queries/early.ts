/**
 * Requests a screen sends before it renders, on the page's first load (`startEarly` in first-opened-at.ts): its
 * query's fetcher (wrapped in {@link withEarly}) takes the answer when the screen renders instead of asking again.
 * An early answer older than a few seconds is not taken (the screen may render much later, after a redirect and a
 * way back), and one that failed is asked for again, so an early request never leaves a stale answer or an error.
 */
export const earlyAnswers = new Map<string, [at: number, answer: Promise<unknown>]>();

/** The query's fetcher, taking a fresh early answer of its key once when there is one. */
export const withEarly =
  <Key extends readonly unknown[], T>(fetch: (key: Key) => Promise<T>) =>
  (key: Key): Promise<T> => {
    const id = JSON.stringify(key);
    const early = earlyAnswers.get(id);
    earlyAnswers.delete(id);
    return early && Date.now() - early[0] < 10_000
      ? (early[1] as Promise<T>).catch(() => fetch(key))
      : fetch(key);
  };

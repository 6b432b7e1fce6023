import * as React from 'react';

/**
 * Whether a media query matches now, kept up to date as the window changes (e.g. `(min-width: 64rem)`, Tailwind's
 * `lg`). Where the browser has no `matchMedia` (a test DOM) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return React.useSyncExternalStore(subscribe, snapshot, () => fallback);
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** A key of the data layer, or the start of one (a key factory's `all`, `lists()`…). */
export type QueryKey = readonly unknown[];

/** Whether `key` is `prefix` or starts with it, part by part. */
export function keyStartsWith(key: unknown, prefix: QueryKey): boolean {
  return (
    Array.isArray(key) &&
    key.length >= prefix.length &&
    prefix.every((part, index) => Object.is(key[index], part))
  );
}

/**
 * The filter SWR's `mutate` takes: every cached key under one of `prefixes`, except those under `except`
 * (keys from the key factories only).
 */
export function keysUnder(prefixes: readonly QueryKey[], except: readonly QueryKey[] = []) {
  return (key: unknown) =>
    prefixes.some((prefix) => keyStartsWith(key, prefix)) &&
    !except.some((prefix) => keyStartsWith(key, prefix));
}

/** Re-reads every cached query under the given key prefixes; resolves when they are read. */
export function useInvalidate() {
  const { mutate } = useSWRConfig();
  return useCallback((...prefixes: QueryKey[]) => mutate(keysUnder(prefixes)), [mutate]);
}

import { describe, expect, it } from 'vitest';
import { normalizePathname } from './normalize-pathname';

describe('normalizePathname', () => {
  it.each([
    ['a plain path stays as it is', '/payment', '/payment'],
    ['a trailing slash is the same path', '/payment/', '/payment'],
    ['several trailing slashes are the same path', '/payment///', '/payment'],
    ['the root stays the root', '/', '/'],
    ['an empty path is the root', '', '/'],
    ['only slashes is the root', '///', '/'],
    ['the query is not part of the path', '/messages?conversationId=abc', '/messages'],
    ['the hash is not part of the path', '/terms-conditions#privacy', '/terms-conditions'],
    ['a slash before the query is dropped too', '/home/?tab=1', '/home'],
    ['case is kept because routes are case-sensitive', '/signIn', '/signIn'],
    ['nested paths keep their inner slashes', '/auth/doximity/success/', '/auth/doximity/success'],
  ])('%s', (_name, input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });

  // A pattern that retries from every slash of the run (/\/+$/) takes about 20 s here: past the test's timeout.
  it('reads a path with a long run of slashes inside or at its end', () => {
    const path = `/x${'/'.repeat(200_000)}y`;
    expect(normalizePathname(path)).toBe(path);
    expect(normalizePathname(`/x${'/'.repeat(200_000)}`)).toBe('/x');
  });
});

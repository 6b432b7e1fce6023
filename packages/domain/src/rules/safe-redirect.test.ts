import { describe, expect, it } from 'vitest';
import { toSafeInternalPath } from './safe-redirect';

describe('toSafeInternalPath', () => {
  it.each([
    ['a plain internal path is kept', '/jobs', '/jobs'],
    ['the root is kept', '/', '/'],
    ['the query is kept', '/messages?conversationId=abc', '/messages?conversationId=abc'],
    ['the hash is kept', '/terms-conditions#privacy', '/terms-conditions#privacy'],
    ['query and hash are kept together', '/jobs?tab=open&page=2#top', '/jobs?tab=open&page=2#top'],
    [
      'an encoded query value is kept as is',
      '/explore?queryText=family%20medicine',
      '/explore?queryText=family%20medicine',
    ],
    ['a path with parameters is kept', '/edit-job/665f1c2a9b', '/edit-job/665f1c2a9b'],
    ['an inner double slash stays internal', '/jobs//42', '/jobs//42'],
  ])('accepts: %s', (_name, candidate, expected) => {
    expect(toSafeInternalPath(candidate)).toBe(expected);
  });

  it.each([
    ['protocol-relative //evil.com', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/home'],
    ['triple slash', '///evil.com'],
    ['backslash trick /\\evil.com', '/\\evil.com'],
    ['backslash trick \\\\evil.com', '\\\\evil.com'],
    ['backslash later in the path', '/home\\..\\evil'],
    ['an absolute https URL', 'https://evil.com/home'],
    ['an absolute http URL', 'http://localhost/home'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a JavaScript: URL in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a slash', 'home'],
    ['a leading space', ' /home'],
    ['a tab inside the slashes (browsers drop it: //evil.com)', '/\t/evil.com'],
    ['a newline inside the slashes', '/\n/evil.com'],
    ['a carriage return and line feed (header splitting)', '/home\r\nSet-Cookie: a=b'],
    ['a NUL character', '/home\u0000'],
    ['a Unicode line separator', '/home\u2028'],
    ['encoded slashes /%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['encoded second slash /%2Fevil.com', '/%2Fevil.com'],
    ['encoded backslash /%5Cevil.com', '/%5Cevil.com'],
    ['encoded backslash in lowercase /%5cevil.com', '/%5cevil.com'],
    ['double-encoded slash /%252Fevil.com', '/%252Fevil.com'],
    ['triple-encoded slash /%25252Fevil.com', '/%25252Fevil.com'],
    ['an encoded newline', '/home%0A%0DSet-Cookie:a=b'],
    ['an encoded tab between slashes', '/%09/evil.com'],
    ['a malformed escape', '/jobs%E0%A4%A'],
    ['an empty string', ''],
    ['an over-long path', `/${'a'.repeat(2048)}`],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { pathname: '/home' }],
    ['an array', ['/home']],
  ])('rejects: %s', (_name, candidate) => {
    expect(toSafeInternalPath(candidate)).toBe('/home');
  });

  it('uses the given fallback', () => {
    expect(toSafeInternalPath('//evil.com', '/signIn')).toBe('/signIn');
  });
});

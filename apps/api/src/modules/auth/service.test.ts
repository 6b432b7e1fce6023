import { describe, expect, it } from 'vitest';
import { sessionCode } from './service.js';
import { createSessionToken, hashSessionToken, isWellFormedToken } from './sessions.js';

describe('sessionCode', () => {
  it.each([
    ['pending', 1, 201],
    ['pending', 4, 201],
    ['pending', 5, 200],
    ['approved', 1, 200],
    ['approved', 5, 200],
    ['draft', 1, 200],
    ['block', 2, 200],
  ])('%s at step %i → %i', (accountStatus, currentProfileStep, code) => {
    expect(sessionCode({ accountStatus, currentProfileStep })).toBe(code);
  });
});

describe('session tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const token = createSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedToken(token)).toBe(true);
    expect(createSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashSessionToken(token)).not.toBe(token);
    // SHA-256("abc"), base64url.
    expect(hashSessionToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('refuses anything that is not shaped like a token', () => {
    for (const candidate of ['', 'short', `${'a'.repeat(42)}=`, 'a'.repeat(44), `${'a'.repeat(42)}.`]) {
      expect(isWellFormedToken(candidate)).toBe(false);
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT_COST, passwordHashing, verifyPassword } from './password.js';

describe('password hashing', () => {
  // The test setup lowers the cost for speed; this file restores it where the real parameters matter.
  const testCost = passwordHashing.cost;
  afterEach(() => {
    passwordHashing.cost = testCost;
  });

  it('hashes at OWASP parameters and verifies the right password, rejecting a wrong one', async () => {
    passwordHashing.cost = OWASP_SCRYPT_COST;
    const encoded = await hashPassword('Rounds-Demo-2026!');
    expect(encoded).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(needsRehash(encoded)).toBe(false);
    const [right, wrongCase] = await Promise.all([
      verifyPassword('Rounds-Demo-2026!', encoded),
      verifyPassword('rounds-demo-2026!', encoded),
    ]);
    expect([right, wrongCase]).toEqual([true, false]);
  });

  it('rejects an empty password', async () => {
    const encoded = await hashPassword('something');
    await expect(verifyPassword('', encoded)).resolves.toBe(false);
    await expect(verifyPassword('something', encoded)).resolves.toBe(true);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('verifies hashes made with other parameters and flags weaker ones for re-hashing', async () => {
    // N = 2^10: a hash from an older, cheaper setting.
    const weak = 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA==$BVMRKqdiVYikKAaPR1wucsKUKvw4TuPLkdEYtoSHas4=';
    await expect(verifyPassword('password', weak)).resolves.toBe(true);
    await expect(verifyPassword('passwort', weak)).resolves.toBe(false);
    passwordHashing.cost = OWASP_SCRYPT_COST;
    expect(needsRehash(weak)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'],
    ['missing parts', 'scrypt$131072$8$1$c2FsdA=='],
    ['a cost too large to attempt', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaA=='],
    ['not numbers', 'scrypt$lots$8$1$c2FsdA==$aGFzaA=='],
  ])('rejects a malformed hash (%s) without throwing', async (_case, encoded) => {
    await expect(verifyPassword('password', encoded)).resolves.toBe(false);
  });
});

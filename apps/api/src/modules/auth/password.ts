import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const OWASP_SCRYPT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Hashes stored with a larger cost than this are refused rather than allowed to exhaust memory. */
const MAX_COST = 2 ** 20;

/**
 * The cost new hashes get. Only the test setup (src/testing/setup.ts) lowers it, so that suites creating
 * accounts do not spend most of their time hashing; production always uses {@link OWASP_SCRYPT_COST}.
 */
export const passwordHashing = { cost: OWASP_SCRYPT_COST };

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 · N · r = 128 MiB).
  const maxmem = 256 * (options.N ?? OWASP_SCRYPT_COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt. The result carries its parameters:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, so the cost can be raised later without breaking old hashes.
 */
export async function hashPassword(password: string): Promise<string> {
  const cost = passwordHashing.cost;
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, { N: cost, r: BLOCK_SIZE, p: PARALLELIZATION });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELIZATION, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** True when `password` matches `encoded` (from {@link hashPassword}). Compares in constant time. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, costText, blockSizeText, parallelizationText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(costText);
  const r = Number(blockSizeText);
  const p = Number(parallelizationText);
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > MAX_COST || r < 1 || p < 1) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await deriveKey(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than today's and should be re-hashed at login. */
export function needsRehash(encoded: string): boolean {
  const [, costText, blockSizeText, parallelizationText] = encoded.split('$');
  return (
    Number(costText) < passwordHashing.cost ||
    Number(blockSizeText) < BLOCK_SIZE ||
    Number(parallelizationText) < PARALLELIZATION
  );
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The clear parts of a mail that the readable outbox columns keep redacted in production. */
export interface SealedContent {
  subject: string;
  text: string;
  html: string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit AES key from `MAIL_ENCRYPTION_KEY` (any text of 32+ characters), bound to this one use. */
function aesKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'medhire', 'mail outbox v1', 32));
}

/**
 * Encrypts a mail's clear content with AES-256-GCM for the outbox row `id` (the id is authenticated too, so a
 * sealed value copied into another row does not open there). Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealMail(content: SealedContent, secret: string, id: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey(secret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(id, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a value made by {@link sealMail}; throws when the key, the row or the bytes differ. */
export function openSealedMail(sealed: string, secret: string, id: string): SealedContent {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || encrypted === undefined) {
    throw new Error('The sealed mail has an unknown format');
  }
  const decipher = createDecipheriv('aes-256-gcm', aesKey(secret), Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(id, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const clear = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]);
  return JSON.parse(clear.toString('utf8')) as SealedContent;
}

import { describe, expect, it } from 'vitest';
import { openSealedMail, sealMail } from './seal.js';

const KEY = 'a-test-key-of-at-least-32-characters!';
const ROW = '6f1c2a4e-0b7d-4c39-9a51-2f8e7d3b6c10';
const content = { subject: 'Your MedHire code: 481516', text: 'Your code is 481516.', html: '<p>481516</p>' };

describe('sealed mail', () => {
  it('opens with the key and row it was sealed for, and shows nothing of the mail', () => {
    const sealed = sealMail(content, KEY, ROW);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('481516');
    expect(openSealedMail(sealed, KEY, ROW)).toEqual(content);
    // A fresh IV each time: the same mail never seals to the same value.
    expect(sealMail(content, KEY, ROW)).not.toBe(sealed);
  });

  it('refuses another key, another row, and altered bytes', () => {
    const sealed = sealMail(content, KEY, ROW);
    expect(() => openSealedMail(sealed, `${KEY}-other`, ROW)).toThrow();
    expect(() => openSealedMail(sealed, KEY, '00000000-0000-4000-8000-000000000000')).toThrow();
    const [version, iv, tag, encrypted = ''] = sealed.split('.');
    const bytes = Buffer.from(encrypted, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const altered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(() => openSealedMail(altered, KEY, ROW)).toThrow();
    expect(() => openSealedMail('v0.a.b.c', KEY, ROW)).toThrow(/unknown format/);
  });
});

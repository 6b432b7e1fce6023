import { describe, expect, it } from 'vitest';
import { requiresTls } from './delivery.js';

describe('requiresTls: when plain SMTP must turn to TLS before it sends', () => {
  it('in production, for a server elsewhere: a STARTTLS stripped on the way then stops the mail', () => {
    expect(requiresTls('smtp://mailer:secret@smtp.example.org:587', true)).toBe(true);
    expect(requiresTls('smtp://10.0.0.25:25', true)).toBe(true);
  });

  it('never for a relay on this machine, for implicit TLS, or outside production', () => {
    expect(requiresTls('smtp://localhost:25', true)).toBe(false);
    expect(requiresTls('smtp://127.0.0.1:2525', true)).toBe(false);
    expect(requiresTls('smtp://[::1]:25', true)).toBe(false);
    expect(requiresTls('smtps://smtp.example.org:465', true)).toBe(false);
    expect(requiresTls('smtp://smtp.example.org:587', false)).toBe(false);
  });
});

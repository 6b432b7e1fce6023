import { describe, expect, it } from 'vitest';
import { messageOf } from './error-message';

describe('messageOf', () => {
  it("shows an error's own message (the server's, as the api-client throws it)", () => {
    expect(messageOf(new Error('This email is already registered'), 'Try again.')).toBe(
      'This email is already registered',
    );
    expect(messageOf({ message: 'Network Error.!' }, 'Try again.')).toBe('Network Error.!');
  });

  it('shows a non-blank string thrown as is', () => {
    expect(messageOf('The code has expired', 'Try again.')).toBe('The code has expired');
  });

  it('falls back for a blank message or string', () => {
    expect(messageOf(new Error(''), 'Try again.')).toBe('Try again.');
    expect(messageOf(new Error('   '), 'Try again.')).toBe('Try again.');
    expect(messageOf(' \n', 'Try again.')).toBe('Try again.');
  });

  it('falls back for anything without a text message', () => {
    for (const thrown of [undefined, null, 42, {}, { message: 404 }, ['Oops']]) {
      expect(messageOf(thrown, 'Could not save.')).toBe('Could not save.');
    }
  });
});

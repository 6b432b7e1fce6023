import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_TEMPLATE_NAME_MAX_LENGTH } from '../constants';
import { messageTemplatePayloadSchema } from './message-template';

function firstError(input: unknown): string | undefined {
  const result = messageTemplatePayloadSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('messageTemplatePayloadSchema', () => {
  it('accepts a name and a body with known placeholders, trimmed', () => {
    expect(
      messageTemplatePayloadSchema.parse({
        name: '  First touch ',
        body: ' Hi {firstName}, {jobTitle} at {practice}\n',
      }),
    ).toEqual({ name: 'First touch', body: 'Hi {firstName}, {jobTitle} at {practice}' });
  });

  it.each([
    [{ name: '', body: 'Hi' }, 'Name the template'],
    [{ name: '   ', body: 'Hi' }, 'Name the template'],
    [{ body: 'Hi' }, 'Name the template'],
    [
      { name: 'x'.repeat(MESSAGE_TEMPLATE_NAME_MAX_LENGTH + 1), body: 'Hi' },
      'The name must be at most 80 characters',
    ],
    [{ name: 'First touch', body: '' }, 'Write the message'],
    [{ name: 'First touch', body: 42 }, 'Write the message'],
    [
      { name: 'First touch', body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
      `The message must be at most ${MESSAGE_MAX_LENGTH} characters`,
    ],
    [
      { name: 'First touch', body: 'Hi {firstname}' },
      'Unknown placeholder {firstname}: use {firstName}, {jobTitle}, {practice}',
    ],
  ])('refuses %j: %s', (input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it('takes a name of exactly the maximum', () => {
    expect(firstError({ name: 'x'.repeat(MESSAGE_TEMPLATE_NAME_MAX_LENGTH), body: 'Hi' })).toBeUndefined();
  });
});

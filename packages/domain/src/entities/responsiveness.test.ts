import { describe, expect, it } from 'vitest';
import { responsivenessSettingsPayloadSchema, STALE_AFTER_DAYS_DEFAULT } from './responsiveness';

const valid = { replyTargetMinutes: 1440, staleAfterDays: STALE_AFTER_DAYS_DEFAULT };

describe('responsivenessSettingsPayloadSchema', () => {
  it('accepts the defaults and cleared thresholds', () => {
    expect(responsivenessSettingsPayloadSchema.parse(valid)).toEqual(valid);
    const cleared = { ...valid, staleAfterDays: { ...STALE_AFTER_DAYS_DEFAULT, Offer: null } };
    expect(responsivenessSettingsPayloadSchema.parse(cleared)).toEqual(cleared);
  });

  it.each([
    ['a zero target', { ...valid, replyTargetMinutes: 0 }, 'The target reply time must be more than 0'],
    ['a target as text', { ...valid, replyTargetMinutes: '24h' }, 'The target reply time must be a number'],
    [
      'a target over two weeks',
      { ...valid, replyTargetMinutes: 15 * 24 * 60 },
      'The target reply time can be at most two weeks',
    ],
    [
      'half a day',
      { ...valid, staleAfterDays: { ...STALE_AFTER_DAYS_DEFAULT, Interview: 0.5 } },
      'The days in Interview must be a whole number',
    ],
    [
      'zero days',
      { ...valid, staleAfterDays: { ...STALE_AFTER_DAYS_DEFAULT, Offer: 0 } },
      'The days in Offer must be at least 1 (or leave it empty for no limit)',
    ],
  ])('refuses %s in words', (_name, payload, message) => {
    const result = responsivenessSettingsPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

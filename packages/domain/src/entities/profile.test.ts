import { describe, expect, it } from 'vitest';
import { formatValidationError } from '../rules/format-validation-error';
import { locationDetailsSchema, profileStepSchema } from './profile';

describe('profileStepSchema', () => {
  it.each([
    ['step 1', 1, true],
    ['step 4', 4, true],
    ['5 means done', 5, true],
    ['0 is not a step', 0, false],
    ['6 is not a step', 6, false],
    ['1.5 is not a step', 1.5, false],
    ['"2" as text is read as 2', '2', true],
    ['"two" is not a step', 'two', false],
  ])('%s', (_name, currentProfileStep, valid) => {
    expect(profileStepSchema.safeParse({ currentProfileStep }).success).toBe(valid);
  });
});

describe('locationDetailsSchema', () => {
  it('accepts resolved locations', () => {
    const details = locationDetailsSchema.parse({
      locationsDetails: [
        {
          description: 'Austin, TX',
          city: 'Austin',
          state: 'tx',
          coords: { latitude: 30.27, longitude: -97.74 },
        },
      ],
    });
    expect(details.locationsDetails[0]?.state).toBe('TX');
  });

  it('needs at least one location', () => {
    const result = locationDetailsSchema.safeParse({ locationsDetails: [] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatValidationError(result.error)).toBe('Add at least one location');
    }
  });
});

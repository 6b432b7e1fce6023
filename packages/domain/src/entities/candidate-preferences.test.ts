import { describe, expect, it } from 'vitest';
import { formatValidationError } from '../rules/format-validation-error';
import { candidatePreferencesSchema } from './candidate-preferences';

const texas = { description: 'Texas', coords: { latitude: 31.05, longitude: -97.56 } };

describe('candidatePreferencesSchema (spec §3, "Candidate preferences")', () => {
  it('accepts every field', () => {
    const preferences = candidatePreferencesSchema.parse({
      specialty: ['internal-medicine', 'internal-medicine'],
      subSpecialty: ['gastroenterology'],
      homeState: [texas],
      boardCertStatus: 'board-certified',
      minExperience: 3,
      yearAvailableToStart: 2026,
    });
    expect(preferences.specialty).toEqual(['internal-medicine']);
  });

  it('reads one specialty as a list of one', () => {
    expect(candidatePreferencesSchema.parse({ specialty: 'pediatrics' }).specialty).toEqual(['pediatrics']);
  });

  it('accepts an empty preference', () => {
    expect(candidatePreferencesSchema.parse({})).toEqual({});
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a sub-specialty of another specialty',
      { specialty: ['pediatrics'], subSpecialty: ['gastroenterology'] },
      'Choose sub-specialties of the chosen specialties',
    ],
    ['an unknown specialty', { specialty: ['astrology'] }, 'Choose specialties from the list'],
    [
      'minimum experience above 60',
      { minExperience: 61 },
      'Minimum experience (years) must be a whole number from 0 to 60',
    ],
    [
      'negative experience',
      { minExperience: -1 },
      'Minimum experience (years) must be a whole number from 0 to 60',
    ],
    [
      'fractional experience',
      { minExperience: 2.5 },
      'Minimum experience (years) must be a whole number from 0 to 60',
    ],
    [
      'a two-digit year',
      { yearAvailableToStart: 26 },
      'Year available to start must be a whole number from 2000 to 2100',
    ],
    [
      'a far-future year',
      { yearAvailableToStart: 3025 },
      'Year available to start must be a whole number from 2000 to 2100',
    ],
    ['an unknown board status', { boardCertStatus: 'certified' }, 'Choose the board status from the list'],
    [
      'a home state without coordinates',
      { homeState: [{ description: 'Texas' }] },
      'Choose the location from the suggestions so it has coordinates',
    ],
  ])('refuses %s', (_name, input, message) => {
    const result = candidatePreferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatValidationError(result.error)).toBe(message);
    }
  });
});

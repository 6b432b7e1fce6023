import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../constants';
import { savedSearchPayloadSchema, savedSearchRenameSchema } from './saved-search';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('savedSearchPayloadSchema: a name and Explore’s filters, by Explore’s rules', () => {
  it('trims the name and keeps the filters set, leaving cleared ones out', () => {
    const parsed = savedSearchPayloadSchema.parse({
      name: '  Cardiologists in Ohio ',
      filters: {
        queryText: '',
        specialty: 'internal-medicine',
        subSpecialty: 'cardiovascular-disease',
        state: 'OH',
        minExperience: '5',
        yearAvailable: 2027,
      },
    });
    expect(parsed).toEqual({
      name: 'Cardiologists in Ohio',
      filters: {
        specialty: 'internal-medicine',
        subSpecialty: 'cardiovascular-disease',
        state: 'OH',
        minExperience: 5,
        yearAvailable: 2027,
      },
    });
  });

  it('keeps no page and no job: a saved search is the filters alone', () => {
    const parsed = savedSearchPayloadSchema.parse({
      name: 'Any',
      filters: { pageNumber: 3, pageSize: 50, jobId: 'job-1' },
    });
    expect(parsed.filters).toEqual({});
  });

  it.each([
    ['a missing name', { name: '   ', filters: {} }, 'Name the search'],
    [
      'a name that is too long',
      { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1), filters: {} },
      `The name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
    ],
    [
      'an unknown specialty',
      { name: 'A', filters: { specialty: 'astrology' } },
      'Choose the specialty from the list',
    ],
    ['an unknown state', { name: 'A', filters: { state: 'ZZ' } }, 'Choose the state from the list'],
    [
      'a sub-specialty of another specialty',
      { name: 'A', filters: { specialty: 'family-medicine', subSpecialty: 'cardiovascular-disease' } },
      'Choose a sub-specialty of the chosen specialty',
    ],
    ['a year out of range', { name: 'A', filters: { yearAvailable: 1999 } }, undefined],
    ['no filters object', { name: 'A' }, undefined],
  ])('refuses %s', (_name, payload, message) => {
    const result = savedSearchPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    if (message !== undefined) expect(firstMessage(result)).toBe(message);
  });
});

describe('savedSearchRenameSchema', () => {
  it('trims the new name and refuses an empty one', () => {
    expect(savedSearchRenameSchema.parse({ name: ' Ohio ' })).toEqual({ name: 'Ohio' });
    expect(firstMessage(savedSearchRenameSchema.safeParse({ name: '' }))).toBe('Name the search');
  });
});

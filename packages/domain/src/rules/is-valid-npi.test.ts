import { describe, expect, it } from 'vitest';
import { isValidNpi } from './is-valid-npi';

describe('isValidNpi (10 digits with the Luhn check, prefix 80840)', () => {
  it.each([
    ["CMS's published example", '1234567893', true],
    ['another valid NPI', '1245319599', true],
    ['a valid type-2 (organization) style NPI', '1679576722', true],
    ['a wrong check digit', '1234567890', false],
    ['two digits swapped', '1234567839', false],
    ['nine digits', '123456789', false],
    ['eleven digits', '12345678931', false],
    ['letters', '12345678AB', false],
    ['spaces around', ' 1234567893 ', false],
    ['dashes', '123-456-7893', false],
    ['an empty text', '', false],
    ['full-width digits', '１２３４５６７８９３', false],
  ])('%s: %s', (_name, npi, expected) => {
    expect(isValidNpi(npi)).toBe(expected);
  });
});

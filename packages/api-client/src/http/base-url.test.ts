import { describe, expect, it } from 'vitest';
import { selectApiBase } from './base-url';

const bases = { production: 'https://api.example.com/', test: 'https://test-api.example.com' };

describe('selectApiBase', () => {
  it.each([
    ['production', 'https://api.example.com'],
    ['test', 'https://test-api.example.com'],
    [undefined, 'https://api.example.com'],
    ['staging', 'https://api.example.com'],
  ])('environment %s → %s', (environment, expected) => {
    expect(selectApiBase(environment, bases)).toBe(expected);
  });

  it('keeps same-origin as an empty base', () => {
    expect(selectApiBase('production', { production: '', test: '' })).toBe('');
  });
});

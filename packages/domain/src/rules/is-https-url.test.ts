import { describe, expect, it } from 'vitest';
import { isHttpsUrl } from './is-https-url';

describe('isHttpsUrl', () => {
  it.each([
    ['https://meet.example.com/abc', true],
    ['https://zoom.us/j/123?pwd=x', true],
    ['http://meet.example.com', false],
    ['javascript:alert(1)', false],
    ['//evil.com', false],
    ['meet.example.com', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isHttpsUrl(value)).toBe(expected);
  });
});

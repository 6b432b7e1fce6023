import { describe, expect, it } from 'vitest';
import { cn, withClassName } from './cn';

describe('cn', () => {
  it('lets the last utility of a group win', () => {
    expect(cn('px-2 py-1', false && 'hidden', 'px-4')).toBe('py-1 px-4');
  });
});

describe('withClassName', () => {
  it('keeps a component’s own classes as they are when the caller passes none', () => {
    expect(withClassName('flex gap-6 bg-background', undefined)).toBe('flex gap-6 bg-background');
  });

  it('merges the caller’s classes over the component’s own, as cn does', () => {
    expect(withClassName('size-full min-h-64 bg-background', 'bg-muted h-80')).toBe(
      cn('size-full min-h-64 bg-background', 'bg-muted h-80'),
    );
    expect(withClassName('gap-6 bg-background', 'bg-muted')).toBe('gap-6 bg-muted');
  });
});

import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { sourceClasses, trimmedConfig } from '../../scripts/tailwind-merge-config.mjs';
import {
  accountTriggerClasses,
  iconButtonClasses,
  menuItemClasses,
} from '../layouts/app-shell/app-shell-parts';
import { comboboxBoxClassName } from '../primitives/combobox/combobox-classes';
import { inputClassName } from '../primitives/input/input';
import { classList, cn, withClassName } from './cn';
import { tailwindMergeConfig } from './tailwind-merge-config';

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

describe('the class groups cn merges', () => {
  // The sources' classes, as the generator reads them: every class the web app's stylesheet can have.
  const classes = sourceClasses();

  it('are the groups the sources use (run `pnpm --filter @medhire/ui gen:tailwind-merge` when this fails)', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(Object.keys(tailwindMergeConfig.classGroups)).toEqual(
      Object.keys(trimmedConfig(classes).classGroups),
    );
  });

  it('merge every pair of the sources’ classes, with and without a variant, as the default configuration does', () => {
    const differences: string[] = [];
    const variants = ['', 'md:'];
    for (const first of classes) {
      for (const second of classes) {
        for (const variant of variants) {
          const input = `${first} ${variant}${second}`;
          if (cn(input) !== twMerge(input))
            differences.push(`${input} → ${cn(input)}, not ${twMerge(input)}`);
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 120_000);
});

describe('classList', () => {
  it('joins a fixed list as written, without merging', () => {
    expect(classList('flex px-2', 'hover:bg-accent')).toBe('flex px-2 hover:bg-accent');
  });

  it('is used for lists whose classes do not conflict: merging them changes nothing', () => {
    for (const list of [
      iconButtonClasses,
      menuItemClasses,
      accountTriggerClasses,
      inputClassName,
      comboboxBoxClassName,
    ]) {
      expect(cn(list)).toBe(list);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { labelLines } from './bar-chart';

describe('labelLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(labelLines('Urgent Care Physician', 170)).toEqual(['Urgent Care Physician']);
  });

  it('wraps a long job name between words onto a second line', () => {
    // 170 px hold 23 characters a line.
    expect(labelLines('Family Medicine Physician, Evenings', 170)).toEqual([
      'Family Medicine',
      'Physician, Evenings',
    ]);
  });

  it('ends a second line still too long with “…”', () => {
    // 120 px hold 16 characters a line.
    expect(labelLines('Hospitalist (Nocturnist), Level II Trauma Center', 120)).toEqual([
      'Hospitalist',
      '(Nocturnist), L…',
    ]);
  });
});

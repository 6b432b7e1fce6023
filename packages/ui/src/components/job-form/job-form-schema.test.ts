import { describe, expect, it } from 'vitest';
import { hasJobFormContent, toFormValues } from './job-form-schema';

describe('hasJobFormContent', () => {
  it('finds nothing in no draft, an unreadable one, or the empty form as the form stores it', () => {
    expect(hasJobFormContent(undefined)).toBe(false);
    expect(hasJobFormContent({})).toBe(false);
    expect(hasJobFormContent(toFormValues(undefined))).toBe(false);
  });

  it('counts spaces alone as nothing typed', () => {
    expect(hasJobFormContent({ ...toFormValues(undefined), title: '   ', vacation: ' ' })).toBe(false);
  });

  it('finds what was typed or chosen, in any field', () => {
    const empty = toFormValues(undefined);
    expect(hasJobFormContent({ ...empty, title: 'Family physician' })).toBe(true);
    expect(hasJobFormContent({ ...empty, specialty: 'family-medicine' })).toBe(true);
    expect(hasJobFormContent({ ...empty, salaryRange: { min: 180000, max: null } })).toBe(true);
    expect(
      hasJobFormContent({ ...empty, halfDaysPerWeek: { ...empty.halfDaysPerWeek, outpatient: 6 } }),
    ).toBe(true);
    expect(hasJobFormContent({ ...empty, scribeSupport: false })).toBe(true);
    expect(hasJobFormContent({ ...empty, supportBenefitPerk: ['Health insurance'] })).toBe(true);
  });
});

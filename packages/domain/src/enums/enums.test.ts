import { describe, expect, it } from 'vitest';
import { AccountStatus, accountStatuses } from './account-status';
import { allEnums } from './all-enums';
import type { EnumItem } from './enum-item';
import { fringeBenefits } from './fringe-benefits';
import { HalfDayCategory, halfDayCategories } from './half-day-category';
import { MatchRequestStatus, matchRequestStatuses } from './match-request-status';
import { MessageStatus, messageStatuses } from './message-status';
import { NotificationType, notificationTypes } from './notification-type';
import { partnershipTypes } from './partnership';
import { PipelineStatus, pipelineOrder, pipelineStatuses } from './pipeline-status';
import {
  specialties,
  specialtiesAndSubSpecialty,
  specialtyOfSubSpecialty,
  subSpecialties,
} from './specialties';
import { states } from './states';
import { SubscriptionStatus, subscriptionStatuses } from './subscription-status';

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('status enums (spec §4) carry the exact values', () => {
  it.each([
    [
      'Account status: approved, pending, block, draft, rejected',
      accountStatuses,
      ['approved', 'pending', 'block', 'draft', 'rejected'],
    ],
    [
      'Match request status: pending, accepted, declined, cancelled',
      matchRequestStatuses,
      ['pending', 'accepted', 'declined', 'cancelled'],
    ],
    [
      'Applicant pipeline: Shortlisted, Submitted, Rejected, Interview, Offer, Hired',
      pipelineStatuses,
      ['Shortlisted', 'Submitted', 'Rejected', 'Interview', 'Offer', 'Hired'],
    ],
    ['Message status: 1 sending, 2 sent, 3 failed', messageStatuses, [1, 2, 3]],
    [
      'Notification types',
      notificationTypes,
      [
        'employee-registered',
        'applied-on-job',
        'invite-accepted',
        'new-message',
        'invite-rejected',
        'payment-failed',
        'saved-search-match',
      ],
    ],
    [
      "Subscription status follows Stripe's",
      subscriptionStatuses,
      ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'],
    ],
    [
      'Half-day categories',
      halfDayCategories,
      ['outpatient', 'inpatient', 'procedural', 'administrative', 'other'],
    ],
  ])('%s', (_name, values, expected) => {
    expect(values).toEqual(expected);
  });

  it('names the members as the other packages use them', () => {
    expect(AccountStatus.Block).toBe('block');
    expect(MatchRequestStatus.Cancelled).toBe('cancelled');
    expect(PipelineStatus.Hired).toBe('Hired');
    expect(MessageStatus.Failed).toBe(3);
    expect(NotificationType.NewMessage).toBe('new-message');
    expect(SubscriptionStatus.PastDue).toBe('past_due');
    expect(HalfDayCategory.Administrative).toBe('administrative');
  });

  it('orders the pipeline forward with Rejected last', () => {
    expect(pipelineOrder).toEqual(['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired', 'Rejected']);
  });
});

describe('product enums (allEnums, the get-all-enums response)', () => {
  it('has exactly the keys of the response', () => {
    expect(Object.keys(allEnums).sort()).toEqual(
      [
        'specialties',
        'subSpecialties',
        'specialtiesAndSubSpecialty',
        'bonus',
        'fringeBenefits',
        'requiredQualification',
        'employmentType',
        'boardStatus',
        'jobTypes',
        'practiceType',
        'reasonForJobOpportunity',
        'states',
        'providerTypes',
      ].sort(),
    );
  });

  const kebabLists = (Object.entries(allEnums) as [string, readonly EnumItem[]][]).filter(
    ([key]) => key !== 'states' && key !== 'specialtiesAndSubSpecialty',
  );
  it.each(kebabLists)('%s: ids are unique, kebab-case, and every item has a name', (_key, items) => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      expect(item.id).toMatch(kebabCase);
      expect(item.name.trim()).not.toBe('');
    }
  });

  it('partnership types are the four the spec names', () => {
    expect(partnershipTypes.map((type) => type.id)).toEqual([
      'proven-partnership-track',
      'practice-ownership',
      'asc-ownership',
      'real-estate-ownership',
    ]);
  });

  it('fringe benefit names are unique, since jobs store names', () => {
    const names = fringeBenefits.map((benefit) => benefit.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Malpractice with tail coverage');
    expect(names).toContain('401(k) match');
  });

  it('every sub-specialty belongs to a known specialty', () => {
    const specialtyIds = new Set<string>(specialties.map((specialty) => specialty.id));
    for (const subSpecialty of subSpecialties) {
      expect(specialtyIds.has(subSpecialty.specialtyId)).toBe(true);
    }
    expect(specialtyOfSubSpecialty('cardiovascular-disease')).toBe('internal-medicine');
    expect(specialtyOfSubSpecialty('nope')).toBeUndefined();
  });

  it('keeps Cardiovascular Disease a sub-specialty of Internal Medicine (ABMS)', () => {
    expect(specialties.map((specialty) => specialty.name)).not.toContain('Cardiology');
    expect(
      specialtiesAndSubSpecialty.find((specialty) => specialty.id === 'internal-medicine')?.subSpecialties,
    ).toContainEqual({
      id: 'cardiovascular-disease',
      name: 'Cardiovascular Disease (Cardiology)',
      specialtyId: 'internal-medicine',
    });
  });

  it('groups every sub-specialty exactly once under its specialty', () => {
    const grouped = specialtiesAndSubSpecialty.flatMap((specialty) => specialty.subSpecialties);
    expect(grouped).toHaveLength(subSpecialties.length);
    expect(specialtiesAndSubSpecialty).toHaveLength(specialties.length);
  });

  it('has a realistic number of specialties and sub-specialties', () => {
    expect(specialties.length).toBeGreaterThanOrEqual(30);
    expect(subSpecialties.length).toBeGreaterThanOrEqual(80);
  });

  it('lists the 50 states, DC and the five territories by two-letter code', () => {
    expect(states).toHaveLength(56);
    const codes = states.map((state) => state.id);
    expect(new Set(codes).size).toBe(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'TX', 'AK', 'HI']) {
      expect(codes).toContain(code);
    }
    for (const state of states) {
      expect(state.id).toMatch(/^[A-Z]{2}$/);
      expect(state.abbreviation).toBe(state.id);
      expect(Math.abs(state.coords.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(state.coords.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('places states roughly where they are', () => {
    const texas = states.find((state) => state.id === 'TX');
    expect(texas?.coords.latitude).toBeGreaterThan(25);
    expect(texas?.coords.latitude).toBeLessThan(37);
    expect(texas?.coords.longitude).toBeGreaterThan(-107);
    expect(texas?.coords.longitude).toBeLessThan(-93);
  });
});

import type { Plan, PlanChangePreview } from '@medhire/domain';

/** Story data: the two plans and a month-to-year preview. */
export const monthlyPlan: Plan = {
  _id: 'monthly',
  name: 'Monthly',
  interval: 'month',
  amountCents: 29_900,
  currency: 'usd',
  description: 'Everything MedHire offers, billed every month.',
  features: ['Unlimited job posts'],
  seats: 5,
};

export const yearlyPlan: Plan = {
  _id: 'yearly',
  name: 'Yearly',
  interval: 'year',
  amountCents: 299_000,
  currency: 'usd',
  description: 'Everything in Monthly, billed once a year: two months free.',
  features: ['Unlimited job posts', 'Two months free'],
  seats: 10,
};

export const toYearlyPreview: PlanChangePreview = {
  fromPlan: monthlyPlan,
  toPlan: yearlyPlan,
  currency: 'usd',
  creditCents: 14_950,
  chargeTodayCents: 284_050,
  creditAfterCents: 0,
  nextChargeDate: '2027-11-16T12:00:00.000Z',
  nextChargeAmountCents: 299_000,
  previewToken: '1795000000.abcdefghijklmnopqrstuvwxyz012345',
  expiresAt: '2026-11-16T12:10:00.000Z',
};

import type { Invoice, Plan, PlanChangePreview } from '@medhire/domain';

/** Story data: the two plans, a month-to-year preview and a few invoices. */
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

export const invoices: Invoice[] = [
  {
    _id: 'inv_3',
    number: 'MH-00003',
    createdAt: '2026-11-16T12:00:00.000Z',
    amountCents: 284_050,
    currency: 'usd',
    status: 'paid',
    description: 'Switch from the Monthly plan to the Yearly plan',
    receiptPath: '/employer/subscription/e1/invoices/inv_3/receipt',
    hostedInvoiceUrl: null,
    invoicePdf: null,
  },
  {
    _id: 'inv_2',
    number: 'MH-00002',
    createdAt: '2026-11-01T12:00:00.000Z',
    amountCents: 29_900,
    currency: 'usd',
    status: 'failed',
    description: 'Monthly plan renewal',
    receiptPath: '/employer/subscription/e1/invoices/inv_2/receipt',
    hostedInvoiceUrl: null,
    invoicePdf: null,
  },
  {
    _id: 'inv_1',
    number: 'MH-00001',
    createdAt: '2026-10-01T12:00:00.000Z',
    amountCents: 29_900,
    currency: 'usd',
    status: 'paid',
    description: 'Monthly plan',
    receiptPath: '/employer/subscription/e1/invoices/inv_1/receipt',
    hostedInvoiceUrl: null,
    invoicePdf: null,
  },
];

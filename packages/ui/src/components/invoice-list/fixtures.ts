import type { Invoice } from '@medhire/domain';

/** Story data: a few invoices, newest first. */
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

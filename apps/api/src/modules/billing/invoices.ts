import type { Invoice, InvoiceStatus } from '@medhire/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type InvoiceRow, invoices } from '../../db/schema.js';
import { html } from '../../mail/template.js';

/**
 * The test provider's invoices: one row per charge (first payment, renewal, plan change), paid or failed. Stripe
 * keeps its own invoices; with Stripe the list comes from Stripe.
 */

/** Why an invoice was made, in Stripe's `billing_reason` words. */
export type InvoiceReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update';

export interface NewInvoice {
  employerId: string;
  subscriptionId: string;
  reason: InvoiceReason;
  status: 'paid' | 'failed';
  description: string;
  planId: string;
  amountCents: number;
  creditCents?: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
  at: Date;
}

/**
 * Writes one invoice, numbered `MH-00001`, `MH-00002` … per organization. The caller holds the employer's row
 * lock (the billing module's `lockEmployer`), so two charges at once never take the same number.
 */
export async function writeInvoice(db: Db, input: NewInvoice): Promise<InvoiceRow> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.employerId, input.employerId));
  const number = `MH-${String((counted?.n ?? 0) + 1).padStart(5, '0')}`;
  const [row] = await db
    .insert(invoices)
    .values({
      employerId: input.employerId,
      subscriptionId: input.subscriptionId,
      number,
      reason: input.reason,
      status: input.status,
      description: input.description,
      planId: input.planId,
      amountCents: input.amountCents,
      creditCents: input.creditCents ?? 0,
      currency: input.currency,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      cardBrand: input.cardBrand,
      cardLast4: input.cardLast4,
      paidAt: input.status === 'paid' ? input.at : null,
      createdAt: input.at,
    })
    .returning();
  if (!row) throw new Error('The invoice could not be saved');
  return row;
}

/** The most invoices the list answers: two years of monthly renewals and changes, many times over. */
export const INVOICE_LIST_MAX = 100;

/** The organization's invoices, newest first: the latest {@link INVOICE_LIST_MAX}. */
export async function listInvoiceRows(db: Db, employerId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.employerId, employerId))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(INVOICE_LIST_MAX);
}

/** The latest failed invoice of a subscription: what a new card pays. */
export async function latestFailedInvoice(db: Db, subscriptionId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'failed')))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One invoice of the organization; undefined for another organization's, or an id that is not one. */
export async function findInvoice(
  db: Db,
  employerId: string,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  if (!UUID.test(invoiceId)) return undefined;
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.employerId, employerId)));
  return row;
}

/** The path of an invoice's HTML receipt. */
export function receiptPath(employerId: string, invoiceId: string): string {
  return `/employer/subscription/${employerId}/invoices/${invoiceId}/receipt`;
}

export function toInvoiceView(row: InvoiceRow): Invoice {
  return {
    _id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as InvoiceStatus,
    description: row.description,
    receiptPath: receiptPath(row.employerId, row.id),
    hostedInvoiceUrl: null,
    invoicePdf: null,
  };
}

/** `$2,790.67`: an amount in cents in its currency. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** `November 25, 2026` (UTC: the date the server counts periods in). */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa ending in 4242", or null without a card. */
export function cardWords(brand: string | null, last4: string | null): string | null {
  if (!last4) return null;
  return `${brandNames[brand ?? ''] ?? 'Card'} ending in ${last4}`;
}

/**
 * An invoice as a standalone HTML receipt (test mode says so). Every value is escaped: the organization's name is
 * theirs to type.
 */
export function renderReceipt(
  row: InvoiceRow,
  organization: { name: string | null; email: string },
  testMode: boolean,
): string {
  const paid = row.status === 'paid';
  const card = cardWords(row.cardBrand, row.cardLast4);
  const rows: [string, string][] = [
    ['Invoice', row.number],
    ['Date', formatDay(row.createdAt)],
    ['Billed to', organization.name ? `${organization.name} (${organization.email})` : organization.email],
    ['Description', row.description],
    ...(row.periodStart && row.periodEnd
      ? ([['Period', `${formatDay(row.periodStart)} – ${formatDay(row.periodEnd)}`]] as [string, string][])
      : []),
    ...(row.creditCents > 0
      ? ([['Credit applied', formatMoney(row.creditCents, row.currency)]] as [string, string][])
      : []),
    [paid ? 'Amount paid' : 'Amount due', formatMoney(row.amountCents, row.currency)],
    ['Status', paid ? `Paid${row.paidAt ? ` on ${formatDay(row.paidAt)}` : ''}` : 'Payment failed'],
    ...(card ? ([[paid ? 'Paid with' : 'Card', card]] as [string, string][]) : []),
  ];
  const cell = 'padding:8px 12px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>MedHire ${paid ? 'receipt' : 'invoice'} ${row.number}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<main style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<h1 style="margin:0 0 4px;font-size:22px">MedHire ${paid ? 'receipt' : 'invoice'}</h1>
${testMode ? html`<p style="margin:0 0 16px;color:#92400e"><strong>Test mode:</strong> no real money moved.</p>` : html``}
<table style="width:100%;border-collapse:collapse;font-size:15px">
${rows.map(([term, value]) => html`<tr><th scope="row" style="${cell};width:35%;color:#6b7280;font-weight:normal">${term}</th><td style="${cell}">${value}</td></tr>`)}
</table>
<p style="margin:16px 0 0;font-size:13px;color:#6b7280">MedHire · Questions about this ${paid ? 'receipt' : 'invoice'}? Reply to any MedHire email.</p>
</main>
</body>
</html>
`.value;
}

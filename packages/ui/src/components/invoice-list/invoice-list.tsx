import type { Invoice, InvoiceStatus } from '@medhire/domain';
import { Download, ExternalLink, FileText } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { formatDate } from '../../lib/subscription-words';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { formatMoney } from '../plan-picker/plan-picker';

/** Props of {@link InvoiceList}. */
export type InvoiceListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The invoices, newest first; undefined while loading. */
  invoices: readonly Invoice[] | undefined;
  loading?: boolean;
  /** A failed load: its message, with a retry. */
  error?: string | null;
  onRetry?: () => void;
  /** Downloads an invoice's receipt (test provider: `receiptPath`). Reject with an `Error` to show its message. */
  onDownload: (invoice: Invoice) => Promise<void>;
};

const statusWords: Record<
  InvoiceStatus,
  { label: string; variant: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  paid: { label: 'Paid', variant: 'success' },
  open: { label: 'Open', variant: 'warning' },
  failed: { label: 'Payment failed', variant: 'danger' },
  void: { label: 'Void', variant: 'neutral' },
  uncollectible: { label: 'Uncollectible', variant: 'danger' },
  draft: { label: 'Draft', variant: 'neutral' },
};

/**
 * The organization's invoices: date, what it was for, amount and status, newest first, each downloadable (the test
 * provider's HTML receipt) or viewable at Stripe (its page and PDF).
 */
export function InvoiceList({
  invoices,
  loading = false,
  error,
  onRetry,
  onDownload,
  className,
  ...props
}: InvoiceListProps) {
  const headingId = React.useId();
  const [downloading, setDownloading] = React.useState<string | null>(null);
  const [downloadError, setDownloadError] = React.useState<string | null>(null);

  const download = async (invoice: Invoice) => {
    setDownloading(invoice._id);
    setDownloadError(null);
    try {
      await onDownload(invoice);
    } catch (rejection) {
      setDownloadError(messageOf(rejection, 'The receipt could not be downloaded. Please try again.'));
    } finally {
      setDownloading(null);
    }
  };

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState title="Your invoices did not load" message={error} onRetry={onRetry} headingLevel={3} />
    );
  } else if (loading || !invoices) {
    body = (
      <div role="status" aria-label="Loading your invoices" className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (invoices.length === 0) {
    body = (
      <EmptyState
        icon={<FileText />}
        headingLevel={3}
        title="No invoices yet"
        description="Each payment — the first, every renewal and each change of plan — shows here with its receipt."
      />
    );
  } else {
    body = (
      <ul className="grid divide-y divide-border">
        {invoices.map((invoice) => {
          const words = statusWords[invoice.status];
          return (
            <li
              key={invoice._id}
              data-slot="invoice-list-item"
              data-state={invoice.status}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 py-3 sm:grid-cols-[9rem_1fr_auto_auto]"
            >
              <div className="grid min-w-0 gap-0.5 sm:contents">
                <p className="text-foreground text-sm sm:self-center">{formatDate(invoice.createdAt)}</p>
                <p className="text-muted-foreground text-sm sm:self-center">
                  <span className="sr-only">Invoice </span>
                  <span className="font-medium text-foreground">{invoice.number}</span> ·{' '}
                  {invoice.description}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="font-semibold text-foreground text-sm tabular-nums">
                  {formatMoney(invoice.amountCents, invoice.currency, { cents: true })}
                </span>
                <Badge variant={words.variant}>{words.label}</Badge>
              </div>
              <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
                {invoice.receiptPath ? (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={downloading === invoice._id}
                    onClick={() => void download(invoice)}
                    aria-label={`Download ${invoice.status === 'paid' ? 'receipt' : 'invoice'} ${invoice.number}`}
                  >
                    <Download aria-hidden="true" />
                    Download
                  </Button>
                ) : null}
                {invoice.hostedInvoiceUrl ? (
                  <a
                    href={invoice.hostedInvoiceUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
                  >
                    View <span className="sr-only">invoice {invoice.number}</span>
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                ) : null}
                {invoice.invoicePdf ? (
                  <a
                    href={invoice.invoicePdf}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
                  >
                    PDF <span className="sr-only">of invoice {invoice.number}</span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      data-slot="invoice-list"
      aria-labelledby={headingId}
      className={cn(
        'grid gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="font-semibold text-foreground text-lg leading-7">
        Invoices
      </h2>
      {downloadError ? (
        <p role="alert" className="font-medium text-danger text-sm">
          {downloadError}
        </p>
      ) : null}
      {body}
    </section>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { invoices } from './fixtures';
import { InvoiceList } from './invoice-list';

const meta = {
  title: 'Features/Subscription/InvoiceList',
  component: InvoiceList,
  args: { invoices, onDownload: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Paid and failed invoices, newest first; each receipt downloads. */
export const Download: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('region', { name: 'Invoices' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('MH-00003');
    await expect(items[0]).toHaveTextContent('$2,840.50');
    await expect(items[1]).toHaveTextContent('Payment failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Download receipt MH-00003' }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith(invoices[0]));
  },
};

export const DownloadFails: Story = {
  name: 'Download fails',
  args: {
    onDownload: fn(async () => {
      throw new Error('This invoice was not found.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download receipt MH-00001' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This invoice was not found.');
  },
};

/** Stripe's invoices: its page and its PDF instead of a receipt of our own. */
export const Stripe: Story = {
  args: {
    invoices: invoices.map((invoice) => ({
      ...invoice,
      receiptPath: null,
      hostedInvoiceUrl: `https://invoice.stripe.com/i/${invoice._id}`,
      invoicePdf: `https://pay.stripe.com/invoice/${invoice._id}/pdf`,
      status: invoice.status === 'failed' ? 'open' : invoice.status,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View invoice MH-00003' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/inv_3',
    );
    await expect(canvas.getByRole('link', { name: 'PDF of invoice MH-00002' })).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { invoices: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your invoices' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices yet')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { invoices: undefined, error: 'Network Error.!' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The phone width the screen must work at. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
};

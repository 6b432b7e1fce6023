import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReplaceCardDialog } from './replace-card-dialog';

const NOW = new Date('2026-11-16T12:00:00Z');

const meta = {
  title: 'Features/Subscription/ReplaceCardDialog',
  component: ReplaceCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'test',
    currentCard: { brand: 'visa', last4: '0341', expMonth: 12, expYear: 2030 },
    onSubmit: fn(async () => undefined),
    now: NOW,
  },
} satisfies Meta<typeof ReplaceCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Test mode: a test card is typed, grouped and checked, then saved. */
export const TestCard: Story = {
  name: 'Test mode: save a card',
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Replace card' });
    await expect(dialog).toHaveAccessibleDescription(
      'The new card replaces your Visa ending in 0341 for every charge from now on.',
    );
    await step('the card is typed', async () => {
      await userEvent.type(within(dialog).getByLabelText(/Name on card/), 'Ada Park');
      await userEvent.type(within(dialog).getByLabelText(/Card number/), '4242424242424242');
      await expect(within(dialog).getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242');
      await userEvent.type(within(dialog).getByLabelText(/Expiry date/), '1229');
      await userEvent.type(within(dialog).getByLabelText(/Security code/), '123');
    });
    await step('saving sends the card and closes', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          card: { name: 'Ada Park', number: '4242424242424242', expMonth: 12, expYear: 2029, cvc: '123' },
        }),
      );
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    });
  },
};

/** A payment is due: the button says the new card pays it; a declined retry is shown and the card stays typed. */
export const PaymentDue: Story = {
  name: 'Payment due, declined',
  args: {
    amountDue: { amountCents: 29_900, currency: 'usd' },
    onSubmit: fn(async () => {
      throw new Error(
        'Your new card is saved, but the payment of $299.00 did not go through: Your card was declined. Try another card.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Replace card' });
    await userEvent.type(within(dialog).getByLabelText(/Name on card/), 'Ada Park');
    await userEvent.type(within(dialog).getByLabelText(/Card number/), '4000000000000341');
    await userEvent.type(within(dialog).getByLabelText(/Expiry date/), '1229');
    await userEvent.type(within(dialog).getByLabelText(/Security code/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card and pay $299.00' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/did not go through/);
    await expect(within(dialog).getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0341');
  },
};

/** Nothing typed: the form says what is missing and sends nothing. */
export const Empty: Story = {
  name: 'Missing details',
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Replace card' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    const messages = await within(dialog).findAllByText('Enter the card number');
    await expect(messages.length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Stripe: the card entry is Stripe Elements (a stand-in here). */
export const Stripe: Story = {
  args: {
    mode: 'stripe',
    cardSlot: <div className="h-5 text-muted-foreground text-sm">Stripe card field</div>,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Replace card' });
    await expect(within(dialog).getByText('Cards are saved securely by Stripe.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({}));
  },
};

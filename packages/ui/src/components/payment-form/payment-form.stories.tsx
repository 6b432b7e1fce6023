import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Plan } from '../plan-picker/plan-picker';
import { PaymentForm } from './payment-form';

const monthly: Plan = {
  _id: 'plan_monthly',
  name: 'Monthly',
  interval: 'month',
  amountCents: 29_900,
  seats: 5,
  currency: 'usd',
  description: 'Pay month to month and cancel any time.',
  features: ['Unlimited job posts', 'Messages with candidates'],
};

const yearly: Plan = {
  _id: 'plan_yearly',
  name: 'Yearly',
  interval: 'year',
  amountCents: 299_000,
  seats: 5,
  currency: 'usd',
  description: 'One payment a year for the whole practice.',
  features: ['Everything in Monthly', 'Priority support'],
};

/** "Today" in every story, so the expiry checks never change with the calendar. */
const today = new Date('2026-03-15T12:00:00Z');

type Card = { name: string; number: string; expiry: string; cvc: string };
const validCard: Card = { name: 'Dana Whitfield', number: '4242424242424242', expiry: '0829', cvc: '123' };

/** Fills the card by keyboard only: Tab past "Change plan" into the name, then field after field. */
async function typeCard(card: Card) {
  await userEvent.tab();
  await userEvent.tab();
  if (card.name) await userEvent.keyboard(card.name);
  await userEvent.tab();
  if (card.number) await userEvent.keyboard(card.number);
  await userEvent.tab();
  if (card.expiry) await userEvent.keyboard(card.expiry);
  await userEvent.tab();
  if (card.cvc) await userEvent.keyboard(card.cvc);
}

const meta = {
  title: 'Features/Subscription/PaymentForm',
  component: PaymentForm,
  args: {
    plan: monthly,
    mode: 'test',
    now: today,
    onSubmit: fn(async () => undefined),
    onChangePlan: fn(),
  },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TestModeNotice: Story = {
  name: 'Test mode notice',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Use card 4242 4242 4242 4242, any future date and any CVC\./),
    ).toBeVisible();
    await expect(canvas.getByText('Test mode — no real charge.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your plan' })).toHaveTextContent('$299 / month');
    await expect(canvas.getByRole('button', { name: 'Pay $299.00' })).toBeEnabled();
    for (const label of ['Name on card', 'Card number', 'Expiry date', 'Security code (CVC)']) {
      await expect(canvas.getByRole('textbox', { name: label })).toBeVisible();
    }
  },
};

export const YearlyPlan: Story = {
  name: 'Yearly plan',
  args: { plan: yearly },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay $2,990.00' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your plan' })).toHaveTextContent('$2,990 / year');
  },
};

export const PayByKeyboard: Story = {
  name: 'Pay by keyboard',
  play: async ({ args, canvas, step }) => {
    await step('the card number and the expiry are written as they are typed', async () => {
      await typeCard(validCard);
      await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
      await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('08/29');
    });
    await step('Enter pays with the exact card', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        planId: 'plan_monthly',
        card: { number: '4242424242424242', expMonth: 8, expYear: 2029, cvc: '123', name: 'Dana Whitfield' },
      });
      await expect(args.onChangePlan).not.toHaveBeenCalled();
    });
  },
};

export const AmexGrouping: Story = {
  name: 'American Express grouping',
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    number.focus();
    await userEvent.keyboard('378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(number).toHaveValue('3782 822463');
  },
};

export const SubmitEmpty: Story = {
  name: 'Submit empty',
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Pay $299.00' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the name on the card',
      'Enter the card number',
      'Enter the expiry date',
      'Enter the security code (CVC)',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FieldErrors: Story = {
  name: 'Field errors: bad number, expired card',
  play: async ({ args, canvas, step }) => {
    await step('a mistyped number and a past expiry are refused', async () => {
      await typeCard({ ...validCard, number: '4242424242424241', expiry: '0226' });
      await userEvent.keyboard('{Enter}');
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('each message is by its field', async () => {
      const number = canvas.getByRole('textbox', { name: 'Card number' });
      await expect(number).toBeInvalid();
      await expect(number).toHaveAccessibleDescription('This card number is not valid: check the digits');
      const expiry = canvas.getByRole('textbox', { name: 'Expiry date' });
      await expect(expiry).toBeInvalid();
      await expect(expiry).toHaveAccessibleDescription(
        'MM/YY This card has expired: check the date or use another card',
      );
      await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toBeValid();
    });
    await step('what was typed is kept', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4241');
      await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Dana Whitfield');
    });
  },
};

export const ShortFields: Story = {
  name: 'Field errors: short number, bad month, short CVC',
  play: async ({ canvas }) => {
    await typeCard({ ...validCard, number: '42424242', expiry: '13', cvc: '12' });
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('region', { name: 'Fix these to continue' });
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Enter the full card number',
    );
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveAccessibleDescription(
      'MM/YY Enter the expiry date as MM/YY, like 08/29',
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAccessibleDescription(
      '3 or 4 digits Enter the 3- or 4-digit security code (CVC)',
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await typeCard(validCard);
    await userEvent.keyboard('{Enter}');
    const pay = canvas.getByRole('button', { name: 'Pay $299.00' });
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing your payment…');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Declined: Story = {
  name: 'Declined card',
  args: {
    onSubmit: fn(async () => {
      throw new Error('Your card was declined. Try another card or contact your bank.');
    }),
  },
  play: async ({ args, canvas, step }) => {
    await step('pay with a card the server refuses', async () => {
      await typeCard(validCard);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    });
    await step("the server's message is shown in an alert that takes focus", async () => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Your card was declined. Try another card or contact your bank.');
      await waitFor(() => expect(alert).toHaveFocus());
    });
    await step('the whole card is kept, the security code too', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Dana Whitfield');
      await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
      await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('08/29');
      await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveValue('123');
      await expect(canvas.getByRole('button', { name: 'Pay $299.00' })).toBeEnabled();
    });
  },
};

/** Every box of the form that reports a problem: the payment's refusal and the summary of what to fix. */
function errorBoxes(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('[data-slot="payment-form-error"], [data-slot="form-error-summary"]');
}

/** The first payment is declined, the next goes through. */
let declineNextPayment = true;

export const DeclinedThenPayAgain: Story = {
  name: 'Declined card: one message at a time, the card kept for the next try',
  args: {
    onSubmit: fn(async () => {
      if (declineNextPayment) {
        declineNextPayment = false;
        throw new Error('Your card was declined. Try another card.');
      }
    }),
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    declineNextPayment = true;
    const pay = canvas.getByRole('button', { name: 'Pay $299.00' });
    const cvc = canvas.getByRole('textbox', { name: 'Security code (CVC)' });
    await step('a declined card shows one message and keeps every field', async () => {
      await typeCard(validCard);
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
      await expect(errorBoxes(canvasElement)).toHaveLength(1);
      await expect(cvc).toHaveValue('123');
    });
    await step('a field left to fix shows alone: the refusal makes way for it', async () => {
      await userEvent.clear(cvc);
      await userEvent.click(pay);
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await expect(summary).toHaveTextContent('Enter the security code (CVC)');
      await expect(errorBoxes(canvasElement)).toHaveLength(1);
      await expect(canvas.queryByText('Your card was declined. Try another card.')).not.toBeInTheDocument();
    });
    await step('Pay again sends the same card', async () => {
      await userEvent.type(cvc, '123');
      await userEvent.click(pay);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
      await expect(args.onSubmit).toHaveBeenLastCalledWith({
        planId: 'plan_monthly',
        card: { number: '4242424242424242', expMonth: 8, expYear: 2029, cvc: '123', name: 'Dana Whitfield' },
      });
      await waitFor(() => expect(errorBoxes(canvasElement)).toHaveLength(0));
    });
  },
};

/** A 390 px wide phone (the default frame, 1200 px wide, is the desktop). */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const declined: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Your card was declined. Try another card.');
    }),
  },
  parameters: { viewport: { options: viewports } },
  play: async ({ canvas, canvasElement }) => {
    await typeCard(validCard);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(errorBoxes(canvasElement)).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveValue('123');
  },
};

export const DeclinedDesktop: Story = {
  ...declined,
  name: 'Declined card (desktop)',
};

export const DeclinedPhone: Story = {
  ...declined,
  name: 'Declined card (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Stripe mode: the app passes Stripe's card entry; this stand-in has its shape. */
const stripeCardStandIn = (
  <input
    aria-label="Card number, expiry date and CVC"
    placeholder="Card number     MM / YY     CVC"
    className="w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
  />
);

export const Stripe: Story = {
  name: 'Stripe mode',
  args: { mode: 'stripe', cardSlot: stripeCardStandIn },
  play: async ({ args, canvas, step }) => {
    await step('no test notice and no card fields of its own: the card slot is shown', async () => {
      await expect(canvas.queryByText(/Test mode/)).not.toBeInTheDocument();
      await expect(canvas.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('group', { name: 'Card' })).toContainElement(
        canvas.getByRole('textbox', { name: 'Card number, expiry date and CVC' }),
      );
    });
    await step('Enter in the card entry pays with the plan only', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Card number, expiry date and CVC' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ planId: 'plan_monthly' }));
    });
  },
};

export const StripeDeclined: Story = {
  name: 'Stripe mode, declined',
  args: {
    mode: 'stripe',
    cardSlot: stripeCardStandIn,
    onSubmit: fn(async () => {
      throw new Error('Your card has insufficient funds.');
    }),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Pay $299.00' }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your card has insufficient funds.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const StripeSubmitting: Story = {
  name: 'Stripe mode, submitting',
  args: { mode: 'stripe', cardSlot: stripeCardStandIn, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', { name: 'Pay $299.00' });
    pay.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    plan: {
      ...yearly,
      name: 'Multi-specialty physician group with several locations, billed yearly',
      description:
        'One yearly payment for the whole group, every location and every recruiter, with a dedicated contact for onboarding your team.',
      amountCents: 1_299_000,
      seats: 5,
    },
  },
};

/** At 390 px the fields and the pay button take the full width. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { monthlyPlan, toYearlyPreview, yearlyPlan } from './fixtures';
import { PlanChangeDialog } from './plan-change-dialog';

const meta = {
  title: 'Features/Subscription/PlanChangeDialog',
  component: PlanChangeDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    currentPlan: monthlyPlan,
    plans: [monthlyPlan, yearlyPlan],
    onPreview: fn(async () => toYearlyPreview),
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof PlanChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Monthly to yearly: the credit, today's charge and the next charge, then the confirmation. */
export const ProrationThenConfirm: Story = {
  name: 'Proration, then confirm',
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change plan' });
    await step('the preview shows what the change costs before anything is charged', async () => {
      const preview = await within(dialog).findByText('Charged today to your card');
      await expect(preview).toBeVisible();
      await expect(dialog).toHaveTextContent('Credit for the unused part of your Monthly plan−$149.50');
      await expect(dialog).toHaveTextContent('Charged today to your card$2,840.50');
      await expect(dialog).toHaveTextContent('Next charge$2,990.00 on November 16, 2027');
      await expect(args.onPreview).toHaveBeenCalledWith('yearly');
      await expect(args.onConfirm).not.toHaveBeenCalled();
    });
    await step('confirming applies exactly that preview and closes', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Yearly · pay $2,840.50' }));
      await expect(args.onConfirm).toHaveBeenCalledWith(toYearlyPreview);
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    });
  },
};

export const Loading: Story = {
  args: { onPreview: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status', { name: 'Working out the new price' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Switch plan' })).toBeDisabled();
  },
};

/** Too many seats for the smaller plan: the server's sentence, and no way to confirm. */
export const SeatsRefused: Story = {
  name: 'Refused: seats in use',
  args: {
    currentPlan: yearlyPlan,
    onPreview: fn(async () => {
      throw new Error(
        'Your team takes 7 seats (members and pending invitations) and the Monthly plan has 5. Remove members or cancel invitations on the Team page, then change plan.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const refusal = await body.findByRole('alert');
    await expect(refusal).toHaveTextContent(/Your team takes 7 seats/);
    await expect(body.getByRole('button', { name: 'Switch plan' })).toBeDisabled();
  },
};

/** A stale price or a declined card: the dialog stays open with the server's message. */
export const ConfirmRefused: Story = {
  name: 'Refused at confirmation',
  args: {
    onConfirm: fn(async () => {
      throw new Error('The price has changed since it was shown. Review the new amounts and confirm again.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Switch to Yearly/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/The price has changed/);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Yearly to monthly: the credit is larger than a month, so nothing today and credit left. */
export const CreditLeft: Story = {
  name: 'Credit left over',
  args: {
    currentPlan: yearlyPlan,
    onPreview: fn(async () => ({
      ...toYearlyPreview,
      fromPlan: yearlyPlan,
      toPlan: monthlyPlan,
      creditCents: 150_729,
      chargeTodayCents: 0,
      creditAfterCents: 120_829,
      nextChargeDate: '2026-12-16T12:00:00.000Z',
      nextChargeAmountCents: 0,
    })),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Change plan' });
    await expect(await within(dialog).findByText('Credit left for later charges')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Switch to Monthly · pay $0.00' })).toBeEnabled();
  },
};

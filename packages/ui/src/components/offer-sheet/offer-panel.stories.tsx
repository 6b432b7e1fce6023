import type { Offer } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OfferPanel } from './offer-panel';

const sent: Offer = {
  _id: 'offer_1',
  matchId: 'match_chen_fm',
  status: 'sent',
  baseSalary: 310_000,
  signOnBonus: 25_000,
  productivityModel: 'rvu',
  productivityRate: 52,
  loanRepayment: 60_000,
  startDate: '2027-08-02',
  callSchedule: '1:6 weekends, home call',
  ptoDays: 25,
  partnershipTrack: true,
  yearsToPartnership: 3,
  sentAt: '2026-03-19T15:00:00.000Z',
  updatedAt: '2026-03-19T15:00:00.000Z',
  withdrawnAt: null,
  sentBy: { memberId: 'mem_ana', name: 'Ana Ruiz', role: 'recruiter' },
};

const meta = {
  title: 'Features/Pipeline/OfferPanel',
  component: OfferPanel,
  args: {
    offer: sent,
    jobTitle: 'Family Medicine Physician',
    canEdit: true,
    onSave: fn(async () => undefined),
    onWithdraw: fn(async () => undefined),
    onRetry: fn(),
  },
  render: (args) => (
    <div className="w-full max-w-2xl">
      <OfferPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof OfferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sent: Story = {
  name: 'A standing offer, its terms',
  play: async ({ canvasElement, canvas }) => {
    const terms = Array.from(canvasElement.querySelectorAll('[data-slot="offer-term"]')).map(
      (term) => term.textContent,
    );
    await expect(terms).toEqual([
      'Base salary$310,000 a year',
      'Sign-on bonus$25,000',
      'Productivity$52 per wRVU',
      'Loan repayment$60,000',
      'Start dateAugust 2, 2027',
      'Call schedule1:6 weekends, home call',
      'PTO25 days',
      'Partnership trackYes, partnership in 3 years',
    ]);
    await expect(canvas.getByText('Sent on March 19, 2026 by Ana Ruiz.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read by a hiring manager',
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Withdrawn: Story = {
  args: { offer: { ...sent, status: 'withdrawn', withdrawnAt: '2026-03-20T15:00:00.000Z' } },
};

export const NoOffer: Story = { name: 'No offer yet', args: { offer: null } };
export const Loading: Story = { args: { offer: null, loading: true } };
export const LoadError: Story = { name: 'Error', args: { offer: null, error: 'The server did not answer.' } };

export const MakeOffer: Story = {
  name: 'Making an offer: RVU needs its rate, partnership its years',
  args: { offer: null },
  play: async ({ args, canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }));
    const form = await canvas.findByRole('form', { name: 'Offer' });
    await step('fill the terms, RVU without its rate', async () => {
      await userEvent.type(within(form).getByRole('spinbutton', { name: /Base salary/ }), '310000');
      await userEvent.click(within(form).getByRole('radio', { name: 'RVU ($ per wRVU)' }));
      await userEvent.type(within(form).getByLabelText(/Start date/), '2027-08-02');
      await userEvent.type(within(form).getByRole('textbox', { name: /Call schedule/ }), '1:6 weekends');
      await userEvent.click(within(form).getByRole('radio', { name: 'Yes' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      await expect(await canvas.findByText('Enter the $ per wRVU', { selector: 'a' })).toBeVisible();
      await expect(canvas.getByText('Enter the years to partnership', { selector: 'a' })).toBeVisible();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('add them and send', async () => {
      await userEvent.type(within(form).getByRole('spinbutton', { name: /\$ per wRVU/ }), '52');
      await userEvent.type(within(form).getByRole('spinbutton', { name: /Years to partnership/ }), '3');
      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith({
          baseSalary: 310_000,
          signOnBonus: null,
          productivityModel: 'rvu',
          productivityRate: 52,
          loanRepayment: null,
          startDate: '2027-08-02',
          callSchedule: '1:6 weekends',
          ptoDays: null,
          partnershipTrack: true,
          yearsToPartnership: 3,
        }),
      );
    });
  },
};

export const SendFails: Story = {
  name: 'A refused send keeps what was typed',
  args: {
    onSave: fn(async () => {
      throw new Error('You are sending messages too quickly. Please wait a moment.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change offer' }));
    const salary = await canvas.findByRole('spinbutton', { name: /Base salary/ });
    await userEvent.clear(salary);
    await userEvent.type(salary, '325000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send changes' }));
    await expect(
      await canvas.findByText('You are sending messages too quickly. Please wait a moment.'),
    ).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /Base salary/ })).toHaveValue('325,000');
  },
};

export const Withdraw: Story = {
  name: 'Withdrawing asks first',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw…' }));
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledTimes(1));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('[data-slot="offer-panel"]') as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

export const MobileForm: Story = {
  name: 'Mobile, the form open',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change offer' }));
    await canvas.findByRole('form', { name: 'Offer' });
    const panel = canvasElement.querySelector('[data-slot="offer-panel"]') as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

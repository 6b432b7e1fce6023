import { STALE_AFTER_DAYS_DEFAULT } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ResponsivenessSettingsForm } from './responsiveness-settings-form';

const meta = {
  title: 'Features/Organization/ResponsivenessSettingsForm',
  component: ResponsivenessSettingsForm,
  args: {
    settings: {
      replyTargetMinutes: 1440,
      replyTargetMinimumMinutes: 60,
      staleAfterDays: STALE_AFTER_DAYS_DEFAULT,
    },
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ResponsivenessSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Reply within' })).toHaveValue('24');
    await expect(canvas.getByRole('spinbutton', { name: 'Interview' })).toHaveValue('7');
    await expect(canvas.getByText(/The shortest target is 1 h\./)).toBeVisible();
  },
};

export const Save: Story = {
  name: 'Save a shorter target and no limit for Offer',
  play: async ({ args, canvas }) => {
    const target = canvas.getByRole('spinbutton', { name: 'Reply within' });
    await userEvent.clear(target);
    await userEvent.type(target, '8');
    const offer = canvas.getByRole('spinbutton', { name: 'Offer' });
    await userEvent.clear(offer);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        replyTargetMinutes: 480,
        staleAfterDays: { ...STALE_AFTER_DAYS_DEFAULT, Offer: null },
      }),
    );
  },
};

export const SwitchUnit: Story = {
  name: 'Switching the unit keeps the same wait',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'minutes' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Reply within' })).toHaveValue('1440');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        replyTargetMinutes: 1440,
        staleAfterDays: STALE_AFTER_DAYS_DEFAULT,
      }),
    );
  },
};

export const TypedThenUnit: Story = {
  name: 'A number typed, then its unit chosen, stays as typed',
  play: async ({ args, canvas }) => {
    const target = canvas.getByRole('spinbutton', { name: 'Reply within' });
    await userEvent.clear(target);
    await userEvent.type(target, '30');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'minutes' }));
    await expect(target).toHaveValue('30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        replyTargetMinutes: 30,
        staleAfterDays: STALE_AFTER_DAYS_DEFAULT,
      }),
    );
  },
};

export const TooManyDays: Story = {
  name: 'Days out of range are explained, not changed',
  play: async ({ args, canvas }) => {
    const interview = canvas.getByRole('spinbutton', { name: 'Interview' });
    await userEvent.clear(interview);
    await userEvent.type(interview, '400');
    await userEvent.tab();
    await expect(interview).toHaveValue('400');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findAllByText(/The days in Interview can be at most/)).not.toHaveLength(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerRefuses: Story = {
  name: 'The server refuses (a target under its minimum)',
  args: { onSave: fn(async () => Promise.reject(new Error('The target reply time must be at least 1 h.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The target reply time must be at least 1 h.',
    );
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.getByText('The owner of the organization changes these settings.')).toBeVisible();
  },
};

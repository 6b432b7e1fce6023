import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReplyTimes } from './reply-times';

const meta = {
  title: 'Features/Home/ReplyTimes',
  component: ReplyTimes,
  args: {
    stats: { waits: 14, answered: 12, medianFirstReplyMinutes: 185, overdue: 3 },
    className: 'max-w-md',
  },
} satisfies Meta<typeof ReplyTimes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Replies, last 30 days' })).toBeVisible();
    await expect(canvas.getByText('3 h 5 min')).toBeVisible();
    await expect(canvas.getByText('12 of 14 answered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See who is waiting' })).toHaveAttribute(
      'href',
      '/messages?view=needs-reply',
    );
  },
};

export const NoReplyYet: Story = {
  args: { stats: { waits: 2, answered: 0, medianFirstReplyMinutes: null, overdue: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reply yet')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { stats: { waits: 0, answered: 0, medianFirstReplyMinutes: null, overdue: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No candidate has written in the last 30 days.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { stats: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the reply times' })).toBeInTheDocument();
  },
};

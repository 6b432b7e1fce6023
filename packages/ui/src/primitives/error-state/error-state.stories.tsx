import type { Meta, StoryObj } from '@storybook/react-vite';
import { WifiOff } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {
    title: 'Applicants could not be loaded',
    message: 'Something went wrong on our side. Try again in a moment.',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Retry: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the title is a heading', async () => {
      await expect(
        canvas.getByRole('heading', { level: 2, name: 'Applicants could not be loaded' }),
      ).toBeVisible();
    });
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await step('a click calls onRetry', async () => {
      await userEvent.click(retry);
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
    await step('Tab focuses Retry and Enter calls onRetry', async () => {
      retry.blur();
      await userEvent.tab();
      await expect(retry).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRetry).toHaveBeenCalledTimes(2);
    });
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas, canvasElement }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="error-state"]')).toHaveAttribute(
      'data-state',
      'retrying',
    );
  },
};

export const WithDetails: Story = {
  name: 'With details',
  args: { details: 'HTTP 503 Service Unavailable\nRequest id: 7f3c9a12-e4b1-4c57-9d2a-0b6f1e8a4c33' },
  play: async ({ canvas, canvasElement, step }) => {
    const summary = canvas.getByText('Details');
    await step('details start collapsed', async () => {
      await expect(canvas.getByText(/Request id/)).not.toBeVisible();
    });
    await step('Tab reaches the summary after Retry', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
      await userEvent.tab();
      await expect(summary).toHaveFocus();
    });
    await step('activating the summary opens the details', async () => {
      await userEvent.click(summary);
      await expect(canvas.getByText(/Request id/)).toBeVisible();
      await expect(canvasElement.querySelector('[data-slot="error-state-details"]')).toHaveAttribute('open');
    });
  },
};

export const WithoutRetry: Story = {
  name: 'Without retry',
  args: {
    onRetry: undefined,
    icon: <WifiOff />,
    title: 'You are offline',
    message: 'Reconnect to see new messages.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'The interview schedule for all of your practice locations could not be loaded right now',
    message:
      'The calendar service did not answer in time. Your interviews are safe and nothing was changed. Try again in a moment; if the problem persists, contact MedHire support with the details below.',
    details: 'GET /v1/interviews?week=2026-W48 → 504 Gateway Timeout after 30 000 ms',
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid grid-cols-2 gap-4 [&>*]:py-6">
      <ErrorState title="Title only" headingLevel={3} />
      <ErrorState
        title="With message and retry"
        message="A line of help."
        onRetry={args.onRetry}
        headingLevel={3}
      />
      <ErrorState
        title="Retrying"
        message="A line of help."
        onRetry={args.onRetry}
        retrying
        headingLevel={3}
      />
      <ErrorState title="With details" onRetry={args.onRetry} details="Error code E42" headingLevel={3} />
    </div>
  ),
};

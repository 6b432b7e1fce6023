import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FunnelReport } from './funnel-report';
import { funnelEmpty, funnelManyJobs, funnelOneJob, onPhone } from './report-fixtures';

const meta = {
  title: 'Features/Reports/FunnelReport',
  component: FunnelReport,
  args: { report: funnelManyJobs, onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof FunnelReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { report: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading funnel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Download CSV/ })).toBeNull();
  },
};

export const EmptyRange: Story = {
  name: 'Empty range',
  args: { report: funnelEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to show for this range' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OneJob: Story = {
  name: 'One job',
  args: { report: funnelOneJob },
  play: async ({ canvas }) => {
    // The numbers are a table for screen readers even while the table is not shown: the job's, without an
    // "All jobs" copy of them.
    const table = canvas.getByRole('table', { name: 'Funnel' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'JobStepCandidatesConversion from the step before',
      'Family Medicine PhysicianShortlisted12—',
      'Family Medicine PhysicianSubmitted867%',
      'Family Medicine PhysicianInterview563%',
      'Family Medicine PhysicianOffer240%',
      'Family Medicine PhysicianHired150%',
      'Family Medicine PhysicianRejected6—',
    ]);
    await expect(canvas.getByText('12 candidates entered a pipeline; 6 rejected.')).toBeVisible();
  },
};

export const ManyJobs: Story = { name: 'Many jobs' };

export const ErrorState: Story = {
  name: 'Error',
  args: { report: null, error: 'The server is busy. Try again in a minute.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Funnel could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ShowTable: Story = {
  name: 'Show the table, then download it (keyboard)',
  args: { report: funnelOneJob },
  play: async ({ canvas, args, step }) => {
    await step('Show the table', async () => {
      const toggle = canvas.getByRole('button', { name: 'Show table of Funnel' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Hide table of Funnel' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(canvas.getByRole('table', { name: 'Funnel' })).toBeVisible();
    });
    await step('Download the CSV', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Download CSV of Funnel' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDownload).toHaveBeenCalledWith(
        expect.objectContaining({
          caption: 'Funnel',
          columns: ['Job', 'Step', 'Candidates', 'Conversion from the step before'],
        }),
      );
    });
  },
};

export const Phone: Story = {
  name: 'Phone (390 px), table shown',
  ...onPhone,
  args: { report: funnelManyJobs, defaultTableShown: true },
  play: async ({ canvasElement }) => {
    // Nothing is wider than the screen but the table, which scrolls on its own.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { timeToFill, timeToFillEmpty } from './report-fixtures';
import { TimeToFillReport } from './time-to-fill-report';

const meta = {
  title: 'Features/Reports/TimeToFillReport',
  component: TimeToFillReport,
  args: { report: timeToFill, onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof TimeToFillReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Median 65.1 days, average 65.1 days over 2 jobs filled; 1 open and not filled yet.'),
    ).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Time to fill' })).getAllByRole('row');
    await expect(rows.at(-1)?.textContent).toBe(
      'Hospitalist (Nocturnist), Level II Trauma Center2026-09-20Not filled yet—',
    );
  },
};
export const OneJob: Story = {
  name: 'One job',
  args: { report: { ...timeToFill, jobs: timeToFill.jobs.slice(0, 1), medianDays: 77.8, averageDays: 77.8 } },
};
export const Loading: Story = { args: { report: null, loading: true } };
export const EmptyRange: Story = { name: 'Empty range', args: { report: timeToFillEmpty } };
export const ErrorState: Story = { name: 'Error', args: { report: null, error: 'The server is busy.' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone, stageTimes, stageTimesEmpty } from './report-fixtures';
import { StageTimesReport } from './stage-times-report';

const meta = {
  title: 'Features/Reports/StageTimesReport',
  component: StageTimesReport,
  args: { report: stageTimes, onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof StageTimesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Time in each step' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'StepMoves out of the stepMedian daysAverage days',
      'Shortlisted413.55.2',
      'Submitted2767.9',
      'Interview149.511.3',
      'Offer444.8',
    ]);
  },
};
export const Loading: Story = { args: { report: null, loading: true } };
export const EmptyRange: Story = { name: 'Empty range', args: { report: stageTimesEmpty } };
export const ErrorState: Story = { name: 'Error', args: { report: null, error: 'The server is busy.' } };

export const Phone: Story = {
  name: 'Phone (390 px), table shown',
  ...onPhone,
  args: { report: stageTimes, defaultTableShown: true },
  play: async ({ canvasElement }) => {
    // Nothing is wider than the screen but the table, which scrolls on its own.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

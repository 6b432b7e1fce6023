import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReplyTimesReport } from './reply-times-report';
import { onPhone, replyTimes, replyTimesEmpty } from './report-fixtures';

const meta = {
  title: 'Features/Reports/ReplyTimesReport',
  component: ReplyTimesReport,
  args: { report: replyTimes, onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof ReplyTimesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/the median first reply took 3 h 5 min/)).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Reply times' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'MeasureValue',
      'Candidates who waited for a reply42',
      'Answered39',
      'Median time to the first reply3 h 5 min',
      'Answered late or still waiting past the target6',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /Download CSV/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ caption: 'Reply times' }));
  },
};
export const Loading: Story = { args: { report: null, loading: true } };
export const EmptyRange: Story = {
  name: 'Empty range',
  args: { report: replyTimesEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  },
};
export const ErrorState: Story = { name: 'Error', args: { report: null, error: 'The server is busy.' } };

export const Phone: Story = {
  name: 'Phone (390 px), table shown',
  ...onPhone,
  args: { report: replyTimes, defaultTableShown: true },
  play: async ({ canvasElement }) => {
    // Nothing is wider than the screen but the table, which scrolls on its own.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

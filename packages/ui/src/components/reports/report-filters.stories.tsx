import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReportFilters } from './report-filters';

const meta = {
  title: 'Features/Reports/ReportFilters',
  component: ReportFilters,
  args: {
    value: { preset: 'last-90-days', from: '2026-08-31', to: '2026-11-28', jobId: null },
    jobs: [
      { id: 'job-1', title: 'Family Medicine Physician' },
      { id: 'job-2', title: 'Urgent Care Physician' },
    ],
    onChange: fn(),
    onPresetChange: fn(),
  },
} satisfies Meta<typeof ReportFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Date range'), 'Last 30 days');
    await expect(args.onPresetChange).toHaveBeenCalledWith('last-30-days');
    await userEvent.selectOptions(canvas.getByLabelText('Job'), 'Urgent Care Physician');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ jobId: 'job-2' }));
  },
};

export const Custom: Story = {
  name: 'Custom range with an error',
  args: {
    value: { preset: 'custom', from: '2026-11-20', to: '2026-11-01', jobId: 'job-1' },
    rangeError: 'The end date must be on or after the start date',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-20');
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date must be on or after the start date',
    );
  },
};

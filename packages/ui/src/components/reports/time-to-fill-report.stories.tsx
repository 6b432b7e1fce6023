import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone, timeToFill, timeToFillEmpty } from './report-fixtures';
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
const longNames = [
  'Hospitalist (Nocturnist), Level II Trauma Center, Downtown Campus',
  'Family Medicine Physician with Obstetrics, Rural Health Clinic',
];

export const LongJobNames: Story = {
  name: 'Long job names',
  args: {
    report: {
      ...timeToFill,
      jobs: timeToFill.jobs
        .slice(0, 2)
        .map((job, index) => ({ ...job, title: longNames[index] ?? job.title })),
    },
  },
  play: async ({ canvasElement }) => {
    // Each name wraps onto a second line, whole; one still too long ends with "…", its whole name in its tooltip.
    const labels = [...canvasElement.querySelectorAll('[data-slot="bar-chart-label"]')];
    const lines = labels.map((label) => [...label.querySelectorAll('tspan')].map((line) => line.textContent));
    await expect(lines.map((label) => label.length)).toEqual([2, 2]);
    await expect(lines[0]?.[1]).toMatch(/…$/);
    await expect(lines[1]?.join(' ')).toBe(longNames[1]);
    await expect(labels.map((label) => label.querySelector('title')?.textContent ?? null)).toEqual([
      longNames[0],
      null,
    ]);
  },
};
export const Loading: Story = { args: { report: null, loading: true } };
export const EmptyRange: Story = {
  name: 'Empty range',
  args: { report: timeToFillEmpty },
  play: async ({ canvas }) => {
    // It says what to do about it, not only that there is nothing.
    await expect(
      canvas.getByText(
        'No job had its first hire in this range, and no open job is waiting for one. Choose a longer range, or post a job: its days to fill show here once you hire for it.',
      ),
    ).toBeVisible();
  },
};
export const ErrorState: Story = { name: 'Error', args: { report: null, error: 'The server is busy.' } };

export const Phone: Story = {
  name: 'Phone (390 px), table shown',
  ...onPhone,
  args: {
    report: {
      ...timeToFill,
      jobs: timeToFill.jobs.map((job, index) => ({ ...job, title: longNames[index] ?? job.title })),
    },
    defaultTableShown: true,
  },
  play: async ({ canvasElement }) => {
    // Nothing is wider than the screen but the table, which scrolls on its own.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

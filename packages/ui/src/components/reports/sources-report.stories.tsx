import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone, sources, sourcesEmpty } from './report-fixtures';
import { SourcesReport } from './sources-report';

const meta = {
  title: 'Features/Reports/SourcesReport',
  component: SourcesReport,
  args: { report: sources, onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof SourcesReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Applied versus invited' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'SourceCandidatesIn the pipelineReached InterviewHired',
      'Applied9696315',
      'Invited7452204',
    ]);
  },
};
export const Loading: Story = { args: { report: null, loading: true } };
export const EmptyRange: Story = { name: 'Empty range', args: { report: sourcesEmpty } };
export const ErrorState: Story = { name: 'Error', args: { report: null, error: 'The server is busy.' } };

export const Phone: Story = {
  name: 'Phone (390 px), table shown',
  ...onPhone,
  args: { report: sources, defaultTableShown: true },
  play: async ({ canvasElement }) => {
    // Nothing is wider than the screen but the table, which scrolls on its own.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

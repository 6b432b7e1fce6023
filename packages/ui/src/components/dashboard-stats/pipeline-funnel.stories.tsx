import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PipelineFunnel } from './pipeline-funnel';

const meta = {
  title: 'Features/Dashboard/PipelineFunnel',
  component: PipelineFunnel,
  args: {
    counts: { Shortlisted: 18, Submitted: 9, Interview: 6, Offer: 2, Hired: 1, Rejected: 4 },
    description: 'All open jobs',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PipelineFunnel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  name: 'Counts and percentages',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pipeline: candidates per step, 40 in all' });
    const rows = within(table).getAllByRole('row').slice(1);
    // In the pipeline's order, each with its count and share of all 40 candidates.
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Shortlisted1845%',
      'Submitted923%',
      'Interview615%',
      'Offer25%',
      'Hired13%',
      'Rejected410%',
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'Interview' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { counts: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the pipeline' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No candidates yet',
  args: { counts: { Shortlisted: 0, Submitted: 0, Interview: 0, Offer: 0, Hired: 0, Rejected: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No candidates in your pipelines yet' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** For a role that does not explore candidates (a hiring manager): how candidates come, without Explore. */
export const EmptyWithoutExplore: Story = {
  name: 'No candidates yet, for someone who does not explore',
  args: {
    counts: { Shortlisted: 0, Submitted: 0, Interview: 0, Offer: 0, Hired: 0, Rejected: 0 },
    explores: false,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Candidates who apply to your jobs, or accept an invite, show in their step here.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Explore/)).not.toBeInTheDocument();
  },
};

export const OneJob: Story = {
  name: 'One job, few candidates',
  args: {
    title: 'Family Medicine Physician — Madison, WI',
    description: undefined,
    counts: { Shortlisted: 1, Submitted: 0, Interview: 1, Offer: 0, Hired: 0, Rejected: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Submitted/ })).toHaveTextContent('Submitted00%');
  },
};

/** At 390 px the bars shrink; step names and numbers stay whole. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
};

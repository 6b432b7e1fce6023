import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closedJob, longJob, newJob, sportsJob } from './job-fixtures';
import { JobList, type JobListProps, type JobStatusFilter } from './job-list';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const allJobs = [newJob, sportsJob, longJob, closedJob];

/** The list as `/jobs-resident` uses it: the page keeps the tab and filters what the server sent. */
function LiveJobList({ status: initial, onStatusChange, jobs, ...props }: JobListProps) {
  const [status, setStatus] = React.useState<JobStatusFilter>(initial);
  const shown = status === 'all' ? jobs : jobs.filter((job) => job.status === status);
  return (
    <JobList
      {...props}
      jobs={shown}
      status={status}
      onStatusChange={(next) => {
        onStatusChange(next);
        setStatus(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Jobs/JobList',
  component: JobList,
  parameters: { viewport: { options: viewports } },
  args: {
    jobs: allJobs,
    status: 'open',
    onStatusChange: fn(),
    onRetry: fn(),
    onClose: fn(async () => undefined),
    onReopen: fn(async () => undefined),
  },
  render: (args) => <LiveJobList {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpenJobs: Story = {
  name: 'Open jobs',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('list', { name: 'Jobs' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
  },
};

export const AllJobs: Story = {
  name: 'All jobs',
  args: { status: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'No jobs yet',
  args: { jobs: [], status: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/create-job');
  },
};

export const EmptyOpen: Story = {
  name: 'No open jobs',
  args: { jobs: [closedJob] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open jobs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a job' })).toBeVisible();
  },
};

export const EmptyClosed: Story = {
  name: 'No closed jobs',
  args: { jobs: [sportsJob], status: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No closed jobs' })).toBeVisible();
  },
};

export const EmptyMine: Story = {
  name: 'Only my jobs: none open',
  args: { jobs: [], scope: 'mine', onShowAll: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open jobs of yours' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all jobs' }));
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
  },
};

export const EmptyAssigned: Story = {
  name: 'Hiring manager: no jobs assigned',
  args: { jobs: [], status: 'all', scope: 'assigned' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No jobs assigned to you yet' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error with retry',
  args: { error: 'We could not reach MedHire. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your jobs could not be loaded' })).toBeVisible();
    await expect(
      canvas.getByText('We could not reach MedHire. Check your connection and try again.'),
    ).toBeVisible();
    canvas.getByRole('tab', { name: 'Open' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const StatusTabsByKeyboard: Story = {
  name: 'Status tabs by keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('closed');
    await expect(canvas.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('all');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};

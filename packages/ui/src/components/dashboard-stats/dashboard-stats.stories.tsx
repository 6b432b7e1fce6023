import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardStats } from './dashboard-stats';

const meta = {
  title: 'Features/Dashboard/DashboardStats',
  component: DashboardStats,
  args: {
    stats: { openJobs: 3, newApplicants: 12, interviews: 4, hires: 1 },
    renderLink: ({ href, ...props }) => <a href={`#${href}`} {...props} />,
  },
} satisfies Meta<typeof DashboardStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  name: 'Numbers with links',
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'At a glance' });
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Open jobs3Taking candidates now',
      'New applicants12In the last 7 days',
      'Interviews4Candidates in the Interview step',
      'Hires1Candidates hired so far',
    ]);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/jobs',
      '#/applicants',
      '#/global-connection?status=Interview',
      '#/global-connection?status=Hired',
    ]);
  },
};

export const ByKeyboard: Story = {
  name: 'Tiles by keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Open jobs 3/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^New applicants 12/ })).toHaveFocus();
  },
};

export const LargeNumbers: Story = {
  name: 'Large numbers',
  args: { stats: { openJobs: 48, newApplicants: 1_284, interviews: 96, hires: 312 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^New applicants 1,284/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { stats: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your numbers' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Nothing yet',
  args: { stats: { openJobs: 0, newApplicants: 0, interviews: 0, hires: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to count yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '#/create-job');
  },
};

/** At 390 px the tiles stack. */
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

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

/** At 390 px the tiles are small, two by two. */
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

/** A 390 × 844 phone (the default frame, 1200 px wide, is the desktop). */
const viewports = {
  phone: { name: 'Phone, 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/** The tiles' boxes, in page order. */
function tileBoxes(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('[data-slot="dashboard-stat-link"]')].map((tile) =>
    tile.getBoundingClientRect(),
  );
}

export const Phone: Story = {
  name: 'Phone (390 px): small tiles, two by two',
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { viewport: { options: viewports } },
  args: { stats: { openJobs: 48, newApplicants: 1_284, interviews: 96, hires: 312 } },
  play: async ({ canvas, canvasElement }) => {
    const [openJobs, newApplicants, interviews, hires] = tileBoxes(canvasElement);
    if (!openJobs || !newApplicants || !interviews || !hires) throw new Error('Four tiles expected');
    // Two rows of two.
    await expect(newApplicants.top).toBe(openJobs.top);
    await expect(newApplicants.left).toBeGreaterThan(openJobs.right);
    await expect(interviews.top).toBeGreaterThanOrEqual(openJobs.bottom);
    await expect(hires.top).toBe(interviews.top);
    // A third of an 844 px screen at most, so the work below shows on the first screen.
    const section = canvas.getByRole('region', { name: 'At a glance' }).getBoundingClientRect();
    await expect(section.height).toBeLessThanOrEqual(844 / 3);
    // Every number and caption stays readable.
    await expect(
      canvas.getByRole('link', { name: /^New applicants 1,284 In the last 7 days$/ }),
    ).toBeVisible();
  },
};

export const PhoneLoading: Story = {
  name: 'Phone (390 px), loading',
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { viewport: { options: viewports } },
  args: { stats: null, loading: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading your numbers' }).getBoundingClientRect();
    await expect(status.height).toBeLessThanOrEqual(844 / 3);
  },
};

export const Desktop: Story = {
  name: 'Desktop: one row',
  parameters: { viewport: { options: viewports } },
  play: async ({ canvasElement }) => {
    const boxes = tileBoxes(canvasElement);
    await expect(boxes).toHaveLength(4);
    await expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  },
};

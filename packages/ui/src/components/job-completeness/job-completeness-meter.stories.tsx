import { jobCompleteness } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { JobCompletenessMeter } from './job-completeness-meter';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

/** Every one of the five told. */
const full = jobCompleteness({
  salaryRange: { min: 250_000, max: 320_000 },
  callSchedule: '1 in 6, home call',
  halfDaysPerWeek: { outpatient: 6, procedural: 2 },
  supportBenefitPerk: ['Health insurance'],
  partnership: { value: 'No' },
});
/** Pay range, half-days and benefits told; call schedule and partnership missing. */
const partly = jobCompleteness({
  salaryRange: { min: 250_000, max: 320_000 },
  halfDaysPerWeek: { outpatient: 6 },
  supportBenefitPerk: ['Health insurance'],
});
/** Nothing told yet: the empty job form. */
const empty = jobCompleteness({});

const meta = {
  title: 'Features/Jobs/JobCompletenessMeter',
  component: JobCompletenessMeter,
  parameters: { viewport: { options: viewports } },
  args: { completeness: partly, variant: 'full' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCompletenessMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Full: Story = {
  name: 'Full (all five told)',
  args: { completeness: full },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Details candidates look for' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(/all there/)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const PartlyDone: Story = {
  name: 'Partly done',
  args: { hrefOf: (field) => `#section-of-${field}` },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Details candidates look for' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuetext', '60%');
    const missing = canvas.getByRole('list', { name: 'Still missing' });
    const items = within(missing).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.field)).toEqual(['callSchedule', 'partnership']);
    await expect(within(missing).getByRole('link', { name: 'Call schedule' })).toHaveAttribute(
      'href',
      '#section-of-callSchedule',
    );
    await expect(items[0]).toHaveTextContent(/Add the call schedule/);
  },
};

export const Empty: Story = {
  name: 'Empty (nothing told yet)',
  args: { completeness: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const items = within(canvas.getByRole('list', { name: 'Still missing' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.split(/(?=[A-Z])/)[0])).toEqual([
      'Pay range',
      'Call schedule',
      'Half-days',
      'Benefits',
      'Partnership track',
    ]);
  },
};

export const Compact: Story = {
  name: 'Compact (a job card)',
  args: { variant: 'compact' },
  play: async ({ canvas, step }) => {
    await expect(canvas.getByText('Details candidates look for: 60%').parentElement).toHaveTextContent(
      'Details candidates look for: 60% · missing call schedule and partnership track',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Details candidates look for' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await step('"What to add" is reached by keyboard and opens the hints', async () => {
      await expect(canvas.queryByText(/Add the call schedule/)).not.toBeVisible();
      await userEvent.tab();
      const summary = canvas.getByText('What to add');
      await expect(summary).toHaveFocus();
      // A native disclosure (details and summary): the browser opens it on Enter, Space or a click.
      await userEvent.click(summary);
      await expect(canvas.getByText(/Add the call schedule/)).toBeVisible();
    });
  },
};

export const CompactFull: Story = {
  name: 'Compact, all five told',
  args: { variant: 'compact', completeness: full },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Details candidates look for: 100%').parentElement).toHaveTextContent(
      'Details candidates look for: 100% · nothing missing',
    );
    await expect(canvas.queryByText('What to add')).not.toBeInTheDocument();
  },
};

export const CompactEmpty: Story = {
  name: 'Compact, nothing told',
  args: { variant: 'compact', completeness: empty },
};

/** The phone: the full list and the compact line, one above the other. */
export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { completeness: empty },
  render: (args) => (
    <div className="grid gap-6">
      <JobCompletenessMeter {...args} />
      <JobCompletenessMeter completeness={partly} variant="compact" />
    </div>
  ),
};

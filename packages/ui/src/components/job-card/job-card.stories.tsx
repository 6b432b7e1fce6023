import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JobCard } from './job-card';
import { JobCardSkeleton } from './job-card-skeleton';
import { closedJob, longJob, newJob, sportsJob } from './job-fixtures';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Jobs/JobCard',
  component: JobCard,
  parameters: { viewport: { options: viewports } },
  args: {
    job: sportsJob,
    onClose: fn(async () => undefined),
    onReopen: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Sports Medicine Physician' });
    await expect(card).toHaveTextContent('Family Medicine · Sports Medicine');
    await expect(card).toHaveTextContent('Madison, WI · Verona, WI');
    await expect(card).toHaveTextContent('Full-time');
    await expect(card).toHaveTextContent('$280k–$340k');
    await expect(card).toHaveTextContent('Status: Open');
    await expect(card).toHaveTextContent('Posted');
    await expect(card).toHaveTextContent('February 10, 2026');
    await expect(card).toHaveTextContent('14 applicants');
    await expect(card).toHaveTextContent('3 invites waiting for an answer');
    await expect(card).toHaveTextContent(
      'Details candidates look for: 60% · missing call schedule and partnership track',
    );
    await expect(
      within(card).getByRole('progressbar', { name: 'Details candidates look for' }),
    ).toHaveAttribute('aria-valuenow', '60');
    const pipeline = within(card).getByRole('list', { name: 'Pipeline' });
    const steps = within(pipeline).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Shortlisted6',
      'Submitted3',
      'Interview2',
      'Offer1',
      'Hired0',
      'Rejected2',
    ]);
    await expect(
      within(card).getByRole('link', { name: 'View pipeline for Sports Medicine Physician' }),
    ).toHaveAttribute('href', '/jobs-resident/job_sports');
    await expect(within(card).getByRole('link', { name: 'Edit Sports Medicine Physician' })).toHaveAttribute(
      'href',
      '/edit-job/job_sports',
    );
    await expect(
      within(card).getByRole('button', { name: 'Close job Sports Medicine Physician' }),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  args: { job: closedJob },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Urgent Care Physician' });
    await expect(card).toHaveTextContent('Status: Closed');
    await expect(card).toHaveTextContent('ClosedJanuary 20, 2026');
    await expect(card).toHaveTextContent('1 applicant');
    await expect(card).toHaveTextContent('$150–$190');
    await expect(card).toHaveTextContent('Details candidates look for: 100% · nothing missing');
    await expect(within(card).queryByRole('button', { name: /Close job/ })).not.toBeInTheDocument();
    await expect(
      within(card).getByRole('button', { name: 'Reopen job Urgent Care Physician' }),
    ).toBeVisible();
  },
};

/** For a role that does not edit jobs (a hiring manager): the pipeline link only. */
export const ReadOnly: Story = {
  name: 'Read only (no editing)',
  args: { canEdit: false, onClose: undefined, onReopen: undefined },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Sports Medicine Physician' });
    await expect(within(card).getByRole('link', { name: /View pipeline/ })).toBeVisible();
    await expect(within(card).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    await expect(within(card).queryByRole('button', { name: /Close job/ })).not.toBeInTheDocument();
  },
};

export const Completeness: Story = {
  name: 'Completeness: what to add',
  args: { job: newJob },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent(
      'Details candidates look for: 20% · missing call schedule, half-days, benefits and partnership track',
    );
    await userEvent.click(within(card).getByText('What to add'));
    const hints = within(card).getByRole('list', { name: 'What to add' });
    await expect(within(hints).getAllByRole('listitem')).toHaveLength(4);
    await expect(hints).toHaveTextContent(/Add the call schedule/);
  },
};

export const NoApplicantsYet: Story = {
  name: 'No applicants yet',
  args: { job: newJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('0 applicants');
    await expect(canvas.getByRole('article')).toHaveTextContent('$120k');
  },
};

export const LongText: Story = {
  name: 'Long title, many locations, large numbers',
  args: { job: longJob },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Madison, WI · Verona, WI · Fitchburg, WI + 2 more');
    await expect(card).toHaveTextContent('$310.5k–$1.3M');
    await expect(card).toHaveTextContent('1,204 applicants');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Loading: Story = {
  render: () => (
    <div role="status" aria-label="Loading jobs">
      <JobCardSkeleton />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
  },
};

export const CloseByKeyboard: Story = {
  name: 'Close by keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Close job Sports Medicine Physician' });
    await step('Tab past "What to add" and the links to "Close job"; Enter asks first', async () => {
      await userEvent.tab();
      await expect(canvas.getByText('What to add')).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: /View pipeline/ })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog', { name: 'Close this job?' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus());
    });
    await step('Escape keeps the job open and returns focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onClose).not.toHaveBeenCalled();
    });
    await step('confirming closes the job once', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus());
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onClose).toHaveBeenCalledWith(sportsJob);
    });
  },
};

export const CloseFails: Story = {
  name: 'Close fails',
  args: {
    onClose: fn(async () => {
      throw new Error('This job was not found.');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: /Close job/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await within(dialog).findByRole('button', { name: 'Close job' });
    within(dialog).getByRole('button', { name: 'Close job' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This job was not found.');
    await expect(canvas.getByRole('article')).toHaveTextContent('Status: Open');
  },
};

export const ReopenByKeyboard: Story = {
  name: 'Reopen by keyboard',
  args: { job: closedJob },
  play: async ({ args, canvas }) => {
    canvas.getByRole('link', { name: /^Edit/ }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reopen job Urgent Care Physician' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReopen).toHaveBeenCalledTimes(1);
    await expect(args.onReopen).toHaveBeenCalledWith(closedJob);
  },
};

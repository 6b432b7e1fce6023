import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MatchListFilter, MatchListItem } from './match-list-item';
import { MatchRequestList, type MatchRequestListProps } from './match-request-list';

const familyMedicine = { _id: 'job_fm', title: 'Family Medicine Physician — Madison, WI' };
const urgentCare = { _id: 'job_uc', title: 'Urgent Care Nurse Practitioner — Green Bay, WI' };

function item(
  id: string,
  firstName: string,
  lastName: string,
  job: MatchListItem['job'],
  requestStatus: MatchListItem['requestStatus'],
  pipelineStatus: MatchListItem['pipelineStatus'],
  updatedAt: string,
): MatchListItem {
  return {
    _id: id,
    job,
    candidate: { _id: `cand_${id}`, firstName, lastName },
    requestStatus,
    pipelineStatus,
    updatedAt,
  };
}

const matches: MatchListItem[] = [
  item('m1', 'Maya', 'Chen', familyMedicine, 'accepted', 'Interview', '2026-03-19T10:00:00.000Z'),
  item('m2', 'Hannah', 'Lindqvist', familyMedicine, 'pending', 'Shortlisted', '2026-03-18T10:00:00.000Z'),
  item('m3', 'Priya', 'Raman', urgentCare, 'accepted', 'Submitted', '2026-03-15T10:00:00.000Z'),
  item('m4', 'Ruth', 'Mbeki', urgentCare, 'declined', 'Shortlisted', '2026-03-12T10:00:00.000Z'),
  item('m5', 'Omar', 'Farouk', familyMedicine, 'cancelled', 'Shortlisted', '2026-03-02T10:00:00.000Z'),
  item('m6', 'Grace', 'Whitfield', urgentCare, 'accepted', 'Hired', '2026-02-27T10:00:00.000Z'),
];

/** The list as `/global-connection` uses it: the filter and the page live in the URL. */
function LiveList({ status: initialStatus, onStatusChange, ...props }: MatchRequestListProps) {
  const [status, setStatus] = React.useState<MatchListFilter>(initialStatus ?? 'all');
  const shown = status === 'all' ? props.matches : props.matches.filter((m) => m.pipelineStatus === status);
  return (
    <MatchRequestList
      {...props}
      matches={shown}
      total={status === 'all' ? props.total : shown.length}
      status={status}
      onStatusChange={(next) => {
        onStatusChange(next);
        setStatus(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Pipeline/MatchRequestList',
  component: MatchRequestList,
  args: {
    matches,
    total: matches.length,
    pageNumber: 1,
    pageSize: 20,
    onPageChange: fn(),
    onStatusChange: fn(),
    onCancel: fn(async () => undefined),
    onRetry: fn(),
    renderLink: ({ href, ...props }) => <a href={`#${href}`} {...props} />,
  },
  render: (args) => <LiveList {...args} />,
} satisfies Meta<typeof MatchRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = {
  name: 'Matches across jobs',
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Maya Chen, Family Medicine Physician — Madison, WI' });
    await expect(within(row).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute(
      'href',
      '#/applicants/cand_m1?jobId=job_fm',
    );
    await expect(within(row).getByText('Accepted')).toBeVisible();
    await expect(row).toHaveTextContent('Interview');
    await expect(row).toHaveTextContent('Mar 19, 2026');
    await expect(
      within(row).getByRole('link', { name: 'Open board for Family Medicine Physician — Madison, WI' }),
    ).toHaveAttribute('href', '#/jobs-resident/job_fm');
    // Only a pending invite can be cancelled.
    await expect(canvas.getAllByRole('button', { name: /^Cancel invite/ })).toHaveLength(1);
    await expect(canvas.getByText('Showing 1–6 of 6')).toBeVisible();
  },
};

export const Paged: Story = {
  name: 'Many pages',
  args: { total: 126, pageNumber: 3, pageSize: 6 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Showing 13–18 of 126')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pages of matches' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    within(pages).getByRole('button', { name: 'Page 3' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading matches' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No matches yet',
  args: { matches: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No matches yet — invite candidates from Explore' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore candidates' })).toHaveAttribute(
      'href',
      '#/explore',
    );
  },
};

/** For a role that does not explore candidates (a hiring manager): how matches come, and no button. */
export const EmptyWithoutExplore: Story = {
  name: 'No matches yet, for someone who does not explore',
  args: { matches: [], total: 0, exploreHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
    await expect(
      canvas.getByText(
        'When someone applies to one of your jobs, or accepts an invite to one, the match shows here.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Explore candidates' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Explore/)).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Could not load',
  args: { error: 'The server did not answer. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Matches could not be loaded' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  name: 'Long names',
  args: {
    matches: [
      item(
        'l1',
        'Alexandria-Josephine',
        'Vanderbilt-Montgomery',
        {
          _id: 'job_long',
          title:
            'Board-certified Pediatric Cardiologist for a growing multi-site children’s heart program — Milwaukee, WI',
        },
        'pending',
        'Shortlisted',
        '2026-03-18T10:00:00.000Z',
      ),
    ],
    total: 1,
  },
};

/** At 390 px each match stacks its fields with their names. */
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

export const FilterByStep: Story = {
  name: 'Filter by step (keyboard)',
  play: async ({ args, canvasElement, canvas, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const filter = canvas.getByRole('combobox', { name: 'Pipeline step' });
    await step('the filter shows every step by default', async () => {
      await userEvent.tab();
      await expect(filter).toHaveFocus();
      await expect(filter).toHaveTextContent('All steps');
    });
    await step('choosing Interview asks for that step', async () => {
      await userEvent.keyboard('{Enter}');
      const listbox = await body.findByRole('listbox');
      await expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All steps', 'Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired', 'Rejected']);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onStatusChange).toHaveBeenCalledWith('Interview');
      await waitFor(() => expect(filter).toHaveTextContent('Interview'));
      await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    });
  },
};

export const FilteredEmpty: Story = {
  name: 'No matches in a step',
  args: { status: 'Offer' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No matches in Offer' })).toBeVisible();
    canvas.getByRole('button', { name: 'Show all steps' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledWith('all');
  },
};

export const CancelAsksFirst: Story = {
  name: 'Cancel an invite asks first (keyboard)',
  play: async ({ args, canvasElement, canvas, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const cancel = canvas.getByRole('button', { name: 'Cancel invite to Hannah Lindqvist' });
    await step('Enter asks first, with "Keep invite" focused', async () => {
      cancel.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog', { name: 'Cancel this invite?' });
      await expect(dialog).toHaveAccessibleDescription(
        'Hannah Lindqvist will no longer be able to accept your invite to Family Medicine Physician — Madison, WI. You can invite them again later.',
      );
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep invite' })).toHaveFocus());
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    await step('Escape keeps the invite and returns focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(cancel).toHaveFocus();
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    await step('confirming cancels it once and the row says Cancelled', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep invite' })).toHaveFocus());
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel invite' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onCancel).toHaveBeenCalledWith('m2');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      const row = canvas.getByRole('listitem', {
        name: 'Hannah Lindqvist, Family Medicine Physician — Madison, WI',
      });
      await expect(within(row).getByText('Cancelled')).toBeVisible();
      await expect(row).toHaveFocus();
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'The invite to Hannah Lindqvist for Family Medicine Physician — Madison, WI is cancelled.',
      );
    });
  },
};

export const CancelFails: Story = {
  name: 'Cancel refused by the server',
  args: { onCancel: fn(async () => Promise.reject(new Error('Only a pending invite can be cancelled'))) },
  play: async ({ args, canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Cancel invite to Hannah Lindqvist' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep invite' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith('m2');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a pending invite can be cancelled',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel invite' })).toBeEnabled();
  },
};

import { PipelineStatus } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThreadHeader, type ThreadHeaderConversation } from './thread-header';

const conversation: ThreadHeaderConversation = {
  _id: 'conv_1',
  match: { _id: 'match_1', pipelineStatus: PipelineStatus.Interview, requestStatus: 'accepted' },
  job: { _id: 'job_fm', title: 'Family Medicine Physician — Madison, WI' },
  candidate: { _id: 'cand_1', firstName: 'Maya', lastName: 'Chen' },
  archived: false,
};

const meta = {
  title: 'Features/Conversations/ThreadHeader',
  component: ThreadHeader,
  args: {
    conversation,
    onStageChange: fn(async () => {}),
    onArchiveChange: fn(async () => {}),
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof ThreadHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Maya Chen' })).toHaveAttribute(
      'href',
      '/applicants/cand_1',
    );
    await expect(canvas.getByText('Family Medicine Physician — Madison, WI')).toBeVisible();
    await expect(canvas.getByText('Interview')).toBeVisible();
  },
};

export const StageChange: Story = {
  name: 'Stage change by keyboard',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Change stage' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // Forward past a step, back, or Rejected: every step but the one the candidate is in.
    await expect(items.map((item) => item.textContent)).toEqual([
      'Shortlisted',
      'Submitted',
      'Offer',
      'Hired',
      'Rejected',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Offer' }));
    await waitFor(() => expect(args.onStageChange).toHaveBeenCalledWith(PipelineStatus.Offer));
  },
};

export const StageChangeToRejected: Story = {
  name: 'Rejected asks why first',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Change stage' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rejected' }));
    const dialog = within(await body.findByRole('dialog', { name: /^Reject / }));
    await expect(args.onStageChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Schedule or call expectations' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(args.onStageChange).toHaveBeenCalledWith(PipelineStatus.Rejected, {
        rejectionReason: 'schedule',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const StageChangeFails: Story = {
  name: 'Stage change fails',
  args: {
    onStageChange: fn(async () => Promise.reject(new Error('The candidate is already in Offer'))),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Change stage' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Offer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The candidate is already in Offer');
    await expect(canvas.getByText('Interview')).toBeVisible();
  },
};

/** For a role that does not move candidates (a hiring manager): the stage reads, with no "Change stage". */
export const NoStageChange: Story = {
  name: 'Read only stage (no moving)',
  args: { onStageChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Interview')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change stage' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeEnabled();
  },
};

export const InvitedWaiting: Story = {
  name: 'Invited, not yet accepted',
  args: {
    conversation: {
      ...conversation,
      match: { _id: 'match_1', pipelineStatus: PipelineStatus.Shortlisted, requestStatus: 'pending' },
    },
  },
  play: async ({ canvas }) => {
    // As the board says it: not in a step until the candidate accepts.
    await expect(canvas.getByText('Invited — waiting for an answer')).toBeVisible();
    await expect(canvas.queryByText('Shortlisted')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Change stage' })).toBeDisabled();
  },
};

export const Archive: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Archive' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onArchiveChange).toHaveBeenCalledWith(true);
  },
};

export const Archived: Story = {
  args: {
    conversation: {
      ...conversation,
      archived: true,
      match: { _id: 'match_1', pipelineStatus: 'Rejected', requestStatus: 'accepted' },
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Archived')).toBeVisible();
    canvas.getByRole('button', { name: 'Unarchive' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onArchiveChange).toHaveBeenCalledWith(false);
  },
};

export const LongNames: Story = {
  name: 'Long names, narrow screen (390 px)',
  args: {
    className: 'w-[390px]',
    conversation: {
      ...conversation,
      candidate: { _id: 'cand_2', firstName: 'Alexandra-Josephine', lastName: 'Vandenberghe-Montgomery' },
      job: {
        _id: 'job_2',
        title: 'Board-Certified Pediatric Nurse Practitioner, Outpatient Clinic — Milwaukee, WI',
      },
    },
  },
};

export const Overdue: Story = {
  name: 'Overdue (waiting past the target)',
  args: {
    conversation: { ...conversation, awaitingReplySince: '2026-03-18T10:00:00.000Z', overdue: true },
    now: new Date('2026-03-19T12:10:00.000Z'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue — waiting 26 h')).toBeVisible();
  },
};

export const WaitingNotOverdue: Story = {
  name: 'Waiting, not overdue yet',
  args: {
    conversation: { ...conversation, awaitingReplySince: '2026-03-19T10:00:00.000Z', overdue: false },
    now: new Date('2026-03-19T12:10:00.000Z'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Overdue/)).toBeNull();
  },
};

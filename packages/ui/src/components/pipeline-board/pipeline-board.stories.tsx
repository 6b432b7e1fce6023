import { type PipelineStatus, STALE_AFTER_DAYS_DEFAULT } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PipelineBoard, type PipelineBoardProps } from './pipeline-board';
import type { PipelineBoardMatch } from './pipeline-match';

const job = { _id: 'job_fm_madison', title: 'Family Medicine Physician — Madison, WI' };
const now = '2026-03-20T15:00:00.000Z';

function match(
  id: string,
  firstName: string,
  lastName: string,
  pipelineStatus: PipelineStatus,
  details: Partial<PipelineBoardMatch['candidate']> & {
    requestStatus?: PipelineBoardMatch['requestStatus'];
    updatedAt?: string;
    rejectionReason?: PipelineBoardMatch['rejectionReason'];
  } = {},
): PipelineBoardMatch {
  const {
    requestStatus = 'accepted',
    updatedAt = '2026-03-17T10:00:00.000Z',
    rejectionReason = null,
    ...candidate
  } = details;
  return {
    _id: id,
    job,
    candidate: {
      _id: `cand_${id}`,
      firstName,
      lastName,
      providerType: 'md',
      specialty: 'family-medicine',
      score: 80,
      ...candidate,
    },
    requestStatus,
    pipelineStatus,
    rejectionReason,
    origin: requestStatus === 'pending' ? 'invite' : 'application',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt,
  };
}

const matches: PipelineBoardMatch[] = [
  match('m1', 'Maya', 'Chen', 'Shortlisted', { score: 92, subSpecialty: 'sports-medicine-family-medicine' }),
  match('m2', 'Daniel', 'Okafor', 'Shortlisted', { providerType: 'do', score: 78, updatedAt: now }),
  match('m3', 'Priya', 'Raman', 'Submitted', { providerType: 'np', score: 85 }),
  match('m4', 'Luis', 'Herrera', 'Interview', { score: 88, updatedAt: '2026-02-20T10:00:00.000Z' }),
  match('m5', 'Grace', 'Whitfield', 'Offer', { providerType: 'pa', score: 74 }),
  match('m6', 'Samuel', 'Adeyemi', 'Rejected', {
    score: 51,
    updatedAt: '2026-01-02T10:00:00.000Z',
    rejectionReason: 'location',
  }),
  match('m7', 'Hannah', 'Lindqvist', 'Shortlisted', { requestStatus: 'pending', score: 90 }),
  match('m8', 'Omar', 'Farouk', 'Shortlisted', {
    requestStatus: 'pending',
    score: 70,
    updatedAt: '2026-03-20T09:00:00.000Z',
  }),
  // Declined and cancelled invites are not part of the board.
  match('m9', 'Ruth', 'Mbeki', 'Shortlisted', { requestStatus: 'declined' }),
];

/** The board as `/jobs-resident/{id}` uses it: after a move succeeds, the server's data comes back. */
function LiveBoard({ matches: initial, onMove, ...props }: PipelineBoardProps) {
  const [current, setCurrent] = React.useState(initial);
  return (
    <PipelineBoard
      {...props}
      matches={current}
      onMove={
        onMove
          ? async (matchId, status, rejection) => {
              await (rejection ? onMove(matchId, status, rejection) : onMove(matchId, status));
              setCurrent((items) =>
                items.map((item) =>
                  item._id === matchId
                    ? {
                        ...item,
                        pipelineStatus: status,
                        rejectionReason: rejection?.rejectionReason ?? null,
                        updatedAt: now,
                      }
                    : item,
                ),
              );
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Features/Pipeline/PipelineBoard',
  component: PipelineBoard,
  args: {
    matches,
    now,
    onMove: fn(async () => undefined),
    renderLink: ({ href, ...props }) => <a href={`#${href}`} {...props} />,
  },
  render: (args) => <LiveBoard {...args} />,
} satisfies Meta<typeof PipelineBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column of one step, found by its heading. */
function column(canvasElement: HTMLElement, status: PipelineStatus) {
  return within(canvasElement).getByRole('listitem', { name: status });
}

export const Playground: Story = {};

export const Filled: Story = {
  name: 'Columns with counts',
  play: async ({ canvasElement, canvas }) => {
    await expect(column(canvasElement, 'Shortlisted')).toHaveTextContent('2 candidates');
    await expect(column(canvasElement, 'Submitted')).toHaveTextContent('1 candidate');
    await expect(column(canvasElement, 'Hired')).toHaveTextContent('0 candidates');
    await expect(column(canvasElement, 'Hired')).toHaveTextContent('No candidates in this step');
    const maya = within(column(canvasElement, 'Shortlisted'));
    await expect(maya.getByRole('link', { name: 'Maya Chen' })).toHaveAttribute(
      'href',
      '#/applicants/cand_m1?jobId=job_fm_madison',
    );
    await expect(maya.getByText('Sports Medicine')).toBeVisible();
    // The card's score is the board's job's, and says so.
    await expect(maya.getByText('Job score 92')).toHaveTextContent(
      'Job score 92 for Family Medicine Physician — Madison, WI',
    );
    await expect(maya.getByText('3 days in step')).toBeVisible();
    await expect(within(column(canvasElement, 'Interview')).getByText('4 weeks in step')).toBeVisible();
    // Pending invites are listed apart, not in a column; declined ones are not shown.
    const invited = canvas.getByRole('region', { name: 'Invited (2)' });
    await expect(within(invited).getByRole('link', { name: 'Hannah Lindqvist' })).toBeVisible();
    await expect(within(invited).getAllByRole('listitem')[0]).toHaveTextContent(
      'Hannah LindqvistMD · invited 2 weeks ago',
    );
    await expect(canvas.queryByText('Ruth Mbeki')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'No candidates yet',
  args: { matches: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/No candidates for this job yet/)).toBeVisible();
    await expect(column(canvasElement, 'Shortlisted')).toHaveTextContent('No candidates in this step');
    await expect(canvas.queryByRole('region', { name: /Invited/ })).not.toBeInTheDocument();
  },
};

/** For a role that does not move candidates (a hiring manager): the board reads, with no "Move to…" and no dragging. */
export const ReadOnly: Story = {
  name: 'Read only (no moving)',
  args: { onMove: undefined },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Maya Chen' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Move .* to…$/ })).not.toBeInTheDocument();
    for (const card of canvasElement.querySelectorAll('[data-slot="pipeline-card"]')) {
      await expect(card).toHaveAttribute('draggable', 'false');
    }
  },
};

export const ReadOnlyEmpty: Story = {
  name: 'Read only, no candidates yet',
  args: { onMove: undefined, matches: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'No candidates for this job yet. Those who apply, or accept an invite, join Shortlisted.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/Explore/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the pipeline' })).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Long names',
  args: {
    matches: [
      match('l1', 'Alexandria-Josephine', 'Vanderbilt-Montgomery', 'Interview', {
        specialty: 'internal-medicine',
        subSpecialty: 'cardiovascular-disease',
        score: 100,
      }),
      match('l2', 'Bartholomew', 'Featherstonehaugh-Worthington', 'Interview', {
        providerType: 'crna',
        specialty: 'anesthesiology',
      }),
    ],
  },
};

/** At 390 px the columns scroll sideways; each keeps its width. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pipeline steps' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The columns scroll inside the board: nothing of them (their visually hidden counts included) widens the page.
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** On a phone every step shows its count, the board opens on the first step with someone in it, and a tap jumps. */
export const NarrowSteps: Story = {
  name: 'Narrow: steps with counts, opens where the candidates are',
  args: { matches: matches.filter((item) => item.pipelineStatus !== 'Shortlisted') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    const steps = canvas.getByRole('navigation', { name: 'Jump to a step' });
    await expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Shortlisted 0 candidates',
      'Submitted 1 candidate',
      'Interview 1 candidate',
      'Offer 1 candidate',
      'Hired 0 candidates',
      'Rejected 1 candidate',
    ]);
    const list = canvas.getByRole('list', { name: 'Pipeline steps' });
    // Shortlisted is empty: the board opens on Submitted.
    await expect(list.scrollLeft).toBe(column(canvasElement, 'Submitted').offsetLeft);
    await userEvent.click(within(steps).getByRole('button', { name: 'Offer 1 candidate' }));
    await waitFor(() => expect(list.scrollLeft).toBe(column(canvasElement, 'Offer').offsetLeft));
    await expect(
      within(column(canvasElement, 'Offer')).getByRole('link', { name: 'Grace Whitfield' }),
    ).toBeVisible();
  },
};

export const MoveWithMenu: Story = {
  name: 'Move with the menu (keyboard)',
  play: async ({ args, canvasElement, canvas, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Queried each time: the real menu's trigger replaces the look-alike once the menu's code is here.
    const trigger = () => canvas.getByRole('button', { name: 'Move Maya Chen to…' });
    await step('Tab reaches the card: its link, then its "Move to…" button', async () => {
      // Two invited candidates come first, then the scrollable row of columns.
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Maya Chen' })).toHaveFocus();
      // The first Tab (the page's first input) loads the menu: its real trigger is in place before the user gets to it.
      await waitFor(() => expect(trigger()).not.toHaveAttribute('data-deferred'));
      await userEvent.tab();
      await expect(trigger()).toHaveFocus();
    });
    await step('Enter opens the menu with every other step', async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        'Submitted',
        'Interview',
        'Offer',
        'Hired',
        'Rejected',
      ]);
      await waitFor(() => expect(items[0]).toHaveFocus());
    });
    await step('Enter on "Submitted" moves the card and announces it', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onMove).toHaveBeenCalledTimes(1);
      await expect(args.onMove).toHaveBeenCalledWith('m1', 'Submitted');
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('Maya Chen moved to Submitted.'),
      );
      await expect(
        within(column(canvasElement, 'Submitted')).getByRole('link', { name: 'Maya Chen' }),
      ).toBeVisible();
      await expect(column(canvasElement, 'Shortlisted')).toHaveTextContent('1 candidate');
      await expect(column(canvasElement, 'Submitted')).toHaveTextContent('2 candidates');
    });
  },
};

export const EveryOtherStepOffered: Story = {
  name: 'Forward past a step, back, and reopened',
  play: async ({ args, canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    const expectMenu = async (name: string, steps: string[]) => {
      // Queried each time: the real menu's trigger may replace the look-alike while the menu opens.
      const trigger = () => canvas.getByRole('button', { name: `Move ${name} to…` });
      trigger().focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(steps);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger()).toHaveFocus();
    };
    await expectMenu('Luis Herrera', ['Shortlisted', 'Submitted', 'Offer', 'Hired', 'Rejected']);
    // A rejected candidate can be reopened at any step.
    await expectMenu('Samuel Adeyemi', ['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired']);
    await expect(args.onMove).not.toHaveBeenCalled();
    // The reason stays on a rejected candidate's card.
    await expect(within(column(canvasElement, 'Rejected')).getByText('Location or relocation')).toBeVisible();
  },
};

let rejectMove: (error: Error) => void = () => undefined;

export const RejectedMoveRollsBack: Story = {
  name: 'A refused move goes back and says why',
  args: {
    onMove: fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          rejectMove = reject;
        }),
    ),
  },
  play: async ({ args, canvasElement, canvas, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('the card moves at once while the server answers', async () => {
      canvas.getByRole('button', { name: 'Move Luis Herrera to…' }).focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Offer' }));
      await expect(args.onMove).toHaveBeenCalledTimes(1);
      await expect(args.onMove).toHaveBeenCalledWith('m4', 'Offer');
      const offer = within(column(canvasElement, 'Offer'));
      await expect(offer.getByRole('link', { name: 'Luis Herrera' })).toBeVisible();
      await expect(offer.getByText('Moving to Offer…')).toBeVisible();
    });
    await step('the refusal puts it back and announces the message', async () => {
      rejectMove(new Error('The candidate has not accepted the invite yet.'));
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(
          'Luis Herrera could not be moved to Offer. The candidate has not accepted the invite yet.',
        ),
      );
      await expect(
        within(column(canvasElement, 'Interview')).getByRole('link', { name: 'Luis Herrera' }),
      ).toBeVisible();
      await expect(column(canvasElement, 'Offer')).toHaveTextContent('1 candidate');
    });
  },
};

/** Dragging a card onto a column with the pointer (native drag and drop). */
export const DragToColumn: Story = {
  name: 'Drag a card to another column',
  play: async ({ args, canvasElement, canvas, step }) => {
    const card = canvas.getByRole('link', { name: 'Priya Raman' }).closest('li') as HTMLElement;
    const dataTransfer = new DataTransfer();
    await step('while dragging, every other column accepts the card', async () => {
      await fireEvent.dragStart(card, { dataTransfer });
      await expect(column(canvasElement, 'Interview')).toHaveAttribute('data-drop', 'droppable');
      await expect(column(canvasElement, 'Shortlisted')).toHaveAttribute('data-drop', 'droppable');
      await expect(column(canvasElement, 'Hired')).toHaveAttribute('data-drop', 'droppable');
      await expect(column(canvasElement, 'Submitted')).toHaveAttribute('data-drop', 'origin');
      // A drop on its own column does nothing.
      await fireEvent.dragOver(column(canvasElement, 'Submitted'), { dataTransfer });
      await fireEvent.drop(column(canvasElement, 'Submitted'), { dataTransfer });
      await expect(args.onMove).not.toHaveBeenCalled();
    });
    await step('a drop on Interview moves the card', async () => {
      await fireEvent.dragStart(card, { dataTransfer });
      await fireEvent.dragOver(column(canvasElement, 'Interview'), { dataTransfer });
      await expect(column(canvasElement, 'Interview')).toHaveAttribute('data-drop', 'over');
      await fireEvent.drop(column(canvasElement, 'Interview'), { dataTransfer });
      await expect(args.onMove).toHaveBeenCalledTimes(1);
      await expect(args.onMove).toHaveBeenCalledWith('m3', 'Interview');
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('Priya Raman moved to Interview.'),
      );
      await expect(column(canvasElement, 'Interview')).not.toHaveAttribute('data-drop');
    });
  },
};

/** The board beside the app's sidebar on a 1280 px screen: 945 px of content, every column in sight. */
export const Laptop: Story = {
  name: 'All six steps at 1280 px',
  decorators: [
    (Story) => (
      <div style={{ width: 945 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pipeline steps' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // Every column is in sight: no step chips to jump with.
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Jump to a step' })).toBeNull();
    const right = list.getBoundingClientRect().right;
    await expect(column(canvasElement, 'Rejected').getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** Rejected asks why first, and can write to the candidate. */
export const RejectWithReason: Story = {
  name: 'Reject with a reason and a message',
  play: async ({ args, canvasElement, canvas, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('choosing Rejected opens the dialog instead of moving', async () => {
      canvas.getByRole('button', { name: 'Move Luis Herrera to…' }).focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rejected' }));
      await body.findByRole('dialog', { name: 'Reject Luis Herrera' });
      await expect(args.onMove).not.toHaveBeenCalled();
    });
    const dialog = within(await body.findByRole('dialog', { name: 'Reject Luis Herrera' }));
    await step('a reason is required', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
      await expect(dialog.getByRole('alert')).toHaveTextContent(
        'Choose why Luis Herrera is not going forward.',
      );
      await expect(args.onMove).not.toHaveBeenCalled();
    });
    await step('a reason and a courteous note move the card and send the note', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: 'Compensation expectations' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Start from a courteous note' }));
      const note = dialog.getByRole('textbox', {
        name: 'Message to the candidate (optional)',
      }) as HTMLTextAreaElement;
      await expect(note.value).toContain('Dear Luis Herrera');
      await expect(note.value).toContain(job.title);
      await userEvent.click(dialog.getByRole('button', { name: 'Reject and send' }));
      await expect(args.onMove).toHaveBeenCalledWith('m4', 'Rejected', {
        rejectionReason: 'compensation',
        message: expect.stringContaining('Dear Luis Herrera'),
      });
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      const rejected = within(column(canvasElement, 'Rejected'));
      await expect(rejected.getByRole('link', { name: 'Luis Herrera' })).toBeVisible();
      await expect(rejected.getByText('Compensation expectations')).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('Luis Herrera moved to Rejected.'),
      );
    });
  },
};

/** A refused rejection keeps the reason and the message, and says why. */
export const RejectRefused: Story = {
  name: 'A refused rejection keeps what was chosen',
  args: { onMove: fn(async () => Promise.reject(new Error('Network Error.!'))) },
  play: async ({ canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Move Grace Whitfield to…' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rejected' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Reject Grace Whitfield' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'The position was filled' }));
    await userEvent.type(dialog.getByRole('textbox'), 'Thank you, Grace.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Network Error.!');
    await expect(dialog.getByRole('radio', { name: 'The position was filled' })).toBeChecked();
    await expect(dialog.getByRole('textbox')).toHaveValue('Thank you, Grace.');
    // Cancel leaves the candidate where they were.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(column(canvasElement, 'Offer')).getByRole('link', { name: 'Grace Whitfield' }),
    ).toBeVisible();
  },
};

/** The team's interview feedback in brief on the cards that have some, at 1280 px beside the sidebar. */
export const WithFeedback: Story = {
  name: 'Interview feedback on the cards',
  args: {
    feedback: {
      m4: {
        matchId: 'm4',
        count: 2,
        average: 4.2,
        recommendations: { 'strong-yes': 1, yes: 1, no: 0, 'strong-no': 0 },
      },
      m5: {
        matchId: 'm5',
        count: 3,
        average: 3.7,
        recommendations: { 'strong-yes': 0, yes: 2, no: 1, 'strong-no': 0 },
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 945 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const interview = column(canvasElement, 'Interview');
    await expect(interview.querySelector('[data-slot="feedback-summary"]')).toHaveTextContent(
      'Interview feedback: 4.2 of 5 from 2 reviews, 2 recommend',
    );
    await expect(
      column(canvasElement, 'Submitted').querySelector('[data-slot="feedback-summary"]'),
    ).toBeNull();
    const list = within(canvasElement).getByRole('list', { name: 'Pipeline steps' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** A scheduled interview's date on the card of the candidate in Interview (issue 16). */
export const WithInterviewDate: Story = {
  name: 'Interview date on the card',
  args: {
    matches: matches.map((item) =>
      item._id === 'm4' ? { ...item, interviewAt: '2026-03-24T15:30:00.000Z' } : item,
    ),
  },
  play: async ({ canvasElement }) => {
    const luis = within(column(canvasElement, 'Interview')).getByRole('listitem');
    await expect(luis).toHaveTextContent('Interview Tue, Mar 24 · 3:30 PM');
    // Only the candidate with an interview shows a date.
    await expect(canvasElement.querySelectorAll('[data-slot="pipeline-card-interview"]')).toHaveLength(1);
  },
};

/** Days in each step (the server's `stageEnteredAt`): Luis 28 days in Interview, over its 7-day threshold. */
const withStageTimes = matches.map((item) => ({
  ...item,
  stageEnteredAt: item._id === 'm4' ? '2026-02-20T10:00:00.000Z' : '2026-03-17T10:00:00.000Z',
}));

export const Stale: Story = {
  name: 'Stale candidates flagged',
  args: { matches: withStageTimes, staleAfterDays: STALE_AFTER_DAYS_DEFAULT },
  play: async ({ canvasElement }) => {
    const luis = within(column(canvasElement, 'Interview')).getByRole('listitem');
    await expect(luis).toHaveTextContent('28 days in Interview');
    await expect(luis).toHaveTextContent('Stale: over 7 days in Interview');
    await expect(luis).toHaveAttribute('data-stale', 'true');
    // Three days in Shortlisted is not stale (7 days).
    await expect(canvasElement.querySelectorAll('[data-stale]')).toHaveLength(1);
  },
};

export const StaleOnly: Story = {
  name: 'Stale filter: only the stale candidates',
  args: { matches: withStageTimes, staleAfterDays: STALE_AFTER_DAYS_DEFAULT, staleOnly: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="pipeline-card"]')).toHaveLength(1);
    await expect(within(column(canvasElement, 'Interview')).getByRole('listitem')).toHaveTextContent(
      'Luis Herrera',
    );
  },
};

export const StaleOnlyNone: Story = {
  name: 'Stale filter with no one stale',
  args: { matches, staleAfterDays: STALE_AFTER_DAYS_DEFAULT, staleOnly: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="pipeline-card"]')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="pipeline-board-empty"]')).toHaveTextContent(
      'No stale candidates: everyone has been in their step for less than the days your organization set.',
    );
  },
};

/** Keyboard triage: j/k move between the cards column by column, r rejects, e opens "Move to…", ? the keys. */
export const KeyboardTriage: Story = {
  name: 'Keyboard triage (j/k, r, e, ?)',
  args: { keyboardShortcuts: true },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const active = () => canvasElement.querySelector('[data-slot="pipeline-card"][data-active="true"]');
    await step('j and k move the focus between the cards', async () => {
      await userEvent.keyboard('j');
      await expect(active()).toHaveTextContent('Maya Chen');
      await expect(
        within(column(canvasElement, 'Shortlisted')).getByRole('link', { name: 'Maya Chen' }),
      ).toHaveFocus();
      await userEvent.keyboard('j');
      await expect(active()).not.toHaveTextContent('Maya Chen');
      await userEvent.keyboard('k');
      await expect(active()).toHaveTextContent('Maya Chen');
    });
    await step('r opens the reject dialog for the active card', async () => {
      await userEvent.keyboard('r');
      await expect(await body.findByRole('dialog', { name: 'Reject Maya Chen' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('e opens the card’s Move to… menu', async () => {
      await within(column(canvasElement, 'Shortlisted')).getByRole('link', { name: 'Maya Chen' }).focus();
      await userEvent.keyboard('e');
      await expect(await body.findByRole('menu')).toHaveTextContent('Move Maya Chen to');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    });
    await step('? lists the keys', async () => {
      await userEvent.keyboard('?');
      const dialog = within(await body.findByRole('dialog', { name: 'Keyboard shortcuts' }));
      await expect(dialog.getByRole('rowheader', { name: 'e' })).toBeVisible();
      await expect(dialog.queryByRole('rowheader', { name: 's' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
    });
  },
};

/**
 * The board with bulk actions as `/jobs-resident/{id}` gives it: `onMoveMany` is the spy's, and the candidates it
 * moves come back from the "server" in their new step. `refuse` names candidates whose move the server refuses.
 */
function BulkBoard({
  matches: initial,
  bulk,
  refuse = [],
  ...props
}: PipelineBoardProps & { refuse?: readonly string[] }) {
  const [current, setCurrent] = React.useState(initial);
  const [announcement, setAnnouncement] = React.useState('');
  const [failures, setFailures] = React.useState<{ id: string; label: string; message: string }[]>([]);
  // Room above for the app's header, which the sticky bulk bar stays below.
  return (
    <div className="pt-16">
      <PipelineBoard
        {...props}
        matches={current}
        bulk={{
          announcement,
          result:
            failures.length > 0
              ? {
                  summary: `${failures.length} failed.`,
                  failures,
                  onDismiss: () => setFailures([]),
                }
              : null,
          onMoveMany: async (targets, status, rejection) => {
            await bulk?.onMoveMany(targets, status, rejection);
            const moved = targets.filter((target) => !refuse.includes(target._id));
            const refused = targets.filter((target) => refuse.includes(target._id));
            setCurrent((items) =>
              items.map((item) =>
                moved.some((target) => target._id === item._id)
                  ? {
                      ...item,
                      pipelineStatus: status,
                      rejectionReason: rejection?.rejectionReason ?? null,
                      updatedAt: now,
                    }
                  : item,
              ),
            );
            setFailures(
              refused.map((target) => ({
                id: target._id,
                label: `${target.candidate.firstName} ${target.candidate.lastName}`,
                message: `The candidate is already in ${status}`,
              })),
            );
            setAnnouncement(
              `${moved.length} ${status === 'Rejected' ? 'rejected' : `moved to ${status}`}${refused.length > 0 ? `, ${refused.length} failed` : ''}.`,
            );
            return moved.map((target) => target._id);
          },
        }}
      />
    </div>
  );
}

/** Bulk actions with a spy of their own for each story. */
const bulkArgs = () => ({ keyboardShortcuts: true, bulk: { onMoveMany: fn(async () => []) } });

/** With bulk actions each card can be selected: a "Select" checkbox by the name, and the bulk bar above. */
export const Selectable: Story = {
  name: 'Bulk: cards to select',
  // A long name without a break wraps beside the checkbox rather than leaving the card.
  args: {
    ...bulkArgs(),
    matches: [...matches, match('m10', 'Bartholomew', 'Featherstonehaughworthington', 'Hired')],
  },
  render: (args) => <BulkBoard {...args} />,
  play: async ({ canvasElement, canvas }) => {
    const shortlisted = within(column(canvasElement, 'Shortlisted'));
    await expect(shortlisted.getByRole('checkbox', { name: 'Select Maya Chen' })).not.toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent(
      'Select candidates (x) to act on several at once.',
    );
    // Pending invites are not in a step yet: nothing to move, nothing to select.
    await expect(canvas.queryByRole('checkbox', { name: 'Select Hannah Lindqvist' })).not.toBeInTheDocument();
  },
};

/** Three selected, by the mouse and by x: the bar counts them and offers "Move to…" and "Reject". */
export const BulkSelection: Story = {
  name: 'Bulk: three selected (mouse and x), Escape clears',
  args: bulkArgs(),
  render: (args) => <BulkBoard {...args} />,
  play: async ({ canvasElement, canvas, step }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    const announcement = () => canvasElement.querySelector('[data-slot="pipeline-board-announcement"]');
    await step('x selects the active card; Escape clears', async () => {
      await userEvent.keyboard('j');
      await userEvent.keyboard('x');
      await expect(announcement()).toHaveTextContent('Selected Maya Chen. 1 selected.');
      await userEvent.keyboard('{Escape}');
      await expect(announcement()).toHaveTextContent('Selection cleared.');
      await expect(canvas.getByRole('checkbox', { name: 'Select Maya Chen' })).not.toBeChecked();
    });
    await step('the mouse and x select three', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maya Chen' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Priya Raman' }));
      // A letter on a card's checkbox is still a key of the board: j moves on, x selects.
      await userEvent.keyboard('jj');
      await expect(
        canvasElement.querySelector('[data-slot="pipeline-card"][data-active="true"]'),
      ).toHaveTextContent('Priya Raman');
      await userEvent.keyboard('jx');
      await expect(announcement()).toHaveTextContent('Selected Luis Herrera. 3 selected.');
      await expect(bar.getByText('3 selected')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Move to…' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Reject' })).toBeVisible();
    });
    await userEvent.click(canvasElement.ownerDocument.body);
  },
};

/** "Move to…" for the selection: one menu, every step at least one may go to, one call for all of them. */
export const BulkMove: Story = {
  name: 'Bulk: move the selection, a refused one stays selected',
  args: bulkArgs(),
  render: (args) => <BulkBoard {...args} refuse={['m3']} />,
  play: async ({ args, canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['Maya Chen', 'Daniel Okafor', 'Priya Raman', 'Luis Herrera']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await userEvent.click(bar.getByRole('button', { name: 'Move to…' }));
    const menu = within(await body.findByRole('menu'));
    await expect(menu.getByText('Move 4 candidates to')).toBeVisible();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Interview' }));
    // Luis is in Interview already: he is not asked to move.
    await expect(args.bulk?.onMoveMany).toHaveBeenCalledWith(
      [
        expect.objectContaining({ _id: 'm1' }),
        expect.objectContaining({ _id: 'm2' }),
        expect.objectContaining({ _id: 'm3' }),
      ],
      'Interview',
      undefined,
    );
    await waitFor(() =>
      expect(within(column(canvasElement, 'Interview')).getAllByRole('link')).toHaveLength(3),
    );
    await expect(canvasElement.querySelector('[data-slot="pipeline-board-announcement"]')).toHaveTextContent(
      '2 moved to Interview, 1 failed.',
    );
    // The refused one (and Luis, not moved) stay selected; the failure is listed in the server's words.
    await expect(bar.getByText('2 selected')).toBeVisible();
    await expect(bar.getByRole('list', { name: 'Candidates that failed' })).toHaveTextContent(
      'Priya Raman: The candidate is already in Interview',
    );
  },
};

/** "Reject" for the selection asks once for the reason, then rejects them all. */
export const BulkReject: Story = {
  name: 'Bulk: reject the selection with a reason',
  args: bulkArgs(),
  render: (args) => <BulkBoard {...args} />,
  play: async ({ args, canvasElement, canvas }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Maya Chen' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Grace Whitfield' }));
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = within(await body.findByRole('dialog', { name: 'Reject 2 candidates' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'The position was filled' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject 2' }));
    await expect(args.bulk?.onMoveMany).toHaveBeenCalledWith(
      [expect.objectContaining({ _id: 'm1' }), expect.objectContaining({ _id: 'm5' })],
      'Rejected',
      { rejectionReason: 'filled' },
    );
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const rejected = within(column(canvasElement, 'Rejected'));
    await waitFor(() => expect(rejected.getAllByRole('link')).toHaveLength(3));
    await expect(rejected.getAllByText('The position was filled')).toHaveLength(2);
  },
};

/** A long run shows its progress and Cancel in the bar instead of the actions. */
export const BulkRunning: Story = {
  name: 'Bulk: a run under way',
  decorators: [(Story) => <div className="pt-16">{Story()}</div>],
  args: {
    keyboardShortcuts: true,
    bulk: {
      onMoveMany: fn(async () => []),
      run: { words: 'Moving to Interview 4 of 12…', done: 3, total: 12, onCancel: fn() },
    },
  },
  play: async ({ args, canvas }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByRole('progressbar', { name: 'Moving to Interview 4 of 12…' })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Cancel' }));
    await expect(args.bulk?.run?.onCancel).toHaveBeenCalled();
  },
};

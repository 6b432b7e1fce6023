import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConversationList, type ConversationListItem, type ConversationListProps } from './conversation-list';

const now = new Date('2026-03-19T12:00:00.000Z');
const familyMedicine = { _id: 'job_fm', title: 'Family Medicine Physician — Madison, WI' };
const urgentCare = { _id: 'job_uc', title: 'Urgent Care Nurse Practitioner — Green Bay, WI' };
const jobs = [familyMedicine, urgentCare];

function conversation(
  id: string,
  firstName: string,
  lastName: string,
  job: ConversationListItem['job'],
  body: string,
  sentTime: string,
  employerCount = 0,
  extra: Partial<NonNullable<ConversationListItem['lastMessage']>> = {},
): ConversationListItem {
  return {
    _id: id,
    job,
    candidate: { _id: `cand_${id}`, firstName, lastName },
    lastMessage: { _id: `msg_${id}`, body, isDeleted: false, sender: 'candidate', sentTime, ...extra },
    employerCount,
    sentTime,
    archived: false,
  };
}

const conversations: ConversationListItem[] = [
  conversation(
    'c1',
    'Maya',
    'Chen',
    familyMedicine,
    'Thursday at 2 pm works for me.',
    '2026-03-19T11:55:00.000Z',
    3,
  ),
  conversation(
    'c2',
    'Priya',
    'Raman',
    urgentCare,
    'Thanks! I will send my license today.',
    '2026-03-19T09:00:00.000Z',
    1,
  ),
  conversation(
    'c3',
    'Hannah',
    'Lindqvist',
    familyMedicine,
    'Looking forward to it.',
    '2026-03-18T16:00:00.000Z',
    0,
    {
      sender: 'employer',
    },
  ),
  conversation('c4', 'Ruth', 'Mbeki', urgentCare, '', '2026-03-15T10:00:00.000Z', 0, { isDeleted: true }),
  conversation('c5', 'Grace', 'Whitfield', familyMedicine, 'See you Monday.', '2026-02-27T10:00:00.000Z'),
];

const many: ConversationListItem[] = Array.from({ length: 2000 }, (_, index) =>
  conversation(
    `many${index + 1}`,
    'Candidate',
    String(index + 1),
    index % 2 === 0 ? familyMedicine : urgentCare,
    'Happy to talk more about the role.',
    new Date(now.getTime() - index * 3_600_000).toISOString(),
    index % 7 === 0 ? 2 : 0,
  ),
);

/** The list as the messages page uses it: it keeps the selection and the filters. */
function LiveList(props: ConversationListProps) {
  const [selectedId, setSelectedId] = React.useState(props.selectedId ?? null);
  const [archived, setArchived] = React.useState(props.archived);
  const [jobId, setJobId] = React.useState(props.jobId ?? null);
  return (
    <ConversationList
      {...props}
      selectedId={selectedId}
      archived={archived}
      jobId={jobId}
      onSelect={(item) => {
        props.onSelect(item);
        setSelectedId(item._id);
      }}
      onArchivedChange={(next) => {
        props.onArchivedChange(next);
        setArchived(next);
      }}
      onJobChange={(next) => {
        props.onJobChange(next);
        setJobId(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Conversations/ConversationList',
  component: ConversationList,
  args: {
    conversations,
    jobs,
    archived: false,
    now,
    debounceMs: 200,
    onSelect: fn(),
    onQueryChange: fn(),
    onArchivedChange: fn(),
    onJobChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <LiveList {...args} />,
  decorators: [
    (Story) => (
      <div className="h-[36rem] w-full max-w-sm overflow-hidden rounded-lg border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowButtons = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLButtonElement>('[data-row-button]'));

export const Playground: Story = {};

export const Filled: Story = {
  args: { selectedId: 'c2' },
  play: async ({ canvas, canvasElement, step }) => {
    await step('each row shows the candidate, job, last message and unread count', async () => {
      await waitFor(() => expect(rowButtons(canvasElement)).toHaveLength(5));
      const [first] = rowButtons(canvasElement);
      await expect(first).toHaveTextContent('Maya Chen');
      await expect(first).toHaveTextContent('Family Medicine Physician — Madison, WI');
      await expect(first).toHaveTextContent('Thursday at 2 pm works for me.');
      await expect(first).toHaveTextContent('3 unread');
      await expect(first).toHaveTextContent('5 minutes ago');
    });
    await step('a deleted last message reads "This message was deleted"', async () => {
      await expect(rowButtons(canvasElement)[3]).toHaveTextContent('This message was deleted');
    });
    await step('the open conversation is marked current', async () => {
      await expect(canvas.getByRole('button', { current: true })).toHaveTextContent('Priya Raman');
    });
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard: arrows move, Enter opens',
  play: async ({ args, canvas, canvasElement, step }) => {
    await waitFor(() => expect(rowButtons(canvasElement)).toHaveLength(5));
    await step('Tab reaches the search box, the filters and the list', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('searchbox', { name: 'Search conversations' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Inbox' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Archived' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('combobox', { name: 'Job' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('list', { name: 'Conversations' })).toHaveFocus();
      await userEvent.tab();
      await expect(rowButtons(canvasElement)[0]).toHaveFocus();
    });
    await step('ArrowDown and ArrowUp move between rows', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(rowButtons(canvasElement)[2]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(rowButtons(canvasElement)[1]).toHaveFocus();
    });
    await step('Enter opens the focused conversation', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c2' }));
      await expect(rowButtons(canvasElement)[1]).toHaveAttribute('aria-current', 'true');
    });
  },
};

export const SearchAndFilters: Story = {
  name: 'Search (debounced), archived and job filter',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('typing calls onQueryChange once, after a pause', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), 'maya');
      await expect(args.onQueryChange).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(1));
      await expect(args.onQueryChange).toHaveBeenCalledWith('maya');
    });
    await step('Archived switches the list to archived conversations', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Archived' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onArchivedChange).toHaveBeenCalledWith(true);
      await expect(canvas.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    });
    await step('the job filter lists the employer’s jobs', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const option = await body.findByRole('option', { name: urgentCare.title });
      await expect(body.getByRole('option', { name: 'All jobs' })).toBeVisible();
      await userEvent.click(option);
      await expect(args.onJobChange).toHaveBeenCalledWith('job_uc');
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Job' })).toHaveTextContent(urgentCare.title),
      );
    });
  },
};

export const Loading: Story = {
  args: { loading: true, conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading conversations' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();
    await expect(canvas.getByText('They start when a candidate accepts an invite or applies.')).toBeVisible();
  },
};

export const NoMatches: Story = {
  name: 'Empty (search finds nothing)',
  args: { conversations: [], query: 'zzz', jobId: 'job_uc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No conversations match' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search conversations' })).toHaveValue('zzz');
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

export const ClearFilters: Story = {
  name: 'Keyboard: clear search and filters',
  args: { conversations: [], query: 'zzz', jobId: 'job_uc' },
  play: async ({ args, canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear search and filters' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onJobChange).toHaveBeenCalledWith(null);
    const search = canvas.getByRole('searchbox', { name: 'Search conversations' });
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Job' })).toHaveTextContent('All jobs');
  },
};

export const ServerError: Story = {
  name: 'Error with retry',
  args: { error: 'The connection dropped. Check your network and try again.', conversations: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Conversations could not be loaded' })).toBeVisible();
    canvas.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    conversations: [
      conversation(
        'long1',
        'Alexandra-Josephine',
        'Vanderhoeven-Castellanos',
        {
          _id: 'job_long',
          title: 'Board-Certified Pediatric Cardiologist (Outpatient and Telehealth) — Milwaukee, WI',
        },
        'Thank you so much for the invitation. I have a few questions about call coverage, the credentialing timeline and whether relocation support is available for my family.',
        '2026-03-19T08:00:00.000Z',
        128,
      ),
      ...conversations.slice(1),
    ],
  },
};

export const LongList: Story = {
  name: 'Long list (virtualized)',
  args: { conversations: many },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Candidate 1')).toBeVisible());
    await expect(rowButtons(canvasElement).length).toBeLessThanOrEqual(30);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2000');
    rowButtons(canvasElement)[0]?.focus();
    await userEvent.keyboard('{ArrowDown>20/}');
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(focused).toHaveTextContent('Candidate 21');
    await expect(focused).toBeVisible();
    await expect(rowButtons(canvasElement).length).toBeLessThanOrEqual(30);
  },
};

/** The needs-reply view: the longest waiting first, each with how long; an overdue one flagged in words. */
const waiting: ConversationListItem[] = [
  {
    ...conversation(
      'w1',
      'Omar',
      'Haddad',
      familyMedicine,
      'Any news on the interview?',
      '2026-03-17T08:00:00.000Z',
      2,
    ),
    awaitingReplySince: '2026-03-17T07:30:00.000Z',
    overdue: true,
  },
  {
    ...conversation(
      'w2',
      'Lena',
      'Vogel',
      urgentCare,
      'Is the role still open?',
      '2026-03-19T10:00:00.000Z',
      1,
    ),
    awaitingReplySince: '2026-03-19T10:00:00.000Z',
    overdue: false,
  },
];

export const NeedsReply: Story = {
  args: {
    conversations: waiting,
    needsReply: true,
    onNeedsReplyChange: fn(),
    overdueCount: 1,
  },
  play: async ({ canvas, canvasElement, args, step }) => {
    await step('the view is chosen and its option names the overdue count', async () => {
      const option = canvas.getByRole('button', { name: /^Needs reply\W+1 overdue$/ });
      await expect(option).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'Inbox' })).toHaveAttribute('aria-pressed', 'false');
    });
    await step(
      'each row says how long the candidate has waited; the overdue one says so in words',
      async () => {
        await waitFor(() => expect(rowButtons(canvasElement)).toHaveLength(2));
        const [first, second] = rowButtons(canvasElement);
        await expect(first).toHaveTextContent('Overdue · waiting 2 d 4 h');
        await expect(second).toHaveTextContent('waiting 2 h');
        await expect(second).not.toHaveTextContent('Overdue');
      },
    );
    await step('Inbox leaves the view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Inbox' }));
      await expect(args.onNeedsReplyChange).toHaveBeenCalledWith(false);
    });
  },
};

export const NeedsReplyNoneMatch: Story = {
  name: 'Needs reply, nobody waiting in this job or search',
  args: {
    conversations: [],
    needsReply: true,
    onNeedsReplyChange: fn(),
    overdueCount: 1,
    query: 'zzzz',
    onQueryChange: fn(),
    onJobChange: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nobody waiting matches' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

export const NeedsReplyEmpty: Story = {
  name: 'Needs reply (nobody waiting)',
  args: { conversations: [], needsReply: true, onNeedsReplyChange: fn(), overdueCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nobody is waiting for a reply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Needs reply' })).toHaveAttribute('aria-pressed', 'true');
  },
};

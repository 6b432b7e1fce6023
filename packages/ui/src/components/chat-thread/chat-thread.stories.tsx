import { MessageStatus } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import type { ChatMessage } from './chat-message';
import { ChatThread } from './chat-thread';
import { Composer } from './composer';

const now = '2026-11-26T18:00:00.000Z';
const timeZone = 'America/Chicago';

function message(
  id: number,
  sender: ChatMessage['sender'],
  body: string,
  sentTime: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    _id: `msg_${id}`,
    conversationId: 'conv_1',
    seq: id,
    body,
    status: MessageStatus.Sent,
    sentTime,
    sender,
    senderId: sender === 'employer' ? 'emp_1' : 'cand_1',
    isDeleted: false,
    ...extra,
  };
}

const conversation: ChatMessage[] = [
  message(
    1,
    'candidate',
    'Hi! Thanks for the invite to the Family Medicine role.',
    '2026-11-23T15:02:00.000Z',
  ),
  message(
    2,
    'employer',
    'Glad you are interested, Maya. Would Thursday at 10 work for a short call?',
    '2026-11-23T15:20:00.000Z',
  ),
  message(
    3,
    'candidate',
    'Thursday works.\nCould you send the address of the clinic?',
    '2026-11-25T14:10:00.000Z',
  ),
  message(
    4,
    'employer',
    'Here it is: https://maps.example.com/clinic?id=42. See you then!',
    '2026-11-26T16:40:00.000Z',
  ),
  message(5, 'candidate', 'Perfect, thank you.', '2026-11-26T16:45:00.000Z'),
];

const failed = message(6, 'employer', 'Please bring a copy of your license.', '2026-11-26T17:01:00.000Z', {
  _id: 'temp_6',
  tempMsgId: 6,
  status: MessageStatus.Failed,
});
const sending = message(7, 'employer', 'Parking is behind the building.', '2026-11-26T17:02:00.000Z', {
  _id: 'temp_7',
  tempMsgId: 7,
  status: MessageStatus.Sending,
});

function longThread(count: number): ChatMessage[] {
  const start = Date.parse('2026-10-01T14:00:00.000Z');
  const step = Math.floor((Date.parse(now) - start) / count);
  return Array.from({ length: count }, (_, index) =>
    message(
      index + 1,
      index % 3 === 0 ? 'employer' : 'candidate',
      index % 7 === 0
        ? `Message ${index + 1}: a longer note about schedules, call coverage and the onboarding checklist, so that this bubble wraps over a few lines.`
        : `Message ${index + 1}`,
      new Date(start + index * step).toISOString(),
    ),
  );
}

const meta = {
  title: 'Features/Conversations/ChatThread',
  component: ChatThread,
  args: {
    messages: conversation,
    candidateName: 'Maya',
    now,
    timeZone,
    onRetry: fn(),
    onDelete: fn(async () => {}),
    className: 'h-[28rem] max-w-2xl rounded-lg border border-border',
  },
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    for (const day of ['Mon, Nov 23', 'Yesterday', 'Today']) {
      await expect(canvas.getByText(day)).toBeInTheDocument();
    }
  },
};

/** A team's thread, read by the recruiter Rita (member `m_rita`): the owner and a colleague wrote too. */
const teamThread: ChatMessage[] = [
  message(
    1,
    'candidate',
    'Hi! Thanks for the invite to the Family Medicine role.',
    '2026-11-23T15:02:00.000Z',
  ),
  message(2, 'employer', 'Glad you are interested. Would Thursday at 10 work?', '2026-11-23T15:20:00.000Z', {
    senderName: 'Dana Reyes',
    senderMemberId: null,
  }),
  message(3, 'candidate', 'Thursday works.', '2026-11-25T14:10:00.000Z'),
  message(4, 'employer', 'This is Rita, I will send you the address.', '2026-11-26T16:40:00.000Z', {
    senderName: 'Rita Gomez',
    senderMemberId: 'm_rita',
  }),
];

export const Team: Story = {
  name: 'A team’s thread: a teammate’s messages carry their name',
  args: { messages: teamThread, reader: { memberId: 'm_rita', deletesTeamMessages: false } },
  play: async ({ canvas }) => {
    // The owner's message is signed with her name; Rita's own says "You" and is the only one she may delete.
    await expect(canvas.getByRole('article', { name: /^Dana Reyes, / })).toBeInTheDocument();
    await expect(canvas.getByText('Dana Reyes')).toBeVisible();
    await expect(canvas.getByRole('article', { name: /^You, / })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    await expect(
      within(canvas.getByRole('article', { name: /^You, / })).getByRole('button', { name: /^Delete/ }),
    ).toBeVisible();
  },
};

export const TeamReadByOwner: Story = {
  name: 'A team’s thread read by the owner, who may delete the team’s messages',
  args: { messages: teamThread, reader: { memberId: null, deletesTeamMessages: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: /^Rita Gomez, / })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: /^You, / })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Say hello to Maya')).toBeVisible();
  },
};

export const SendingAndFailed: Story = {
  name: 'Sending, failed and retry',
  args: { messages: [...conversation, failed, sending] },
  play: async ({ args, canvas, step }) => {
    await step('a failed message says so and offers Retry', async () => {
      await waitFor(() => expect(canvas.getByText('Not sent')).toBeVisible());
      await expect(canvas.getByText('Sending…')).toBeVisible();
    });
    await step('Retry by keyboard calls onRetry with the message', async () => {
      const retry = canvas.getByRole('button', { name: 'Retry' });
      retry.focus();
      await expect(retry).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
      await expect(args.onRetry).toHaveBeenCalledWith(failed);
    });
  },
};

export const Deleted: Story = {
  args: {
    messages: [
      ...conversation.slice(0, 3),
      message(8, 'employer', '', '2026-11-26T16:00:00.000Z', { isDeleted: true }),
      message(9, 'candidate', '', '2026-11-26T16:05:00.000Z', { isDeleted: true }),
      ...conversation.slice(3),
    ],
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('This message was deleted')).toHaveLength(2));
  },
};

export const DeleteAsksFirst: Story = {
  name: 'Delete asks first',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const deleteButton = await canvas.findByRole('button', { name: /^Delete message sent at 10:40/ });
    await step('Delete opens a confirmation, and Cancel keeps the message', async () => {
      deleteButton.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog', { name: 'Delete this message?' });
      await expect(args.onDelete).not.toHaveBeenCalled();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirming calls onDelete with the message', async () => {
      deleteButton.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog', { name: 'Delete this message?' });
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(conversation[3]));
    });
  },
};

export const DeleteFails: Story = {
  name: 'Delete fails',
  args: { onDelete: fn(async () => Promise.reject(new Error('The server did not answer.'))) },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    (await canvas.findByRole('button', { name: /^Delete message sent at 10:40/ })).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not delete the message. The server did not answer.',
    );
    await expect(canvas.getByText(/Here it is/)).toBeVisible();
  },
};

export const Links: Story = {
  args: {
    messages: [
      message(
        1,
        'candidate',
        'My CV: https://cv.example.com/maya-chen.pdf, and my site (http://maya.example.org).',
        '2026-11-26T15:00:00.000Z',
      ),
      message(
        2,
        'candidate',
        'Not a link: javascript:alert(1) nor ftp://files.example.com',
        '2026-11-26T15:01:00.000Z',
      ),
    ],
  },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links).toHaveLength(2);
    const cv = canvas.getByRole('link', { name: 'https://cv.example.com/maya-chen.pdf' });
    await expect(cv).toHaveAttribute('href', 'https://cv.example.com/maya-chen.pdf');
    await expect(cv).toHaveAttribute('target', '_blank');
    await expect(cv).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'http://maya.example.org' })).toBeInTheDocument();
    await expect(canvas.getByText(/javascript:alert\(1\)/)).toBeVisible();
  },
};

export const HostileText: Story = {
  name: 'Hostile text shown as text',
  args: {
    messages: [
      message(1, 'candidate', '<img src=x onerror=alert(1)> <b>bold?</b>', '2026-11-26T15:00:00.000Z'),
      message(2, 'employer', '<script>alert("hi")</script>', '2026-11-26T15:01:00.000Z'),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<img src=x onerror=alert(1)> <b>bold?</b>')).toBeVisible();
    await expect(canvas.getByText('<script>alert("hi")</script>')).toBeVisible();
    const log = canvas.getByRole('log');
    await expect(log.querySelector('img, b, script')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

const twoThousand = longThread(2000);

export const LongThread: Story = {
  name: 'Long thread (2 000 messages)',
  args: { messages: twoThousand },
  play: async ({ canvas, canvasElement, step }) => {
    await step('opens at the newest message, rendering only the rows in view', async () => {
      await waitFor(() => expect(canvas.getByText('Message 2000')).toBeVisible());
      await expect(canvasElement.querySelectorAll('[data-slot="chat-message"]').length).toBeLessThan(60);
    });
    await step('the thread is reachable by keyboard', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('log', { name: 'Messages' })).toHaveFocus();
    });
  },
};

function LiveThread(props: React.ComponentProps<typeof ChatThread>) {
  const [messages, setMessages] = React.useState(props.messages);
  return (
    <div className="grid max-w-2xl gap-2">
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() =>
          setMessages((current) => [
            ...current,
            message(
              current.length + 1,
              'candidate',
              `New reply ${current.length + 1}`,
              new Date(Date.parse(now) - 60_000).toISOString(),
            ),
          ])
        }
      >
        Receive a reply
      </Button>
      <div className="overflow-hidden rounded-lg border border-border">
        <ChatThread {...props} className="h-[24rem]" messages={messages} />
        <Composer
          onSend={(body) =>
            setMessages((current) => [
              ...current,
              message(
                current.length + 1,
                'employer',
                body,
                new Date(Date.parse(now) - 30_000).toISOString(),
                {
                  _id: `temp_${current.length + 1}`,
                  tempMsgId: current.length + 1,
                  status: MessageStatus.Sending,
                },
              ),
            ])
          }
        />
      </div>
    </div>
  );
}

export const NewMessages: Story = {
  name: 'New messages while scrolled up',
  args: { messages: longThread(200) },
  render: (args) => <LiveThread {...args} />,
  play: async ({ canvas, step }) => {
    const log = canvas.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(canvas.getByText('Message 200')).toBeVisible());
    await step('at the bottom, a new reply scrolls into view', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Receive a reply' }));
      await waitFor(() => expect(canvas.getByText('New reply 201')).toBeVisible());
      await expect(canvas.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
    });
    await step('scrolled up, a reply shows the "New messages" button', async () => {
      log.scrollTop = 0;
      log.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(canvas.getByText(/^Message 1:/)).toBeVisible());
      canvas.getByRole('button', { name: 'Receive a reply' }).focus();
      await userEvent.keyboard('{Enter}');
      const jump = await canvas.findByRole('button', { name: 'New messages' });
      jump.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByText('New reply 202')).toBeVisible());
      await waitFor(() =>
        expect(canvas.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument(),
      );
    });
    await step('scrolled up, sending from the composer brings the thread to the new message', async () => {
      log.scrollTop = 0;
      await waitFor(() => expect(canvas.getByText(/^Message 1:/)).toBeVisible());
      canvas.getByRole('textbox', { name: 'Message' }).focus();
      await userEvent.keyboard('See you on Thursday{Enter}');
      await waitFor(() => expect(canvas.getByText('See you on Thursday')).toBeVisible());
      await expect(canvas.getByText('Sending…')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
    });
  },
};

const paged = longThread(120);
/** The newest page a thread opens with: the last 50 of 120 messages. */
const newestPage = paged.slice(-50);

/** A thread that opens on its newest page and reads 50 earlier messages each time it is asked. */
function PagedThread(props: React.ComponentProps<typeof ChatThread>) {
  const [messages, setMessages] = React.useState(props.messages);
  return (
    <ChatThread
      {...props}
      messages={messages}
      hasOlder={(messages[0]?.seq ?? 1) > 1}
      onLoadOlder={async () => {
        await props.onLoadOlder?.();
        setMessages((current) => {
          const first = current[0]?.seq ?? 1;
          return [...paged.slice(Math.max(0, first - 51), first - 1), ...current];
        });
      }}
    />
  );
}

export const EarlierMessages: Story = {
  name: 'Earlier messages to load',
  args: { messages: newestPage, hasOlder: true, onLoadOlder: fn(async () => {}) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(/^Message 120/)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Load earlier messages' })).toBeVisible();
  },
};

export const LoadEarlierMessages: Story = {
  name: 'Load earlier messages (scroll up, keyboard)',
  args: { messages: newestPage, onLoadOlder: fn(async () => {}) },
  render: (args) => <PagedThread {...args} />,
  play: async ({ args, canvas, step }) => {
    const log = canvas.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(canvas.getByText(/^Message 120/)).toBeVisible());
    await step('scrolled to the top, the earlier page is read and the view stays where it was', async () => {
      log.scrollTop = 0;
      log.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Earlier messages loaded.'));
      // The first message of the page read before is still in view; the ones put in front sit above it.
      await waitFor(() => expect(canvas.getByText(/^Message 71/)).toBeVisible(), { timeout: 5000 });
      await expect(log.scrollTop).toBeGreaterThan(500);
      await expect(canvas.queryByText(/^Message 120/)).not.toBeInTheDocument();
    });
    await step(
      'the button reads the rest by keyboard; at the start it goes and focus stays in the thread',
      async () => {
        const button = canvas.getByRole('button', { name: 'Load earlier messages' });
        button.focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(2));
        await waitFor(() =>
          expect(canvas.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument(),
        );
        await waitFor(() => expect(log).toHaveFocus());
        await expect(canvas.getByRole('status')).toHaveTextContent('Earlier messages loaded.');
        await waitFor(() => expect(canvas.getByText(/^Message 71/)).toBeVisible(), { timeout: 5000 });
      },
    );
  },
};

export const EarlierMessagesFail: Story = {
  name: 'Earlier messages fail to load',
  args: {
    messages: newestPage,
    hasOlder: true,
    onLoadOlder: fn(async () => Promise.reject(new Error('The server did not answer.'))),
  },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByText(/^Message 120/)).toBeVisible());
    canvas.getByRole('button', { name: 'Load earlier messages' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load earlier messages. The server did not answer.',
    );
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
    // The button stays, to try again.
    await expect(canvas.getByRole('button', { name: 'Load earlier messages' })).toHaveFocus();
    // The thread stays where the reader was, at its newest message (and the screenshot with it).
    const log = canvas.getByRole('log', { name: 'Messages' });
    await waitFor(
      () => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1),
      { timeout: 5000 },
    );
  },
};

export const Mobile: Story = {
  name: 'Narrow screen (390 px)',
  args: {
    messages: [...conversation, failed, sending],
    className: 'h-[32rem] w-[390px] border border-border',
  },
};

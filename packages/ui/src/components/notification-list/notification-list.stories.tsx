import { NotificationType } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBell } from './notification-bell';
import { NotificationList, type NotificationListItem, type NotificationListProps } from './notification-list';

const now = new Date('2026-03-19T12:00:00.000Z');

function notification(
  id: string,
  type: NotificationType,
  title: string,
  createdAt: string,
  markAsRead: boolean,
  body?: string,
): NotificationListItem {
  return { _id: id, title, body, data: { type, markAsRead, conversation: `conv_${id}` }, createdAt };
}

const notifications: NotificationListItem[] = [
  notification(
    'n1',
    NotificationType.NewMessage,
    'New message from Maya Chen',
    '2026-03-19T11:58:00.000Z',
    false,
    'Thursday at 2 pm works for me.',
  ),
  notification(
    'n2',
    NotificationType.InviteAccepted,
    'Priya Raman accepted your invite',
    '2026-03-19T09:00:00.000Z',
    false,
  ),
  notification(
    'n3',
    NotificationType.AppliedOnJob,
    'Hannah Lindqvist applied to Family Medicine Physician',
    '2026-03-18T15:00:00.000Z',
    false,
  ),
  notification(
    'n4',
    NotificationType.InviteRejected,
    'Ruth Mbeki declined your invite',
    '2026-03-16T10:00:00.000Z',
    true,
  ),
  notification(
    'n5',
    NotificationType.EmployeeRegistered,
    'A new family medicine physician joined near Madison',
    '2026-03-10T10:00:00.000Z',
    true,
  ),
];

/** The list with its own state: "Mark all as read" clears the dots once the promise resolves. */
function LiveList(props: NotificationListProps) {
  const [items, setItems] = React.useState(props.notifications);
  return (
    <NotificationList
      {...props}
      notifications={items}
      onMarkAllRead={async () => {
        await props.onMarkAllRead();
        setItems((current) => current.map((item) => ({ ...item, data: { ...item.data, markAsRead: true } })));
      }}
    />
  );
}

const meta = {
  title: 'Features/Notifications/NotificationList',
  component: NotificationList,
  args: { notifications, now, onOpen: fn(), onMarkAllRead: fn(), onRetry: fn() },
  render: (args) => (
    <div className="w-full max-w-sm rounded-lg border border-border bg-card p-3">
      <LiveList {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.ownerDocument.querySelectorAll<HTMLButtonElement>('[data-row-button]'));

export const Playground: Story = {};

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Notifications' })).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(5);
    await expect(rows(canvasElement)[0]).toHaveAccessibleName(
      /^Message, unread: New message from Maya Chen.*2 minutes ago$/,
    );
    await expect(rows(canvasElement)[3]).not.toHaveAccessibleName(/unread/);
  },
};

export const KeyboardOpen: Story = {
  name: 'Keyboard: arrows move, Enter opens',
  play: async ({ args, canvasElement, step }) => {
    await step('Tab reaches "Mark all as read", then the first notification', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(rows(canvasElement)[0]).toHaveFocus();
    });
    await step('ArrowDown moves to the next notification', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(rows(canvasElement)[2]).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(rows(canvasElement)[1]).toHaveFocus();
    });
    await step('Enter opens it', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ _id: 'n2' }));
    });
  },
};

export const MarkAllRead: Story = {
  name: 'Keyboard: mark all as read',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Mark all as read' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-unread]')).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You're all caught up" })).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'Error with retry',
  args: { notifications: [], error: 'The connection dropped. Check your network and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications could not be loaded' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    notifications: [
      notification(
        'long',
        NotificationType.NewMessage,
        'New message from Dr. Alexandra-Josephine Vanderhoeven-Castellanos about Board-Certified Pediatric Cardiologist',
        '2026-03-19T10:00:00.000Z',
        false,
        'Thank you so much for the invitation. I have a few questions about call coverage, the credentialing timeline and relocation support.',
      ),
      ...notifications.slice(1, 3),
    ],
  },
};

const bellMeta = {
  unreadCount: 3,
  unreadMessages: 4,
};

export const Bell: Story = {
  name: 'Bell: count label, opens the list',
  render: (args) => (
    <div className="flex justify-end">
      <NotificationBell {...args} {...bellMeta} />
    </div>
  ),
  decorators: [
    (Story) => (
      <div className="h-[34rem] w-full max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('the bell says how many are unread', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus();
    });
    await step('Enter opens the panel with the list and the message count', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(await body.findByRole('list', { name: 'Notifications' })).toBeVisible();
      await expect(body.getByText('4 unread messages')).toBeVisible();
    });
    await step('choosing a notification opens it and closes the panel', async () => {
      const first = rows(canvasElement)[0];
      first?.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ _id: 'n1' }));
      await waitFor(() =>
        expect(body.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument(),
      );
      await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveFocus();
    });
  },
};

export const BellPressedWhileLoading: Story = {
  name: 'Bell: a press that outlasts the panel’s load still opens it',
  render: (args) => (
    <div className="flex justify-end">
      <NotificationBell {...args} {...bellMeta} />
    </div>
  ),
  decorators: [
    (Story) => (
      <div className="h-[34rem] w-full max-w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bell = () => canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    // One session, so the release knows the button is held.
    const user = userEvent.setup();
    await step(
      'the press starts the load; the look-alike stays under the pointer until release',
      async () => {
        await expect(bell()).toHaveAttribute('data-deferred', 'pending');
        await user.pointer({ keys: '[MouseLeft>]', target: bell() });
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expect(bell()).toHaveAttribute('data-deferred', 'pending');
      },
    );
    await step('the release clicks it, and the panel opens', async () => {
      await user.pointer({ keys: '[/MouseLeft]', target: bell() });
      await expect(await body.findByRole('list', { name: 'Notifications' })).toBeVisible();
      await waitFor(() => expect(bell()).not.toHaveAttribute('data-deferred'));
    });
  },
};

export const BellOpen: Story = {
  name: 'Bell: open',
  render: (args) => (
    <div className="flex justify-end">
      <NotificationBell {...args} {...bellMeta} defaultOpen />
    </div>
  ),
  decorators: [
    (Story) => (
      <div className="h-[36rem] w-full max-w-md">
        <Story />
      </div>
    ),
  ],
};

export const BellNoUnread: Story = {
  name: 'Bell: nothing unread',
  render: (args) => <NotificationBell {...args} unreadCount={0} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

import type { Interview } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InterviewCard } from './interview-card';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const proposed: Interview = {
  _id: 'int_1',
  matchId: 'm_1',
  status: 'proposed',
  kind: 'video',
  location: 'https://meet.example.com/lakeside-ana',
  note: 'You will meet Dr. Whitfield and two of the sports medicine team.',
  slots: [
    { _id: 's1', start: '2030-03-12T14:00:00.000Z', durationMinutes: 45 },
    { _id: 's2', start: '2030-03-13T16:30:00.000Z', durationMinutes: 45 },
    { _id: 's3', start: '2030-03-15T09:00:00.000Z', durationMinutes: 60 },
  ],
  scheduled: null,
  sequence: 0,
  proposedBy: { memberId: null, name: 'Dana Whitfield' },
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
};

const scheduled: Interview = {
  ...proposed,
  status: 'scheduled',
  kind: 'in-person',
  location: '12 Lake Street, Suite 300, Madison, WI 53703',
  slots: [{ _id: 's2', start: '2030-03-13T16:30:00.000Z', durationMinutes: 45 }],
  scheduled: { _id: 's2', start: '2030-03-13T16:30:00.000Z', durationMinutes: 45 },
  updatedAt: '2030-03-02T10:00:00.000Z',
};

const meta = {
  title: 'Features/Messages/InterviewCard',
  component: InterviewCard,
  parameters: { viewport: { options: viewports } },
  args: {
    interview: proposed,
    candidateName: 'Ana Okafor',
    onPropose: fn(),
    onReschedule: fn(),
    onCancel: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InterviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Proposed: Story = {
  name: 'Proposed: the times offered',
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Interview times proposed' });
    await expect(card).toHaveAttribute('data-state', 'proposed');
    const times = within(card).getByRole('list', { name: 'Proposed times' });
    await expect(within(times).getAllByRole('listitem')).toHaveLength(3);
    await expect(times).toHaveTextContent('Tue, Mar 12, 2030 · 2:00 – 2:45 PM UTC');
    await expect(canvas.getByText('Waiting for the candidate')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://meet.example.com/lakeside-ana' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByRole('button', { name: 'Change times' })).toBeVisible();
  },
};

export const Scheduled: Story = {
  name: 'Scheduled: the date, kind and place',
  args: { interview: scheduled },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Interview scheduled' })).toBeVisible();
    await expect(canvas.getByText('Wed, Mar 13, 2030 · 4:30 – 5:15 PM UTC')).toBeVisible();
    await expect(canvas.getByText('12 Lake Street, Suite 300, Madison, WI 53703')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await expect(args.onReschedule).toHaveBeenCalledOnce();
  },
};

export const ScheduledPhone: Story = {
  name: 'Scheduled, on a phone',
  args: { interview: scheduled },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const CancelAsksFirst: Story = {
  name: 'Cancel asks once more',
  args: { interview: scheduled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel interview' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(/Cancel the interview with Ana Okafor\? They are told in the thread and by mail/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
    await expect(canvas.getByRole('button', { name: 'Cancel interview' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel interview' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const CancelRefused: Story = {
  name: 'Cancel refused by the server',
  args: { interview: scheduled, onCancel: fn(async () => Promise.reject(new Error('Network Error.!'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel interview' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Network Error.!'));
  },
};

export const None: Story = {
  name: 'No interview yet',
  args: { interview: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Propose interview times' }));
    await expect(args.onPropose).toHaveBeenCalledOnce();
  },
};

export const Cancelled: Story = {
  args: { interview: { ...scheduled, status: 'cancelled', sequence: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/was called off/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Propose new times' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read only (a hiring manager)',
  args: { onPropose: undefined, onReschedule: undefined, onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const HostileText: Story = {
  name: 'User text stays text',
  args: {
    interview: {
      ...proposed,
      kind: 'video',
      location: 'javascript:alert(1)',
      note: '<img src=x onerror=alert(1)> Please bring your CV.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('javascript:alert(1)')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

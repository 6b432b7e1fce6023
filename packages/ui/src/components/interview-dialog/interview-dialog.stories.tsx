import type { Interview } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { InterviewDialog, type InterviewDialogProps } from './interview-dialog';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

/** The dialog as the thread opens it: the page holds the open state; a sent proposal closes it. */
function FromButton({ open: initialOpen, onOpenChange, ...props }: InterviewDialogProps) {
  const [open, setOpen] = React.useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Propose interview times</Button>
      <InterviewDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Messages/InterviewDialog',
  component: InterviewDialog,
  parameters: { viewport: { options: viewports } },
  args: {
    open: true,
    candidateName: 'Ana Okafor',
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
  },
  render: (args) => <FromButton {...args} />,
} satisfies Meta<typeof InterviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fillTime(canvasElement: HTMLElement, index: number, date: string, time: string) {
  const page = body(canvasElement);
  await userEvent.type(page.getByLabelText(`Date ${index}`), date);
  await userEvent.type(page.getByLabelText(`Time ${index}`), time);
}

export const Playground: Story = {};

export const Empty: Story = {
  name: 'Open, nothing typed',
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Propose interview times' });
    await expect(within(dialog).getByLabelText('Date 1')).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'Video call' })).toBeChecked();
    await expect(within(dialog).getByLabelText(/Video link/)).toBeVisible();
  },
};

export const ThreeTimes: Story = {
  name: 'Three times, sent',
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await fillTime(canvasElement, 1, '2030-03-12', '10:00');
    await userEvent.click(page.getByRole('button', { name: 'Add another time' }));
    await fillTime(canvasElement, 2, '2030-03-13', '14:30');
    await userEvent.click(page.getByRole('button', { name: 'Add another time' }));
    await fillTime(canvasElement, 3, '2030-03-15', '09:00');
    await userEvent.selectOptions(page.getByLabelText('Duration 3'), '60');
    await userEvent.type(page.getByLabelText(/Video link/), 'https://meet.example.com/ana');
    await userEvent.click(page.getByRole('button', { name: 'Send times' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      slots: [
        { start: '2030-03-12T10:00:00.000Z', durationMinutes: 30 },
        { start: '2030-03-13T14:30:00.000Z', durationMinutes: 30 },
        { start: '2030-03-15T09:00:00.000Z', durationMinutes: 60 },
      ],
      kind: 'video',
      location: 'https://meet.example.com/ana',
    });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Filled: Story = {
  name: 'Filled (screenshot)',
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await fillTime(canvasElement, 1, '2030-03-12', '10:00');
    await userEvent.click(page.getByRole('button', { name: 'Add another time' }));
    await fillTime(canvasElement, 2, '2030-03-13', '14:30');
    await userEvent.click(page.getByRole('radio', { name: 'In person' }));
    await userEvent.type(page.getByLabelText(/Address/), '12 Lake Street, Madison, WI');
    await userEvent.type(page.getByLabelText(/Note to the candidate/), 'Parking behind the clinic.');
  },
};

export const FilledPhone: Story = {
  name: 'Filled, on a phone',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Filled.play,
};

export const InvalidKeepsTyping: Story = {
  name: 'Mistakes show at their fields, nothing is lost',
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await fillTime(canvasElement, 1, '2020-01-01', '10:00');
    await userEvent.type(page.getByLabelText(/Video link/), 'http://meet.example.com');
    await userEvent.click(page.getByRole('button', { name: 'Send times' }));
    await expect(page.getByText('Choose a time in the future')).toBeVisible();
    await expect(page.getByText('The video link must start with https://')).toBeVisible();
    await expect(page.getByLabelText(/Video link/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(page.getByLabelText(/Video link/)).toHaveValue('http://meet.example.com');
  },
};

export const ServerRefuses: Story = {
  name: 'The server refuses: the message, and the form as typed',
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new Error('This candidate already has an interview. Reschedule or cancel it instead.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await fillTime(canvasElement, 1, '2030-03-12', '10:00');
    await userEvent.click(page.getByRole('radio', { name: 'Phone call' }));
    await userEvent.click(page.getByRole('button', { name: 'Send times' }));
    await waitFor(() =>
      expect(page.getByRole('alert')).toHaveTextContent('This candidate already has an interview.'),
    );
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByLabelText('Date 1')).toHaveValue('2030-03-12');
    await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  },
};

export const FiveAtMost: Story = {
  name: 'Five times at most',
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    for (let count = 1; count < 5; count += 1) {
      await userEvent.click(page.getByRole('button', { name: 'Add another time' }));
    }
    await expect(page.getAllByLabelText(/^Date \d$/)).toHaveLength(5);
    await expect(page.queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    await expect(page.getByText('5 times is the most you can offer.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove time 5' }));
    await expect(page.getByRole('button', { name: 'Add another time' })).toBeVisible();
  },
};

const scheduled: Interview = {
  _id: 'int_1',
  matchId: 'm_1',
  status: 'scheduled',
  kind: 'in-person',
  location: '12 Lake Street, Madison, WI',
  note: null,
  slots: [{ _id: 's2', start: '2030-03-13T16:30:00.000Z', durationMinutes: 45 }],
  scheduled: { _id: 's2', start: '2030-03-13T16:30:00.000Z', durationMinutes: 45 },
  sequence: 0,
  proposedBy: { memberId: null, name: 'Dana Whitfield' },
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
};

export const Reschedule: Story = {
  name: 'Reschedule: starts from the interview',
  args: { interview: scheduled },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(page.getByRole('dialog', { name: 'Reschedule the interview' })).toBeVisible();
    await expect(page.getByLabelText('Date 1')).toHaveValue('2030-03-13');
    await expect(page.getByLabelText('Time 1')).toHaveValue('16:30');
    await expect(page.getByLabelText(/Address/)).toHaveValue('12 Lake Street, Madison, WI');
    await expect(page.getByRole('button', { name: 'Send new times' })).toBeVisible();
  },
};

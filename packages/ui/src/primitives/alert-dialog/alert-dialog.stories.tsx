import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  ConfirmAlertDialog,
} from './alert-dialog';

const meta = {
  title: 'Primitives/AlertDialog',
  component: ConfirmAlertDialog,
  args: {
    trigger: <Button variant="destructive">Delete job</Button>,
    title: 'Delete this job?',
    description: 'The posting and its 12 applications are deleted for good. This cannot be undone.',
    actionLabel: 'Delete job',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmAlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open from the start: Cancel has focus, so Enter never destroys by accident. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this job?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const CancelWithKeyboard: Story = {
  name: 'Cancel with keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete job' });
    await step('Enter on the trigger opens it with Cancel focused', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    });
    await step('Tab wraps between Cancel and the action', async () => {
      await userEvent.tab();
      await expect(body.getByRole('button', { name: 'Delete job', hidden: false })).toHaveFocus();
      await userEvent.tab();
      await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    });
    await step('Enter on Cancel closes without confirming; focus returns', async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(trigger).toHaveFocus();
    });
    await step('Escape also closes it', async () => {
      await userEvent.keyboard('{Enter}');
      await body.findByRole('alertdialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveFocus();
    });
  },
};

export const Confirm: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const TypedConfirmation: Story = {
  name: 'Typed confirmation',
  args: {
    defaultOpen: true,
    title: 'Delete the Riverside Heart Clinic practice?',
    description: 'All jobs, applicants and messages of this practice are deleted. This cannot be undone.',
    actionLabel: 'Delete practice',
    confirmationText: 'Riverside Heart Clinic',
  },
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: 'Delete practice' });
    const input = within(dialog).getByRole('textbox', { name: 'Type Riverside Heart Clinic to confirm' });
    await step('the action starts disabled', async () => {
      await expect(action).toBeDisabled();
    });
    await step('a wrong text keeps it disabled', async () => {
      await userEvent.type(input, 'Riverside');
      await expect(input).toHaveAttribute('data-state', 'mismatch');
      await expect(action).toBeDisabled();
    });
    await step('the exact text enables it and Enter confirms', async () => {
      await userEvent.type(input, ' Heart Clinic');
      await expect(input).toHaveAttribute('data-state', 'match');
      await expect(action).toBeEnabled();
      action.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });
  },
};

export const TypedConfirmationEmpty: Story = {
  name: 'Typed confirmation (not yet typed)',
  args: { ...TypedConfirmation.args },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    defaultOpen: true,
    title: 'Withdraw all offers and close the senior cardiologist position at every practice location?',
    description:
      'The three physicians holding an offer are told that the position is no longer available, their interview slots are released, and the job posting is removed from search. Messages stay in your inbox. You can post the job again later, but applicants have to apply again.',
    actionLabel: 'Withdraw offers and close',
  },
};

export const Composed: Story = {
  name: 'Composed (non-destructive action)',
  render: (args) => (
    <AlertDialog defaultOpen onOpenChange={args.onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
          <AlertDialogDescription>Your changes to the job description will be lost.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction variant="primary" onClick={args.onConfirm}>
            Leave
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  args: {
    defaultOpen: true,
    title: 'Typed confirmation, matched',
    description: 'The action is enabled once the text matches.',
    confirmationText: 'DELETE',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'DELETE');
    await expect(within(dialog).getByRole('button', { name: 'Delete job' })).toBeEnabled();
    // Park focus on Cancel again so the screenshot shows the default focus.
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
  },
};

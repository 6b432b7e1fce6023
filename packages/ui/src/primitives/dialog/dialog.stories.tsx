import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Withdraw offer</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw the offer?</DialogTitle>
          <DialogDescription>
            Dr. Amara Okafor will be told the position is no longer available. You can send a new offer later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep offer</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">Withdraw</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Playground: Story = {};

/** Open from the start, as a screenshot of the panel over its overlay. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Withdraw the offer?' });
    await expect(dialog).toHaveAccessibleDescription(/will be told the position is no longer available/);
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const OpenAndEscape: Story = {
  name: 'Open, then Escape',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Withdraw offer' });
    await step('the trigger opens the dialog and focus moves into it', async () => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('dialog', { name: 'Withdraw the offer?' });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await waitFor(() =>
        expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
      );
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveFocus();
    });
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('the corner button is labelled "Close" and closes the dialog', async () => {
      await userEvent.click(await body.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    });
  },
};

export const FocusTrap: Story = {
  name: 'Focus stays inside',
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    for (let press = 0; press < 5; press++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
  },
};

export const WithForm: Story = {
  name: 'With a form',
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Invite colleague</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a colleague</DialogTitle>
          <DialogDescription>They can review applicants and schedule interviews.</DialogDescription>
        </DialogHeader>
        <form
          id="invite-form"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <Field label="Full name">
            <Input defaultValue="Dr. Jonas Weber" />
          </Field>
          <Field label="Work email" error="This colleague already has an account.">
            <Input type="email" defaultValue="j.weber@riverside.example" />
          </Field>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="invite-form">
            Send invite
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('textbox', { name: 'Work email' })).toBeInvalid();
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls',
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Terms of the physician placement agreement</DialogTitle>
          <DialogDescription>Read the terms before you accept them.</DialogDescription>
        </DialogHeader>
        {Array.from({ length: 12 }, (_, index) => index + 1).map((clause) => (
          <p key={clause} className="text-sm">
            {clause}. The practice agrees to respond to every application within ten business days, to keep
            the job posting accurate, and to inform MedHire when the position has been filled.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Accept terms</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

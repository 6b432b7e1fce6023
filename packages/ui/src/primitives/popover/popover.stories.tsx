import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex min-h-64 justify-center">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Availability</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Availability" showCloseButton>
        <p className="font-medium">Available from 1 March</p>
        <p className="mt-1 text-muted-foreground">
          Dr. Okafor can start after a notice period of three months.
        </p>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open from the start, so the screenshot shows the panel deterministically. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Availability' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

export const WithoutCloseButton: Story = {
  name: 'Without close button',
  args: { defaultOpen: true },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Match score</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Match score">
        <p>92 % match: specialty, languages and location fit; license check pending.</p>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Match score' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const WithActions: Story = {
  name: 'With actions',
  args: { defaultOpen: true },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Move to stage</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Move to stage" align="start">
        <p className="font-medium">Move Dr. Okafor to Interview?</p>
        <div className="mt-3 flex justify-end gap-2">
          <PopoverClose asChild>
            <Button size="sm" variant="outline">
              Cancel
            </Button>
          </PopoverClose>
          <PopoverClose asChild>
            <Button size="sm">Move</Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
};

export const LongText: Story = {
  name: 'Long text',
  args: { defaultOpen: true },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger asChild>
        <Button variant="outline">Requirements</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Requirements" showCloseButton className="w-96">
        <p>
          Board certification in cardiology, at least five years of experience in interventional cardiology,
          fluency in German (C1) and English (B2), a valid medical license for the state of Berlin, and
          willingness to take two on-call weekends a month.
        </p>
      </PopoverContent>
    </Popover>
  ),
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Availability' });
    await step('Tab focuses the trigger; Enter opens the popover and moves focus in', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('dialog', { name: 'Availability' });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
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
    await step('Space opens it again; the close button (Tab, Enter) closes it', async () => {
      await userEvent.keyboard(' ');
      const dialog = await body.findByRole('dialog', { name: 'Availability' });
      const close = within(dialog).getByRole('button', { name: 'Close' });
      close.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  args: { open: true },
  render: (args) => (
    <div className="flex gap-80">
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Plain</Button>
        </PopoverTrigger>
        <PopoverContent
          aria-label="Plain"
          align="start"
          className="w-56"
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          A panel without a close button.
        </PopoverContent>
      </Popover>
      <Popover {...args}>
        <PopoverTrigger asChild>
          <Button variant="outline">Closable</Button>
        </PopoverTrigger>
        <PopoverContent
          aria-label="Closable"
          align="start"
          showCloseButton
          className="w-56"
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          A panel with a close button.
        </PopoverContent>
      </Popover>
    </div>
  ),
};

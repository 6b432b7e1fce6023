import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { onOpenChange: fn(), delayDuration: 0 },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="flex min-h-32 items-center justify-center">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline">Match score</Button>
      </TooltipTrigger>
      <TooltipContent>How well the physician fits the job's requirements</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open from the start, so the screenshot shows the bubble deterministically. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      "How well the physician fits the job's requirements",
    );
  },
};

export const Sides: Story = {
  args: { open: true },
  decorators: [
    (Story) => (
      <div className="grid min-h-64 place-items-center">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid grid-cols-3 place-items-center gap-x-40 gap-y-16">
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args}>
          <TooltipTrigger asChild>
            <Button variant="outline" size="sm">
              {side}
            </Button>
          </TooltipTrigger>
          <TooltipContent side={side}>Opens {side}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  name: 'Long text',
  args: { open: true },
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="About the license check">
          <Info aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">
        MedHire checks the medical license with the issuing chamber. The check usually takes one to two
        business days; the physician is told when it is done.
      </TooltipContent>
    </Tooltip>
  ),
};

export const FocusAndEscape: Story = {
  name: 'Focus opens, Escape closes',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Match score' });
    await step('Tab focuses the trigger and opens the tooltip', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await expect(await body.findByRole('tooltip')).toHaveTextContent(/fits the job/);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('the trigger is described by the tooltip', async () => {
      await expect(trigger).toHaveAccessibleDescription(/fits the job/);
    });
    await step('Escape closes it and focus stays on the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.hover(canvas.getByRole('button', { name: 'Match score' }));
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Match score' }));
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const SharedProvider: Story = {
  name: 'Shared provider with delay',
  render: () => (
    <TooltipProvider delayDuration={500}>
      <div className="flex gap-3">
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline">Shortlist</Button>
          </TooltipTrigger>
          <TooltipContent>Add to the shortlist</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="outline">Reject</Button>
          </TooltipTrigger>
          <TooltipContent>Reject with a message</TooltipContent>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard focus opens at once, whatever the delay.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Shortlist' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Add to the shortlist');
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Reject with a message');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  args: { open: true },
  render: (args) => (
    <div className="flex gap-40 pt-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Short</Button>
        </TooltipTrigger>
        <TooltipContent>Hint</TooltipContent>
      </Tooltip>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Medium</Button>
        </TooltipTrigger>
        <TooltipContent>A hint of a few more words</TooltipContent>
      </Tooltip>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Long</Button>
        </TooltipTrigger>
        <TooltipContent>
          A longer hint that wraps onto a second line because of the maximum width
        </TooltipContent>
      </Tooltip>
    </div>
  ),
};

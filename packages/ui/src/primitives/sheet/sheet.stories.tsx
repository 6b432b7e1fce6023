import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  type SheetSide,
  SheetTitle,
  SheetTrigger,
} from './sheet';

function FilterSheet({ side, ...args }: React.ComponentProps<typeof Sheet> & { side?: SheetSide }) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Filter applicants</SheetTitle>
          <SheetDescription>Narrow the list by location and experience.</SheetDescription>
        </SheetHeader>
        <div className="grid gap-1.5">
          <label htmlFor="sheet-city" className="font-medium text-sm">
            City
          </label>
          <Input id="sheet-city" defaultValue="Berlin" />
        </div>
        <SheetFooter>
          <SheetClose asChild>
            <Button variant="outline">Reset</Button>
          </SheetClose>
          <SheetClose asChild>
            <Button>Show 12 applicants</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  args: { onOpenChange: fn() },
  render: (args) => <FilterSheet {...args} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Right: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Filter applicants' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await expect(sheet).toHaveAccessibleDescription('Narrow the list by location and experience.');
  },
};

export const Left: Story = {
  args: { defaultOpen: true },
  render: (args) => <FilterSheet {...args} side="left" />,
};

export const Bottom: Story = {
  args: { defaultOpen: true },
  render: (args) => <FilterSheet {...args} side="bottom" />,
};

export const DialogPattern: Story = {
  name: 'WAI-ARIA dialog pattern',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const doc = canvasElement.ownerDocument;
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    let sheet: HTMLElement;
    await step('Enter on the trigger opens the sheet and focus moves in', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      sheet = await body.findByRole('dialog', { name: 'Filter applicants' });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await waitFor(() => expect(sheet).toContainElement(doc.activeElement as HTMLElement));
      // Modal: the page behind is hidden from assistive technology.
      await expect(canvas.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    });
    await step('Tab wraps from the last control to the first', async () => {
      const close = within(sheet).getByRole('button', { name: 'Close' });
      const city = within(sheet).getByRole('textbox', { name: 'City' });
      // Tab order inside: City, Reset, Show, Close; then back to City.
      city.focus();
      await userEvent.tab();
      await expect(within(sheet).getByRole('button', { name: 'Reset' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab();
      await expect(city).toHaveFocus();
    });
    await step('Shift+Tab wraps from the first control to the last', async () => {
      await userEvent.tab({ shift: true });
      await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
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
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls',
  args: { defaultOpen: true },
  render: (args) => (
    <Sheet {...args}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Dr. Amara Okafor — application history</SheetTitle>
          <SheetDescription>Every step of the application, newest first.</SheetDescription>
        </SheetHeader>
        {Array.from({ length: 14 }, (_, index) => index + 1).map((entry) => (
          <p key={entry} className="text-sm">
            Step {entry}: the application moved forward after a review by the medical director and a short
            call with the practice manager about the start date.
          </p>
        ))}
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog');
    await expect(sheet.scrollHeight).toBeGreaterThan(sheet.clientHeight);
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <>
      {(['left', 'right', 'bottom'] as const).map((side) => (
        <Sheet key={side} open modal={false}>
          <SheetContent
            side={side}
            className={side === 'bottom' ? 'mx-auto max-w-md' : 'max-w-64'}
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <SheetHeader>
              <SheetTitle>Side: {side}</SheetTitle>
              <SheetDescription>Attached to the {side} edge.</SheetDescription>
            </SheetHeader>
          </SheetContent>
        </Sheet>
      ))}
    </>
  ),
};

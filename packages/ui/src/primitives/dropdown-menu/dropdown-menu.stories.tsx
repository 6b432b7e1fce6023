import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onEdit = fn();
const onDuplicate = fn();
const onDelete = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn(), modal: false },
  decorators: [
    (Story) => (
      <div className="min-h-80">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Job actions">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Senior cardiologist</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
            <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden="true" />
            Duplicate
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <Archive aria-hidden="true" />
            Archive
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete job
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open from the start, so the screenshot shows the menu. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: /Delete job/ })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Job actions' });
    await step('Tab focuses the trigger; Enter opens the menu on the first item', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await body.findByRole('menu');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      await waitFor(() => expect(body.getByRole('menuitem', { name: /Edit/ })).toHaveFocus());
    });
    await step('ArrowDown skips the disabled item; End goes to the last', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('menuitem', { name: /Delete job/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(body.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    });
    await step('Enter selects the item, closes the menu and returns focus', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onDuplicate).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('Space opens it again and Escape closes it', async () => {
      await userEvent.keyboard(' ');
      await body.findByRole('menu');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(onDelete).not.toHaveBeenCalled();
    });
  },
};

function ColumnsMenu(props: React.ComponentProps<typeof DropdownMenu>) {
  const [columns, setColumns] = useState({ specialty: true, location: true, score: false });
  const [sort, setSort] = useState('newest');
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">View</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel inset>Columns</DropdownMenuLabel>
        {(Object.keys(columns) as (keyof typeof columns)[]).map((column) => (
          <DropdownMenuCheckboxItem
            key={column}
            checked={columns[column]}
            onCheckedChange={(checked) => setColumns((current) => ({ ...current, [column]: checked }))}
            onSelect={(event) => event.preventDefault()}
          >
            {column[0]?.toUpperCase()}
            {column.slice(1)}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="newest">Newest first</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="score">Best match</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const CheckboxItems: Story = {
  name: 'Checkbox and radio items',
  args: { defaultOpen: true },
  render: (args) => <ColumnsMenu {...args} />,
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const score = await body.findByRole('menuitemcheckbox', { name: 'Score' });
    await step('checkbox items expose aria-checked and data-state', async () => {
      await expect(body.getByRole('menuitemcheckbox', { name: 'Specialty' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(score).toHaveAttribute('data-state', 'unchecked');
    });
    await step('Space toggles a checkbox item and keeps the menu open', async () => {
      score.focus();
      await userEvent.keyboard(' ');
      await expect(score).toHaveAttribute('aria-checked', 'true');
      await expect(body.getByRole('menu')).toBeInTheDocument();
    });
    await step('radio items: one is checked', async () => {
      await expect(body.getByRole('menuitemradio', { name: 'Newest first' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
  },
};

export const LongText: Story = {
  name: 'Long text and many items',
  args: { defaultOpen: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Move to stage</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-72">
        <DropdownMenuLabel>Pipeline stages</DropdownMenuLabel>
        {[
          'Applied',
          'Screening call with the medical director',
          'Interview',
          'Shadowing day on the ward',
          'Reference check',
          'Offer',
          'Hired',
        ].map((stage) => (
          <DropdownMenuItem key={stage}>{stage}</DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  args: { open: true },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">All item kinds</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel inset>Label</DropdownMenuLabel>
        <DropdownMenuItem inset>Item</DropdownMenuItem>
        <DropdownMenuItem inset>
          Item with shortcut
          <DropdownMenuShortcut>⌘K</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem inset disabled>
          Disabled item
        </DropdownMenuItem>
        <DropdownMenuCheckboxItem checked>Checked</DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem checked={false}>Unchecked</DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value="a">
          <DropdownMenuRadioItem value="a">Radio on</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="b">Radio off</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">
          <Trash2 aria-hidden="true" />
          Destructive
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

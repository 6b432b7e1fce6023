import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutsDialog } from './shortcuts-dialog';
import { triageKeys } from './triage-keys';

const meta = {
  title: 'Features/Applicants/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every triage key with what it does, from the one key map. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' }),
    );
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(triageKeys.length);
    await expect(dialog.getByRole('rowheader', { name: 'j' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Reject the candidate, with a reason' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A screen that offers fewer commands lists only those. */
export const SomeCommands: Story = {
  name: 'Only the screen’s commands',
  args: { commands: ['next', 'previous', 'select', 'save', 'help'] },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' }),
    );
    await expect(dialog.getAllByRole('row').slice(1)).toHaveLength(5);
    await expect(dialog.queryByRole('rowheader', { name: 'r' })).not.toBeInTheDocument();
  },
};

function OpenedByKey() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onKeyDown={(event) => event.key === '?' && setOpen(true)}>
        Dr. Maya Chen
      </button>
      <ShortcutsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opened with ? from a card (no trigger button): closing it puts focus back on that card. */
export const FocusReturns: Story = {
  name: 'Focus returns to where ? was pressed',
  args: { open: false },
  render: () => <OpenedByKey />,
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('button', { name: 'Dr. Maya Chen' });
    card.focus();
    await userEvent.keyboard('?');
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card).toHaveFocus());
  },
};

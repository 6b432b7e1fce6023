import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark, Send, UserX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkToolbar } from './bulk-toolbar';

/** A 390 px wide phone, 800 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '800px' }, type: 'mobile' },
} as const;

const actions = [
  { id: 'save', label: 'Save', icon: <Bookmark aria-hidden="true" />, onSelect: fn() },
  { id: 'invite', label: 'Invite', icon: <Send aria-hidden="true" />, onSelect: fn() },
  { id: 'reject', label: 'Not a fit', icon: <UserX aria-hidden="true" />, destructive: true, onSelect: fn() },
];

const meta = {
  title: 'Features/Applicants/BulkToolbar',
  component: BulkToolbar,
  args: {
    selectedCount: 0,
    pageCount: 20,
    onSelectAll: fn(),
    onClear: fn(),
    actions,
  },
  parameters: { viewport: { options: viewports } },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BulkToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing selected: "Select all on this page" and a hint; no actions. */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Bulk actions' })).toHaveAttribute('data-state', 'idle');
    await expect(canvas.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(args.onSelectAll).toHaveBeenCalledWith(true);
  },
};

/** Three selected: the count, the screen's actions and Clear selection. */
export const Selected: Story = {
  name: 'Three selected',
  args: { selectedCount: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('3 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(actions[1]?.onSelect).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Every card of the page selected: the box is checked and unselects all. */
export const AllSelected: Story = {
  name: 'All on the page selected',
  args: { selectedCount: 20 },
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all on this page' });
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.onSelectAll).toHaveBeenCalledWith(false);
  },
};

/** A run under way: its words, the progress bar and Cancel; the actions wait. */
export const Running: Story = {
  name: 'Running: inviting 4 of 10',
  args: {
    selectedCount: 10,
    run: { words: 'Inviting 4 of 10…', done: 3, total: 10, onCancel: fn() },
  },
  play: async ({ args, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Inviting 4 of 10…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.run?.onCancel).toHaveBeenCalled();
  },
};

/** Some failed: the summary and each failed candidate with the server's words. */
export const PartialFailure: Story = {
  name: 'Partial failure',
  args: {
    selectedCount: 2,
    result: {
      summary: '3 invited, 2 failed',
      failures: [
        { id: 'a', label: 'Dr. Maya Chen, MD', message: 'This candidate is already matched to this job.' },
        {
          id: 'b',
          label: 'Dr. Sam Ortiz, DO',
          message: 'This job is closed. Reopen it to invite candidates.',
        },
      ],
      onDismiss: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    const failed = within(canvas.getByRole('list', { name: 'Candidates that failed' }));
    await expect(failed.getAllByRole('listitem')).toHaveLength(2);
    await expect(failed.getByText(/already matched to this job/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.result?.onDismiss).toHaveBeenCalled();
  },
};

/** On a phone the actions wrap under the count and nothing overflows. */
export const Phone: Story = {
  name: 'Phone (390 px), selected',
  args: { selectedCount: 3 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

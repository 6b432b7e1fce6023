import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longNameSearches, manySearches, sampleSearches } from './saved-search-fixtures';
import { SavedSearchList } from './saved-search-list';

/** A 390 px wide phone, 800 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '800px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Applicants/SavedSearchList',
  component: SavedSearchList,
  args: {
    searches: sampleSearches,
    onSave: fn(async () => undefined),
    onApply: fn(),
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { viewport: { options: viewports } },
  render: (args) => (
    <div className="w-full max-w-72">
      <SavedSearchList {...args} />
    </div>
  ),
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { activeId: 'search_family_wi' },
  play: async ({ args, canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      /Cardiologists in Ohio3 new since you last looked.*Internal Medicine · Cardiovascular Disease \(Cardiology\) · Ohio · available by 2027/,
    );
    await expect(items[1]).not.toHaveTextContent(/new/);
    await expect(items[2]).toHaveTextContent(/99\+ new/);
    await expect(canvas.getByRole('button', { current: true })).toHaveTextContent(
      'Family medicine, Wisconsin',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Cardiologists in Ohio/ }));
    await expect(args.onApply).toHaveBeenCalledWith(sampleSearches[0]);
  },
};

export const Empty: Story = {
  args: { searches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save search' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { searches: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading saved searches' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Loading failed',
  args: { searches: [], error: 'The server could not be reached. Check your connection.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Many: Story = {
  args: { searches: manySearches },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(25);
  },
};

export const LongNames: Story = {
  name: 'Long names wrap',
  args: { searches: longNameSearches },
};

export const Save: Story = {
  name: 'Saving asks for a name',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    const dialog = await body.findByRole('dialog', { name: 'Save this search' }, { timeout: 10_000 });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await expect(await within(dialog).findByText('Name the search')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, '  Sports medicine  {Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('Sports medicine'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save search' })).toHaveFocus());
  },
};

export const SaveRefused: Story = {
  name: 'The server refuses: the message shows, the name stays',
  args: {
    onSave: fn(async () => {
      throw new Error('You already have a saved search named “Cardiologists in Ohio”. Choose another name.');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    const dialog = await body.findByRole('dialog', { name: 'Save this search' }, { timeout: 10_000 });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Cardiologists in Ohio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('already have a saved search');
    await expect(name).toHaveValue('Cardiologists in Ohio');
  },
};

export const Rename: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Family medicine, Wisconsin' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename the search' }, { timeout: 10_000 });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Family medicine, Wisconsin');
    await userEvent.clear(name);
    await userEvent.type(name, 'Family medicine, WI');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith(sampleSearches[1], 'Family medicine, WI'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename Family medicine, Wisconsin' })).toHaveFocus(),
    );
  },
};

export const Delete: Story = {
  name: 'Deleting asks first',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cardiologists in Ohio' }));
    const dialog = await body.findByRole(
      'alertdialog',
      { name: 'Delete “Cardiologists in Ohio”?' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete Cardiologists in Ohio' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cardiologists in Ohio' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', {
        name: 'Delete search',
      }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(sampleSearches[0]));
  },
};

/** On a phone the block stands above the results: folded under its heading, with how many are new, until asked. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { activeId: 'search_family_wi' },
  render: (args) => <SavedSearchList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem', { hidden: true })[0]).not.toBeVisible();
    await expect(canvas.getByText('Showing “Family medicine, Wisconsin”')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: /^Show saved searches \(3\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent(/new/);
  },
};

export const PhoneOpened: Story = {
  name: 'Phone, opened',
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <SavedSearchList {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Show saved searches/ }));
    await expect(canvas.getByRole('button', { name: 'Hide saved searches' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('listitem')[0]).toBeVisible();
  },
};

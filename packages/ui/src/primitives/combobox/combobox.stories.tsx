import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { Combobox, type ComboboxChoiceProps, type ComboboxOption } from './combobox';

const specialties: ComboboxOption[] = [
  { value: 'anesthesiology', label: 'Anesthesiology' },
  { value: 'cardiology', label: 'Cardiology', description: 'Including interventional cardiology' },
  { value: 'dermatology', label: 'Dermatology' },
  { value: 'emergency-medicine', label: 'Emergency medicine' },
  { value: 'family-medicine', label: 'Family medicine' },
  { value: 'internal-medicine', label: 'Internal medicine' },
  { value: 'neurology', label: 'Neurology', disabled: true, description: 'No open positions' },
  { value: 'pediatrics', label: 'Pediatrics' },
];

const benefits: ComboboxOption[] = [
  { value: 'health', label: 'Health insurance' },
  { value: 'dental', label: 'Dental and vision' },
  { value: 'malpractice', label: 'Malpractice coverage' },
  { value: 'cme', label: 'CME allowance' },
  { value: 'relocation', label: 'Relocation assistance' },
  { value: 'retirement', label: '401(k) matching' },
  { value: 'loan', label: 'Student loan repayment' },
  { value: 'pto', label: 'Paid time off' },
];

const states: ComboboxOption[] = [
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Texas',
].map((name) => ({ value: name.toLowerCase().replaceAll(' ', '-'), label: name }));

/** A stand-in for the server's state search: resolves at once with fixed data, so stories are stable. */
function searchStates(query: string): Promise<ComboboxOption[]> {
  const needle = query.trim().toLowerCase();
  return Promise.resolve(states.filter((state) => state.label.toLowerCase().startsWith(needle)));
}

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  args: {
    options: specialties,
    placeholder: 'Search specialties',
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field label="Specialty">
      <Combobox {...args} />
    </Field>
  ),
} satisfies Meta<ComboboxChoiceProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = {
  name: 'Single, chosen',
  args: { defaultValue: [specialties[1] as ComboboxOption] },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: [specialties[1] as ComboboxOption] },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Specialty' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = await body.findByRole('listbox', { name: 'Suggestions' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(body.getByRole('option', { name: /Neurology/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Multiple: Story = {
  name: 'Multiple with chips',
  args: {
    multiple: true,
    options: benefits,
    placeholder: 'Add benefits',
    defaultValue: benefits.slice(0, 3),
  },
  render: (args) => (
    <Field label="Benefits">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('combobox', { name: 'Benefits' });
    await step('each chip has a named remove button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Dental and vision' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith([benefits[0], benefits[2]]);
      await expect(input).toHaveFocus();
    });
    await step('Backspace in the empty text box removes the last chip', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(canvas.queryByText('Malpractice coverage')).not.toBeInTheDocument();
      await expect(args.onValueChange).toHaveBeenLastCalledWith([benefits[0]]);
    });
  },
};

export const ManyChips: Story = {
  name: 'Many chips (long text)',
  args: { multiple: true, options: benefits, defaultValue: benefits },
  render: (args) => (
    <Field label="Benefits">
      <Combobox {...args} />
    </Field>
  ),
};

export const Keyboard: Story = {
  name: 'Keyboard',
  args: { multiple: true, options: benefits, placeholder: 'Add benefits' },
  render: (args) => (
    <Field label="Benefits">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Benefits' });
    await step('Tab focuses the text box; ArrowDown opens the list', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await body.findByRole('listbox');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('typing filters; the arrows move the highlight and Enter chooses', async () => {
      await userEvent.keyboard('ance');
      await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(3));
      await waitFor(() =>
        expect(input).toHaveAttribute(
          'aria-activedescendant',
          body.getByRole('option', { name: 'Health insurance' }).id,
        ),
      );
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('option', { name: 'CME allowance' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([benefits[3]]);
      await expect(canvas.getByRole('button', { name: 'Remove CME allowance' })).toBeVisible();
      await expect(input).toHaveValue('');
      await expect(input).toHaveFocus();
    });
    await step('Escape closes the list and keeps focus', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toHaveFocus();
    });
    await step('Backspace removes the last chip', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    });
  },
};

export const SingleChoice: Story = {
  name: 'Single choice by keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Specialty' });
    await step('typing opens the filtered list', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('card');
      await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    });
    await step('Enter chooses and closes', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([specialties[1]]);
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: 'Remove Cardiology' })).toBeVisible();
    });
    await step('a new choice replaces the old one', async () => {
      await userEvent.keyboard('derm{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([specialties[2]]);
      await expect(canvas.queryByRole('button', { name: 'Remove Cardiology' })).not.toBeInTheDocument();
    });
  },
};

export const AsyncSearch: Story = {
  name: 'Async search',
  args: { multiple: true, options: undefined, onSearch: searchStates, placeholder: 'Search states' },
  render: (args) => (
    <Field label="Licensed in" description="The states where the physician must hold a license.">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Licensed in' });
    await step('typing searches and shows the matches', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('new');
      await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(4));
    });
    await step('Enter adds the highlighted state', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([{ value: 'new-york', label: 'New York' }]);
    });
    await step('a query without matches shows the empty message', async () => {
      await userEvent.keyboard('zz');
      await expect(await body.findByRole('status')).toHaveTextContent('No matches');
    });
  },
};

export const Loading: Story = {
  args: { options: undefined, onSearch: () => new Promise<ComboboxOption[]>(() => {}), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status')).toHaveTextContent('Searching…');
  },
};

export const Empty: Story = {
  args: { options: undefined, onSearch: () => Promise.resolve([]), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent('No matches. Try another spelling.'),
    );
  },
};

export const SearchError: Story = {
  name: 'Search error',
  args: {
    options: undefined,
    onSearch: () => Promise.reject(new Error('Network error')),
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Search is not available right now.');
  },
};

const organizations: ComboboxOption[] = [
  { value: 'org-riverside', label: 'Riverside Family Clinic', description: 'Austin, TX' },
  { value: 'org-riverside-peds', label: 'Riverside Pediatrics', description: 'Round Rock, TX' },
  { value: 'org-lakeside', label: 'Lakeside Family Medicine', description: 'Madison, WI' },
];

/** A stand-in for the directory search: resolves at once with fixed data. */
function searchOrganizations(query: string): Promise<ComboboxOption[]> {
  const needle = query.trim().toLowerCase();
  return Promise.resolve(organizations.filter((item) => item.label.toLowerCase().includes(needle)));
}

const onTextChange = fn();
const onOptionSelect = fn();
const onFormSubmit = fn();

export const FreeText: Story = {
  name: 'Free text with suggestions',
  render: () => (
    <form
      aria-label="Claim"
      onSubmit={(event) => {
        event.preventDefault();
        onFormSubmit(new FormData(event.currentTarget).get('organization'));
      }}
    >
      <Field label="Organization" description="Pick it from the directory, or type its name.">
        <Combobox
          freeText
          name="organization"
          onSearch={searchOrganizations}
          minQueryLength={2}
          onValueChange={onTextChange}
          onOptionSelect={onOptionSelect}
          listLabel="Organizations in the directory"
          shortMessage="Type at least 2 letters of the name."
          emptyMessage="Not in our directory. Keep the name you typed."
        />
      </Field>
    </form>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Organization' });
    await step('one letter is too short to search', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('H');
      await expect(await body.findByRole('status')).toHaveTextContent('Type at least 2 letters of the name.');
    });
    await step('text that matches nothing is kept as the value', async () => {
      await userEvent.keyboard('ill Country Cardiology');
      await expect(await body.findByRole('status')).toHaveTextContent('Not in our directory');
      await expect(onTextChange).toHaveBeenLastCalledWith('Hill Country Cardiology');
      await expect(input).toHaveValue('Hill Country Cardiology');
    });
    await step('Escape closes the list and keeps the text', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
      await expect(input).toHaveValue('Hill Country Cardiology');
      await expect(input).toHaveFocus();
    });
    await step('with nothing highlighted, Enter sends the form with the typed text', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onFormSubmit).toHaveBeenCalledWith('Hill Country Cardiology');
    });
    await step('a suggestion is an optional pick: the arrows and Enter put its name in the box', async () => {
      await userEvent.clear(input);
      await userEvent.keyboard('river');
      const listbox = await body.findByRole('listbox', { name: 'Organizations in the directory' });
      await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
      await waitFor(() =>
        expect(input).toHaveAttribute(
          'aria-activedescendant',
          body.getByRole('option', { name: /Riverside Family Clinic/ }).id,
        ),
      );
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('option', { name: /Riverside Pediatrics/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveValue('Riverside Pediatrics');
      await expect(onTextChange).toHaveBeenLastCalledWith('Riverside Pediatrics');
      await expect(onOptionSelect).toHaveBeenCalledWith(organizations[1]);
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(onFormSubmit).toHaveBeenCalledTimes(1);
    });
    await step('the picked name can still be edited as text', async () => {
      await userEvent.keyboard(' North');
      await expect(input).toHaveValue('Riverside Pediatrics North');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    });
  },
};

/** Free text: the suggestions float over what follows and close when focus leaves the box. */
export const FreeTextOpen: Story = {
  name: 'Free text, suggestions open',
  render: () => (
    <div className="grid gap-4 pb-40">
      <Field label="Organization">
        <Combobox
          freeText
          defaultValue="side"
          defaultOpen
          onSearch={searchOrganizations}
          listLabel="Organizations in the directory"
        />
      </Field>
      <button type="button" className="justify-self-start rounded-md border border-border px-3 py-2 text-sm">
        Next
      </button>
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Organization' });
    await step('Tab moves on and closes the list', async () => {
      input.focus();
      await body.findByRole('listbox');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    });
    await step('back in the box, the arrow key opens the suggestions for its text', async () => {
      input.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(3));
    });
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Specialty" error="Choose the specialty of the position" required>
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Specialty' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Choose the specialty of the position');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [specialties[4] as ComboboxOption] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Family medicine' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <Combobox aria-label="Empty" options={specialties} placeholder="Search specialties" />
      <Combobox aria-label="Single" options={specialties} defaultValue={[specialties[0] as ComboboxOption]} />
      <Combobox aria-label="Multiple" multiple options={benefits} defaultValue={benefits.slice(0, 4)} />
      <Combobox aria-label="Invalid" aria-invalid options={specialties} placeholder="Search specialties" />
      <Combobox
        aria-label="Disabled"
        disabled
        options={specialties}
        defaultValue={[specialties[5] as ComboboxOption]}
      />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ApplicantFilters,
  type ApplicantFiltersProps,
  type ApplicantFiltersValue,
} from './applicant-filters';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const filled: ApplicantFiltersValue = {
  queryText: 'ultrasound',
  specialty: 'family-medicine',
  subSpecialty: 'sports-medicine-family-medicine',
  state: 'WI',
  boardStatus: 'board-certified',
  minExperience: 3,
  yearAvailable: 2027,
};

/** The filters as the explore screen uses them: the page keeps the value (in the URL) and passes it back. */
function LiveFilters({ value: initial, onChange, ...props }: ApplicantFiltersProps) {
  const [value, setValue] = React.useState(initial);
  return (
    <ApplicantFilters
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Applicants/ApplicantFilters',
  component: ApplicantFilters,
  parameters: { viewport: { options: viewports } },
  args: {
    value: {},
    onChange: fn(),
    years: [2026, 2027, 2028, 2029, 2030, 2031],
  },
  render: (args) => <LiveFilters {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicantFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  name: 'No filters (sidebar)',
  play: async ({ canvasElement }) => {
    const search = canvasElement.querySelector('search') as HTMLElement;
    await expect(search).toHaveAttribute('aria-label', 'Filter candidates');
    await expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(within(search).getByRole('combobox', { name: 'Specialty' })).toHaveTextContent(
      'Any specialty',
    );
    await expect(within(search).getByRole('combobox', { name: 'Sub-specialty' })).toBeDisabled();
    await expect(within(search).getByRole('combobox', { name: 'Sub-specialty' })).toHaveAccessibleDescription(
      'Choose a specialty first.',
    );
    await expect(within(search).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

export const Filled: Story = {
  name: 'Every filter set (sidebar)',
  args: { value: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('ultrasound');
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('Family Medicine');
    await expect(canvas.getByRole('combobox', { name: 'Sub-specialty' })).toHaveTextContent(
      'Sports Medicine',
    );
    await expect(canvas.getByRole('combobox', { name: 'Home state' })).toHaveTextContent('Wisconsin');
    await expect(canvas.getByRole('combobox', { name: 'Board status' })).toHaveTextContent('Board certified');
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum experience (years)' })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: 'Year available' })).toHaveTextContent('2027');
  },
};

export const SearchIsDebounced: Story = {
  name: 'Search text is sent when typing pauses',
  // A longer pause than the default, so a busy test machine never sends between two keystrokes.
  args: { value: { state: 'WI' }, debounceMs: 700 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('chen');
    // Nothing is sent per keystroke…
    await expect(args.onChange).not.toHaveBeenCalled();
    // …only once typing pauses, with the other filters kept.
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(args.onChange).toHaveBeenCalledWith({ state: 'WI', queryText: 'chen' });
    // Enter sends at once.
    await userEvent.keyboard(' md{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'WI', queryText: 'chen md' });
  },
};

export const SpecialtyByKeyboard: Story = {
  name: 'Specialty, then its sub-specialty, by keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const specialty = canvas.getByRole('combobox', { name: 'Specialty' });
    await step('Tab to Specialty, Enter opens it, type to find Family Medicine, Enter picks it', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(specialty).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
      await userEvent.keyboard('Family');
      await waitFor(() => expect(body.getByRole('option', { name: 'Family Medicine' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ specialty: 'family-medicine' });
      await waitFor(() => expect(specialty).toHaveFocus());
    });
    await step("Sub-specialty now offers that specialty's sub-specialties", async () => {
      const subSpecialty = canvas.getByRole('combobox', { name: 'Sub-specialty' });
      await expect(subSpecialty).toBeEnabled();
      await userEvent.tab();
      await expect(subSpecialty).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
      await expect(body.queryByRole('option', { name: 'Pediatric Cardiology' })).not.toBeInTheDocument();
      await userEvent.keyboard('Sports');
      await waitFor(() => expect(body.getByRole('option', { name: 'Sports Medicine' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        specialty: 'family-medicine',
        subSpecialty: 'sports-medicine-family-medicine',
      });
    });
  },
};

export const OtherSpecialtyClearsSubSpecialty: Story = {
  name: 'Another specialty clears the sub-specialty',
  args: { value: filled },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: 'Specialty' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('Pediatrics');
    await waitFor(() => expect(body.getByRole('option', { name: 'Pediatrics' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const { subSpecialty: _cleared, ...rest } = filled;
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...rest, specialty: 'pediatrics' });
    await expect(canvas.getByRole('combobox', { name: 'Sub-specialty' })).toHaveTextContent(
      'Any sub-specialty',
    );
  },
};

export const ExperienceByKeyboard: Story = {
  name: 'Minimum experience by keyboard',
  play: async ({ args, canvas }) => {
    const experience = canvas.getByRole('spinbutton', { name: 'Minimum experience (years)' });
    experience.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ minExperience: 3 });
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};

export const ClearFilters: Story = {
  name: 'Clear filters',
  args: { value: filled },
  play: async ({ args, canvas }) => {
    canvas.getByRole('combobox', { name: 'Year available' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('Any specialty');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { value: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters (6)' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Specialty' })).not.toBeInTheDocument();
  },
};

export const NarrowSheetByKeyboard: Story = {
  name: 'Narrow: filters sheet by keyboard',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { value: { state: 'WI', boardStatus: 'board-certified' } },
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Filters (2)' });
    await step('Enter opens the sheet with focus inside', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const sheet = await body.findByRole('dialog', { name: 'Filters' });
      await waitFor(() =>
        expect(sheet).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
      );
      await expect(within(sheet).getByRole('combobox', { name: 'Home state' })).toHaveTextContent(
        'Wisconsin',
      );
    });
    await step('a change in the sheet reaches onChange and the count', async () => {
      const sheet = body.getByRole('dialog', { name: 'Filters' });
      within(sheet).getByRole('spinbutton', { name: 'Minimum experience (years)' }).focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(args.onChange).toHaveBeenLastCalledWith({
        state: 'WI',
        boardStatus: 'board-certified',
        minExperience: 1,
      });
      await expect(canvas.getByRole('button', { name: 'Filters (3)', hidden: true })).toBeInTheDocument();
    });
    await step('Escape closes the sheet and focus returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();
    });
  },
};

export const NarrowSheetOpen: Story = {
  name: 'Narrow: filters sheet open',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { value: filled },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Filters (6)' }).focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('combobox', { name: 'Specialty' })).toHaveTextContent(
      'Family Medicine',
    );
    await expect(within(sheet).getByRole('button', { name: 'Show candidates' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { YearPicker, yearsBetween } from './year-picker';

const meta = {
  title: 'Primitives/YearPicker',
  component: YearPicker,
  args: { min: 1980, max: 2026, onValueChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field label="Board certification year">
      <YearPicker {...args} />
    </Field>
  ),
} satisfies Meta<typeof YearPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open list is modal: Radix hides the page behind it, trigger included (see the Select stories). */
const openListA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Board certification year' })).toHaveTextContent(
      'Choose a year',
    );
  },
};

export const WithValue: Story = { name: 'With value', args: { defaultValue: 2012 } };

export const Open: Story = {
  parameters: openListA11y,
  args: { defaultOpen: true, defaultValue: 2024 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    const options = body.getAllByRole('option');
    await expect(options).toHaveLength(47);
    await expect(options[0]).toHaveTextContent('2026');
    await expect(body.getByRole('option', { name: '2024' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const OldestFirst: Story = {
  name: 'Oldest first (short range)',
  parameters: openListA11y,
  args: { min: 2020, max: 2026, order: 'oldest-first', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await expect(body.getAllByRole('option')[0]).toHaveTextContent('2020');
    await expect(yearsBetween(2020, 2022)).toEqual([2022, 2021, 2020]);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Board certification year" error="Choose the year of certification">
      <YearPicker {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Board certification year' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2015 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Board certification year' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Board certification year' });
    await step('Tab focuses; Space opens at the newest year', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard(' ');
      await body.findByRole('listbox');
      await waitFor(() => expect(body.getByRole('option', { name: '2026' })).toHaveFocus());
    });
    await step('ArrowDown moves to older years and Enter chooses', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(args.onValueChange).toHaveBeenLastCalledWith(2024);
      await expect(trigger).toHaveTextContent('2024');
    });
    await step('Escape closes without a change', async () => {
      await userEvent.keyboard('{Enter}');
      await body.findByRole('listbox');
      await userEvent.keyboard('{ArrowDown}{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
      await expect(trigger).toHaveFocus();
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <YearPicker aria-label="Empty" min={1980} max={2026} />
      <YearPicker aria-label="Chosen" min={1980} max={2026} defaultValue={2010} />
      <YearPicker aria-label="Invalid" aria-invalid min={1980} max={2026} />
      <YearPicker aria-label="Disabled" disabled min={1980} max={2026} defaultValue={1999} />
    </div>
  ),
};

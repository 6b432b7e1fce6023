import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import { forgetLoadedOptionSelect, OptionSelect, type SelectOption } from './option-select';

const practiceTypes: SelectOption[] = [
  { value: 'private', label: 'Private practice' },
  { value: 'hospital', label: 'Hospital' },
  { value: 'academic', label: 'Academic medical center' },
  { value: 'fqhc', label: 'Federally qualified health center', disabled: true },
  { value: 'urgent-care', label: 'Urgent care' },
];

const meta = {
  title: 'Primitives/Select/OptionSelect',
  component: OptionSelect,
  args: { options: practiceTypes, placeholder: 'Choose the practice type', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field label="Practice type">
      <OptionSelect {...args} />
    </Field>
  ),
} satisfies Meta<typeof OptionSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The select with its value held in state, as a form holds it. */
function Stateful(args: React.ComponentProps<typeof OptionSelect>) {
  const [value, setValue] = React.useState(args.value ?? '');
  return (
    <Field label="Practice type">
      <OptionSelect
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    </Field>
  );
}

/** A press on the look-alike opens the list once the real select is there. */
export const Pointer: Story = {
  name: 'Pointer: a press on the look-alike opens the list',
  // The real select, once loaded, serves every select mounted after it: this story starts before it has loaded.
  beforeEach: () => forgetLoadedOptionSelect(),
  render: (args) => <Stateful {...args} />,
  args: { value: 'hospital' },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('combobox', { name: 'Practice type' });
    await expect(trigger()).toHaveAttribute('data-deferred', 'pending');
    await userEvent.click(trigger());
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(body.getByRole('option', { name: 'Hospital' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(body.getByRole('option', { name: 'Private practice' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('private');
    await expect(trigger()).toHaveTextContent('Private practice');
    await expect(trigger()).not.toHaveAttribute('data-deferred');
  },
};

/** Nothing chosen: the placeholder, in the look-alike and the real trigger alike. */
export const LookAlike: Story = {
  name: 'Nothing chosen',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Practice type' });
    await expect(trigger).toHaveTextContent('Choose the practice type');
    await expect(trigger).toHaveAttribute('data-placeholder');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithValue: Story = {
  name: 'With value',
  args: { value: 'academic' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Practice type' });
    await expect(trigger).toHaveTextContent('Academic medical center');
    await expect(trigger).not.toHaveAttribute('data-placeholder');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Practice type" error="Choose the practice type" required>
      <OptionSelect {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Practice type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the practice type');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Practice type' })).toBeDisabled();
  },
};

/** Tab reaches the look-alike; the real trigger takes its place and the focus; the keyboard works as Radix's. */
export const Keyboard: Story = {
  name: 'Keyboard: the focus moves to the real trigger',
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('combobox', { name: 'Practice type' });
    await step('Tab focuses the trigger; the real one replaces it and keeps the focus', async () => {
      await userEvent.tab();
      await waitFor(() => expect(trigger()).not.toHaveAttribute('data-deferred'));
      await expect(trigger()).toHaveFocus();
    });
    await step('Enter opens the list; the arrows skip the disabled option; Enter chooses', async () => {
      await userEvent.keyboard('{Enter}');
      await body.findByRole('listbox');
      await waitFor(() => expect(body.getByRole('option', { name: 'Private practice' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(body.getByRole('option', { name: 'Urgent care' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(args.onValueChange).toHaveBeenLastCalledWith('urgent-care');
      await expect(trigger()).toHaveTextContent('Urgent care');
      await expect(trigger()).toHaveFocus();
    });
  },
};

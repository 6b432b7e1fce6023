import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import type { ComboboxOption } from './combobox';
import { DeferredCombobox, forgetLoadedCombobox } from './deferred-combobox';

const specialties: ComboboxOption[] = [
  { value: 'anesthesiology', label: 'Anesthesiology' },
  { value: 'cardiology', label: 'Cardiology' },
  { value: 'dermatology', label: 'Dermatology' },
  { value: 'family-medicine', label: 'Family Medicine' },
  { value: 'gastroenterology', label: 'Gastroenterology' },
];

const meta = {
  title: 'Primitives/Combobox/DeferredCombobox',
  component: DeferredCombobox,
  args: {
    options: specialties,
    placeholder: 'Search specialties',
    listLabel: 'Specialties',
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
      <DeferredCombobox {...args} />
    </Field>
  ),
} satisfies Meta<typeof DeferredCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any input the box is a look-alike; a click in it loads the combobox, which takes the focus. */
export const FocusMoves: Story = {
  name: 'A click loads the combobox and the focus moves to it',
  beforeEach: () => forgetLoadedCombobox(),
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = () => canvas.getByRole('combobox', { name: 'Specialty' });
    await step('the look-alike: the same role, name and placeholder', async () => {
      await expect(input()).toHaveAttribute('data-deferred', 'pending');
      await expect(input()).toHaveAttribute('placeholder', 'Search specialties');
      await expect(input()).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a click: the combobox takes over with the focus', async () => {
      await userEvent.click(input());
      await waitFor(() => expect(input()).not.toHaveAttribute('data-deferred'));
      await expect(input()).toHaveFocus();
    });
    await step('typing filters, Enter chooses', async () => {
      await userEvent.keyboard('card');
      await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith([specialties[1]]);
      await expect(canvas.getByRole('button', { name: 'Remove Cardiology' })).toBeVisible();
    });
  },
};

/** A chip's remove button works in the look-alike: the press holds the swap until its click is done. */
export const RemoveBeforeLoad: Story = {
  name: 'A chip is removed before the combobox loads',
  beforeEach: () => forgetLoadedCombobox(),
  args: {
    multiple: true,
    defaultValue: [specialties[0] as ComboboxOption, specialties[2] as ComboboxOption],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveAttribute(
      'data-deferred',
      'pending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dermatology' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([specialties[0]]);
    await expect(canvas.queryByRole('button', { name: 'Remove Dermatology' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Anesthesiology' })).toBeVisible();
  },
};

/** Typed into the look-alike before the combobox came: the text stays and the list opens for it. */
export const TypedBeforeLoad: Story = {
  name: 'Text typed before the combobox loads is kept',
  beforeEach: () => forgetLoadedCombobox(),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Specialty' });
    // Typed where the focus is: into the look-alike, then into the combobox once it has taken over.
    input.focus();
    await userEvent.keyboard('derm');
    const listbox = await body.findByRole('listbox', { name: 'Specialties' });
    await expect(listbox).toBeVisible();
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    const combobox = canvas.getByRole('combobox', { name: 'Specialty' });
    await expect(combobox).toHaveValue('derm');
    await expect(combobox).toHaveFocus();
  },
};

export const Placeholder: Story = {};

export const Chips: Story = {
  args: {
    multiple: true,
    defaultValue: [specialties[1] as ComboboxOption, specialties[3] as ComboboxOption],
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Specialty" error="Choose a specialty" required>
      <DeferredCombobox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, multiple: true, defaultValue: [specialties[4] as ComboboxOption] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field/field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { onValueChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Field label="Practice type">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose the practice type" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="private">Private practice</SelectItem>
          <SelectItem value="hospital">Hospital</SelectItem>
          <SelectItem value="academic">Academic medical center</SelectItem>
          <SelectItem value="fqhc" disabled>
            Federally qualified health center
          </SelectItem>
          <SelectItem value="urgent-care">Urgent care</SelectItem>
        </SelectContent>
      </Select>
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the list is open Radix Select is modal: it sets `aria-hidden` on the rest of the page, the
 * trigger included, and keeps focus in the list, so the hidden trigger cannot be reached. axe still
 * reports the trigger as a focusable element inside `aria-hidden`; only that rule is skipped, and only
 * in the stories that are screenshot open.
 */
const openListA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** Nothing chosen: the placeholder shows. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Practice type' });
    await expect(trigger).toHaveTextContent('Choose the practice type');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

export const WithValue: Story = { name: 'With value', args: { defaultValue: 'hospital' } };

export const Open: Story = {
  parameters: openListA11y,
  args: { defaultOpen: true, defaultValue: 'academic' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(body.getByRole('option', { name: 'Academic medical center' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(body.getByRole('option', { name: 'Federally qualified health center' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Practice type" error="Choose the practice type">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose the practice type" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="private">Private practice</SelectItem>
        </SelectContent>
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Practice type' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'private' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Practice type' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Practice type' });
    await step('Tab focuses the trigger and Enter opens the list', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await body.findByRole('listbox');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('the arrows skip the disabled option; Enter chooses', async () => {
      await waitFor(() => expect(body.getByRole('option', { name: 'Private practice' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await expect(body.getByRole('option', { name: 'Urgent care' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(args.onValueChange).toHaveBeenLastCalledWith('urgent-care');
      await expect(trigger).toHaveTextContent('Urgent care');
      await expect(trigger).toHaveFocus();
    });
    await step('Escape closes without changing the value', async () => {
      await userEvent.keyboard(' ');
      await body.findByRole('listbox');
      await userEvent.keyboard('{ArrowUp}{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(trigger).toHaveTextContent('Urgent care');
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    });
  },
};

const states = {
  Northeast: ['Connecticut', 'Maine', 'Massachusetts', 'New Hampshire', 'New York', 'Vermont'],
  South: ['Florida', 'Georgia', 'North Carolina', 'Tennessee', 'Texas', 'Virginia'],
  West: ['Arizona', 'California', 'Colorado', 'Oregon', 'Washington'],
};

export const Groups: Story = {
  name: 'Groups (many items)',
  parameters: openListA11y,
  args: { defaultOpen: true, defaultValue: 'Texas' },
  render: (args) => (
    <Field label="State">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a state" />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(states).map(([region, names], index) => (
            <SelectGroup key={region}>
              {index > 0 ? <SelectSeparator /> : null}
              <SelectLabel>{region}</SelectLabel>
              {names.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </SelectContent>
      </Select>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('group', { name: 'South' })).toBeInTheDocument();
    await expect(body.getByRole('option', { name: 'Texas' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { defaultValue: 'long' },
  render: (args) => (
    <Field label="Specialty">
      <Select {...args}>
        <SelectTrigger>
          <SelectValue placeholder="Choose a specialty" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="long">
            Physical medicine and rehabilitation, spinal cord injury medicine
          </SelectItem>
        </SelectContent>
      </Select>
    </Field>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      {(
        [
          ['Placeholder', {}],
          ['Chosen', { defaultValue: 'private' }],
          ['Invalid', { defaultValue: 'private', invalid: true }],
          ['Disabled', { defaultValue: 'private', disabled: true }],
        ] as const
      ).map(([name, state]) => (
        <Select
          key={name}
          defaultValue={'defaultValue' in state ? state.defaultValue : undefined}
          disabled={'disabled' in state}
        >
          <SelectTrigger aria-label={name} aria-invalid={'invalid' in state || undefined}>
            <SelectValue placeholder="Choose the practice type" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="private">Private practice</SelectItem>
          </SelectContent>
        </Select>
      ))}
    </div>
  ),
};

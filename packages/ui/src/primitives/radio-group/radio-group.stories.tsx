import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from './radio-group';

/**
 * Presses an arrow key and holds it until focus has moved: Radix moves focus a tick after keydown and
 * checks the option only while the key is down, as with a real key press.
 */
async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  const before = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Employment type', defaultValue: 'full-time', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="full-time" label="Full-time" description="Eight or more half-days a week." />
      <RadioGroupItem value="part-time" label="Part-time" description="Fewer than eight half-days a week." />
      <RadioGroupItem
        value="locum"
        label="Locum tenens"
        description="A temporary assignment, paid per shift."
      />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescriptions: Story = {
  name: 'With descriptions',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Part-time' })).toHaveAccessibleDescription(
      'Fewer than eight half-days a week.',
    );
    await expect(canvas.getByRole('radio', { name: 'Full-time' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', 'aria-label': 'Shift', defaultValue: 'day' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="day" label="Day" />
      <RadioGroupItem value="evening" label="Evening" />
      <RadioGroupItem value="night" label="Night" />
    </RadioGroup>
  ),
  play: async ({ canvas, step }) => {
    await step('ArrowRight moves to and chooses the next option', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Day' })).toHaveFocus();
      await pressArrow('ArrowRight');
      await expect(canvas.getByRole('radio', { name: 'Evening' })).toBeChecked();
    });
  },
};

export const NoneChosen: Story = { name: 'Nothing chosen', args: { defaultValue: undefined } };

export const Invalid: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <div className="grid gap-2">
      <RadioGroup {...args} aria-invalid aria-describedby="employment-error">
        <RadioGroupItem value="full-time" label="Full-time" aria-invalid />
        <RadioGroupItem value="part-time" label="Part-time" aria-invalid />
      </RadioGroup>
      <p id="employment-error" className="font-medium text-danger text-sm">
        Choose the employment type
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Choose the employment type');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const DisabledItem: Story = {
  name: 'Disabled item',
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="full-time" label="Full-time" />
      <RadioGroupItem
        value="part-time"
        label="Part-time"
        disabled
        description="Not offered at this location."
      />
      <RadioGroupItem value="locum" label="Locum tenens" />
    </RadioGroup>
  ),
  play: async ({ canvas, step }) => {
    await step('the arrow keys skip the disabled option', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Full-time' })).toHaveFocus();
      await pressArrow('ArrowDown');
      await expect(canvas.getByRole('radio', { name: 'Locum tenens' })).toBeChecked();
    });
  },
};

export const Keyboard: Story = {
  name: 'Keyboard',
  play: async ({ args, canvas, step }) => {
    await step('Tab enters at the chosen option', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Full-time' })).toHaveFocus();
    });
    await step('ArrowDown moves to and chooses the next option', async () => {
      await pressArrow('ArrowDown');
      await expect(canvas.getByRole('radio', { name: 'Part-time' })).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('part-time');
    });
    await step('ArrowUp wraps around from the first option', async () => {
      await pressArrow('ArrowUp');
      await pressArrow('ArrowUp');
      await expect(canvas.getByRole('radio', { name: 'Locum tenens' })).toBeChecked();
    });
    await step('clicking a label chooses its option', async () => {
      await userEvent.click(canvas.getByText('Full-time'));
      await expect(canvas.getByRole('radio', { name: 'Full-time' })).toBeChecked();
    });
  },
};

export const LongText: Story = {
  name: 'Long text',
  render: (args) => (
    <div className="max-w-md">
      <RadioGroup {...args}>
        <RadioGroupItem
          value="full-time"
          label="Full-time employed physician with a partnership track after two years"
          description="Salary plus productivity bonus, full benefits, malpractice insurance with tail coverage and four weeks of paid time off."
        />
        <RadioGroupItem
          value="part-time"
          label="Part-time"
          description="Fewer than eight half-days a week, benefits prorated to the hours worked."
        />
      </RadioGroup>
    </div>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-8">
      <RadioGroup aria-label="Vertical" defaultValue="b">
        <RadioGroupItem value="a" label="Unchosen" />
        <RadioGroupItem value="b" label="Chosen" description="With a description" />
        <RadioGroupItem value="c" label="Disabled" disabled />
      </RadioGroup>
      <RadioGroup aria-label="Horizontal" orientation="horizontal" defaultValue="a">
        <RadioGroupItem value="a" label="Chosen" />
        <RadioGroupItem value="b" label="Unchosen" />
        <RadioGroupItem value="c" label="Invalid" aria-invalid />
      </RadioGroup>
      <RadioGroup aria-label="Disabled group" disabled defaultValue="a" orientation="horizontal">
        <RadioGroupItem value="a" label="Disabled, chosen" />
        <RadioGroupItem value="b" label="Disabled" />
      </RadioGroup>
    </div>
  ),
};

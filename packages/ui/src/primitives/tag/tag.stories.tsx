import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tag } from './tag';

const variants = ['neutral', 'brand', 'success', 'warning', 'danger'] as const;

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: 'Cardiology', onRemove: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants, table: { defaultValue: { summary: 'neutral' } } },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Neutral: Story = { args: { variant: 'neutral' } };
export const Brand: Story = { args: { variant: 'brand' } };
export const Success: Story = { args: { variant: 'success', children: 'Licensed' } };
export const Warning: Story = { args: { variant: 'warning', children: 'License expiring' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Rejected' } };

export const NotRemovable: Story = {
  name: 'Not removable',
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Cardiology' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { children: 'Internal medicine with a focus on infectious diseases and travel medicine' },
  decorators: [
    (Story) => (
      <div className="max-w-64">
        <Story />
      </div>
    ),
  ],
};

export const LongTextWrapped: Story = {
  name: 'Long text, wrapped',
  args: {
    wrap: true,
    onRemove: undefined,
    children: 'Invited to Family Medicine Physician — Madison East Clinic — pending',
  },
  decorators: [
    (Story) => (
      <div className="max-w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    // Every word is shown, on more lines, within the width it is given.
    const tag = canvasElement.querySelector<HTMLElement>('[data-slot="tag"]');
    await expect(canvas.getByText(/Madison East Clinic — pending$/)).toBeVisible();
    await expect(tag?.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    await expect(tag?.getBoundingClientRect().height).toBeGreaterThan(28);
  },
};

export const RemoveWithKeyboard: Story = {
  name: 'Remove with keyboard',
  play: async ({ args, canvas, step }) => {
    const remove = canvas.getByRole('button', { name: 'Remove Cardiology' });
    await step('Tab focuses the remove button', async () => {
      await userEvent.tab();
      await expect(remove).toHaveFocus();
    });
    await step('Enter and Space call onRemove', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onRemove).toHaveBeenCalledTimes(2);
    });
    await step('a click calls onRemove', async () => {
      await userEvent.click(remove);
      await expect(args.onRemove).toHaveBeenCalledTimes(3);
    });
  },
};

export const ManyItems: Story = {
  name: 'Many items',
  render: (args) => (
    <ul aria-label="Specialties" className="flex max-w-lg flex-wrap gap-2">
      {['Cardiology', 'Dermatology', 'Neurology', 'Pediatrics', 'Radiology', 'Oncology', 'Psychiatry'].map(
        (specialty) => (
          <li key={specialty}>
            <Tag onRemove={args.onRemove}>{specialty}</Tag>
          </li>
        ),
      )}
    </ul>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          <Tag variant={variant}>{variant}</Tag>
          <Tag variant={variant} onRemove={args.onRemove}>
            {`${variant} removable`}
          </Tag>
          <Tag variant={variant} onRemove={args.onRemove} disabled>
            {`${variant} disabled`}
          </Tag>
        </div>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading applicants' },
  argTypes: {
    size: { control: 'inline-radio', options: sizes, table: { defaultValue: { summary: 'md' } } },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading applicants' });
    await expect(status).toHaveTextContent('Loading applicants');
    await expect(status.querySelector('[data-slot="spinner-icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const WithVisibleLabel: Story = {
  name: 'With visible label',
  args: { showLabel: true, label: 'Saving the job…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saving the job…')).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { showLabel: true, label: 'Matching 1 240 physicians against the requirements of this position…' },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-wrap items-center gap-8">
      {sizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
      {sizes.map((size) => (
        <Spinner key={`${size}-label`} size={size} label={`Loading ${size}`} showLabel />
      ))}
    </div>
  ),
};

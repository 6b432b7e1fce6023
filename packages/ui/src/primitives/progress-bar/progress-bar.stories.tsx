import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading CV', value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InProgress: Story = {
  name: 'In progress',
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading CV' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = {
  args: { value: 100, label: 'Profile complete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'complete');
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Checking medical license' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Checking medical license' });
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValue: Story = {
  name: 'Custom value text',
  args: {
    label: 'Profile steps',
    value: 3,
    max: 5,
    formatValue: (value, max) => `${value} of ${max} steps`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 steps');
  },
};

export const WithoutValue: Story = { name: 'Without value text', args: { showValue: false } };

export const LongText: Story = {
  name: 'Long text',
  args: {
    label: 'Uploading the medical license, the specialist certificate and three letters of reference',
    value: 72,
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-6">
      {[0, 25, 50, 75, 100].map((value) => (
        <ProgressBar key={value} label={`Progress ${value}`} value={value} />
      ))}
      <ProgressBar label="Indeterminate" value={null} />
    </div>
  ),
};

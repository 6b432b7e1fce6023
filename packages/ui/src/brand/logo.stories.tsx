import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo } from './logo';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { variant: 'full', size: 32 },
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'mark'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'MedHire' })).toHaveAttribute('data-variant', 'full');
  },
};

export const Mark: Story = {
  args: { variant: 'mark' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'MedHire' });
    await expect(logo.querySelector('[data-slot="logo-wordmark"]')).toBeNull();
  },
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** On the dark brand panel of the sign-in screen. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div className="inline-flex rounded-lg bg-brand-800 p-6">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'MedHire' })).toHaveAttribute('data-tone', 'inverse');
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-6">
      {[24, 32, 48, 64].map((size) => (
        <div key={size} className="flex items-center gap-8">
          <Logo size={size} label={`MedHire, ${size} pixels`} />
          <Logo size={size} variant="mark" label={`MedHire mark, ${size} pixels`} />
        </div>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './icon-button';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const;
const sizes = ['xs', 'sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Edit job', children: <Pencil />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants, table: { defaultValue: { summary: 'ghost' } } },
    size: { control: 'inline-radio', options: sizes, table: { defaultValue: { summary: 'md' } } },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = {
  args: { variant: 'destructive', label: 'Delete job', children: <Trash2 /> },
};

export const ExtraSmall: Story = {
  name: 'Extra small (24 px)',
  args: { size: 'xs', label: 'Close', children: <X /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit job' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'outline' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit job' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AccessibleName: Story = {
  name: 'Accessible name from label',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit job' });
    await expect(button).toHaveAttribute('aria-label', 'Edit job');
    await expect(button).toHaveAttribute('data-slot', 'icon-button');
    await expect(button.querySelector('[data-slot="icon-button-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Edit job' });
    await step('Tab focuses it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step('Enter and Space activate it', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(6,max-content)] items-center gap-x-6 gap-y-4">
      <span />
      {[...sizes, 'loading', 'disabled'].map((column) => (
        <span key={column} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {column}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="font-medium text-sm">{variant}</span>
          {sizes.map((size) => (
            <IconButton
              key={size}
              variant={variant}
              size={size}
              label={`Edit (${variant} ${size})`}
              onClick={args.onClick}
            >
              <Pencil />
            </IconButton>
          ))}
          <IconButton variant={variant} loading label={`Saving (${variant})`}>
            <Pencil />
          </IconButton>
          <IconButton variant={variant} disabled label={`Edit (${variant} disabled)`}>
            <Pencil />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};

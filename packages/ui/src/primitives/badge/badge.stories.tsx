import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const variants = ['neutral', 'brand', 'success', 'warning', 'danger', 'outline'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Full-time' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: variants,
      description: 'Colour by meaning. Labels default to `neutral`, counts to `danger`.',
    },
    count: { control: 'number', description: 'Shows a number badge instead of the children.' },
    max: { control: 'number', table: { defaultValue: { summary: '99' } } },
    countLabel: { control: 'text', table: { defaultValue: { summary: 'unread' } } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Neutral: Story = { args: { variant: 'neutral', children: 'Draft' } };
export const Brand: Story = { args: { variant: 'brand', children: 'Family Medicine' } };
export const Success: Story = { args: { variant: 'success', children: 'Hired' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Expires in 3 days' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Offer declined' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Locum' } };

export const WithIcon: Story = {
  name: 'With icon',
  args: {
    variant: 'success',
    children: (
      <>
        <CircleCheck aria-hidden="true" />
        Board certified
      </>
    ),
  },
};

export const Count: Story = {
  args: { count: 3 },
  play: async ({ canvas, canvasElement, step }) => {
    await step('shows the number and reads it with its meaning', async () => {
      const badge = canvasElement.querySelector('[data-slot="badge"]');
      await expect(badge).toHaveAttribute('data-form', 'count');
      await expect(badge).toHaveTextContent('3');
      await expect(canvas.getByText('3 unread')).toHaveClass('sr-only');
    });
  },
};

export const CountCapped: Story = {
  name: 'Count above 99',
  args: { count: 128, countLabel: 'new applicants' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge-count"]')).toHaveTextContent('99+');
    await expect(canvasElement.querySelector('[data-slot="badge-count"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.getByText('128 new applicants')).toBeInTheDocument();
  },
};

export const CountZero: Story = {
  name: 'Count of zero (renders nothing)',
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

export const OnIconButton: Story = {
  name: 'Count on an icon button',
  render: () => (
    <button
      type="button"
      className="relative inline-flex size-10 items-center justify-center rounded-md border border-input focus-visible:focus-ring"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">Notifications</span>
      <Badge count={7} className="absolute -top-1.5 -right-1.5" />
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications 7 unread' })).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { variant: 'brand', children: 'Obstetrics and Gynecology — Maternal-Fetal Medicine' },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(4,max-content)] items-center justify-items-start gap-x-6 gap-y-3">
      <span />
      {['label', 'count 3', 'count 42', 'count 120'].map((column) => (
        <span key={column} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {column}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="font-medium text-sm">{variant}</span>
          <Badge variant={variant}>Interview</Badge>
          <Badge variant={variant} count={3} />
          <Badge variant={variant} count={42} />
          <Badge variant={variant} count={120} />
        </div>
      ))}
    </div>
  ),
};

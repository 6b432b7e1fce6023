import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Post a job', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: variants,
      description: 'Emphasis: one `primary` action per view; `destructive` for irreversible actions.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'inline-radio',
      options: [...sizes, 'icon'],
      description: 'Height 32 / 40 / 48 px; `icon` is a 40 px square (give it an `aria-label`).',
      table: { defaultValue: { summary: 'md' } },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete job' } };
export const Link: Story = { args: { variant: 'link', children: 'View applicants' } };

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Plus aria-hidden="true" />
        New job
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: {
    size: 'icon',
    variant: 'outline',
    'aria-label': 'Delete job',
    children: <Trash2 aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete job' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Post a job' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving…' },
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await step('is busy and refuses to act, but keeps the focus it has', async () => {
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAttribute('data-state', 'loading');
      button.focus();
      await expect(button).toHaveFocus();
    });
    await step('shows a spinner hidden from assistive technology', async () => {
      const spinner = button.querySelector('[data-slot="button-spinner"]');
      await expect(spinner).toBeInTheDocument();
      await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    });
    await step('ignores clicks and keys', async () => {
      await userEvent.click(button, { pointerEventsCheck: 0 });
      button.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).not.toHaveBeenCalled();
      // The baseline shows the busy look alone, without the focus ring of the steps above.
      button.blur();
    });
  },
};

export const LongText: Story = {
  args: { children: 'Invite the physician to a video interview next week' },
};

export const AsChildLink: Story = {
  name: 'As child (link)',
  args: {
    asChild: true,
    variant: 'outline',
    children: (
      <a href="#applicants">
        Open applicants
        <ArrowRight aria-hidden="true" />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open applicants' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('href', '#applicants');
  },
};

export const ClickAndKeyboard: Story = {
  name: 'Click and keyboard',
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Post a job' });
    await step('click calls onClick', async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('Tab focuses it and Enter / Space activate it', async () => {
      button.blur();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="inline-grid grid-cols-[auto_repeat(5,max-content)] items-center gap-x-6 gap-y-4">
      <span />
      {['sm', 'md', 'lg', 'loading', 'disabled'].map((column) => (
        <span key={column} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {column}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="font-medium text-sm">{variant}</span>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size} onClick={args.onClick}>
              Post a job
            </Button>
          ))}
          <Button variant={variant} loading onClick={args.onClick}>
            Saving…
          </Button>
          <Button variant={variant} disabled onClick={args.onClick}>
            Post a job
          </Button>
        </div>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Callout } from './callout';

const tones = ['info', 'warning', 'success'] as const;

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  args: {
    tone: 'info',
    title: 'Your organization is being reviewed',
    description:
      'We review new organizations, usually within one business day. Candidates see your jobs once it is approved.',
  },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: tones,
      description: '`info` explains, `warning` asks for something to be fixed, `success` confirms.',
      table: { defaultValue: { summary: 'info' } },
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const callout = canvas.getByRole('status', { name: 'Your organization is being reviewed' });
    await expect(callout).toHaveAttribute('data-tone', 'info');
    await expect(callout).toHaveAccessibleDescription(/usually within one business day/);
  },
};

export const Info: Story = {
  args: { tone: 'info', icon: <Clock /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Your organization is being reviewed' }),
    ).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your subscription has lapsed',
    description:
      'You can still read your jobs and conversations. Posting, exploring, inviting and messaging resume when the payment goes through.',
  },
  play: async ({ canvas }) => {
    const callout = canvas.getByRole('status', { name: 'Your subscription has lapsed' });
    await expect(callout).toHaveAttribute('data-tone', 'warning');
    await expect(callout).toHaveTextContent('You can still read your jobs and conversations.');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Your organization is approved',
    description: 'Candidates can now see your jobs, and you can explore, invite and message them.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Your organization is approved' })).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

const onChoosePlan = fn();

export const WithAction: Story = {
  name: 'With an action',
  args: {
    tone: 'info',
    title: 'Choose a plan to start recruiting',
    description: 'Post jobs, explore candidates and message them once your plan is active.',
    action: <Button onClick={onChoosePlan}>Choose a plan</Button>,
  },
  play: async ({ canvas, step }) => {
    await step('the callout is named by its title', async () => {
      await expect(canvas.getByRole('status', { name: 'Choose a plan to start recruiting' })).toBeVisible();
    });
    await step('the action works', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose a plan' }));
      await expect(onChoosePlan).toHaveBeenCalled();
    });
  },
};

export const AsNote: Story = {
  name: 'Another role',
  args: {
    role: 'note',
    title: 'Messages are read-only',
    description: 'Update your payment to write to candidates again.',
    icon: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('note', { name: 'Messages are read-only' })).toBeVisible();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    tone: 'warning',
    title:
      'Your subscription has lapsed because the last payment for Riverbend Family Practice and Associates did not go through',
    description:
      'You can still read your jobs, your applicants and every conversation with candidates. Posting new jobs, exploring candidates, inviting them to your jobs and messaging them resume as soon as the payment goes through. If your card has expired, add a new one in Manage subscription; the payment is retried at once.',
    action: (
      <Button variant="outline" size="sm">
        Update payment
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update payment' })).toBeVisible();
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      {tones.map((tone) => (
        <Callout
          key={tone}
          tone={tone}
          headingLevel={3}
          title={`The ${tone} tone`}
          description="A line that says what it means and what to do."
        />
      ))}
      {tones.map((tone) => (
        <Callout
          key={`${tone}-action`}
          tone={tone}
          headingLevel={3}
          title={`The ${tone} tone with an action`}
          description="A line that says what it means and what to do."
          action={
            <Button size="sm" variant="outline">
              Action
            </Button>
          }
        />
      ))}
      <Callout headingLevel={3} title="Title only" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(7);
    for (const tone of tones) {
      await expect(canvas.getByRole('status', { name: `The ${tone} tone` })).toHaveAttribute(
        'data-tone',
        tone,
      );
    }
  },
};

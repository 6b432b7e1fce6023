import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FocusLayout } from './focus-layout';

const onChoose = fn();

function Question() {
  return (
    <section aria-labelledby="question" className="flex flex-col gap-6 text-center">
      <h1 id="question" className="font-semibold text-2xl tracking-tight">
        Would you rather hire a physician who…
      </h1>
      <div className="grid gap-4 sm:grid-cols-2">
        {['Has ten years in a rural practice', 'Speaks the language of most of your patients'].map(
          (option) => (
            <button
              key={option}
              type="button"
              onClick={() => onChoose(option)}
              className="min-h-24 cursor-pointer rounded-xl border border-border bg-card p-5 font-medium text-base shadow-xs hover:border-primary focus-visible:focus-ring"
            >
              {option}
            </button>
          ),
        )}
      </div>
    </section>
  );
}

const meta = {
  title: 'Layouts/FocusLayout',
  component: FocusLayout,
  parameters: { padded: false },
  args: { progress: { current: 3, total: 10 }, children: <Question /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FocusLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithProgress: Story = {
  name: 'With progress',
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Question 3 of 10' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
  },
};

export const WithoutProgress: Story = {
  name: 'Without progress',
  args: { progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const LastQuestion: Story = {
  name: 'Last question',
  args: { progress: { current: 10, total: 10 } },
};

export const CustomLabel: Story = {
  name: 'Custom progress label',
  args: { progress: { current: 4, total: 12, label: '4 of 12 answered' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '4 of 12 answered' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Choosing with the keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Has ten years in a rural practice' });
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onChoose).toHaveBeenLastCalledWith('Speaks the language of most of your patients');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

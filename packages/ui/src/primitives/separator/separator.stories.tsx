import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from './separator';

/** Text above and below, so the rule has something to separate. */
const stacked: Decorator = (Story) => (
  <div className="flex max-w-md flex-col justify-center gap-3 text-sm">
    <span>Job details</span>
    <Story />
    <span>Applicants</span>
  </div>
);

const meta = {
  title: 'Primitives/Separator',
  component: Separator,
  args: { orientation: 'horizontal', decorative: true },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { decorators: [stacked] };

export const Horizontal: Story = {
  decorators: [stacked],
  play: async ({ canvasElement }) => {
    const separator = canvasElement.querySelector('[data-slot="separator"]');
    await expect(separator).toHaveAttribute('data-orientation', 'horizontal');
    // Decorative: hidden from the accessibility tree.
    await expect(separator).toHaveAttribute('role', 'none');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  decorators: [
    (Story) => (
      <div className="flex h-6 items-center gap-3 text-sm">
        <span>Cardiology</span>
        <Story />
        <span>Full time</span>
        <Story />
        <span>Berlin</span>
      </div>
    ),
  ],
};

export const Semantic: Story = {
  name: 'Semantic (not decorative)',
  args: { decorative: false },
  decorators: [stacked],
  play: async ({ canvas }) => {
    const separator = canvas.getByRole('separator');
    await expect(separator).toHaveAttribute('data-orientation', 'horizontal');
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid max-w-md gap-6 text-sm">
      <div className="grid gap-2">
        <span>Horizontal</span>
        <Separator />
        <span>Below</span>
      </div>
      <div className="flex h-6 items-center gap-3">
        <span>Vertical</span>
        <Separator orientation="vertical" />
        <span>Right</span>
      </div>
    </div>
  ),
};

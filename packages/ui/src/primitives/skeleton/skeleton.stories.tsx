import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Text: Story = {
  render: () => (
    <div role="status" aria-label="Loading job description" className="grid max-w-md gap-2">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  ),
};

export const ApplicantCard: Story = {
  name: 'Applicant card',
  render: () => (
    <div
      role="status"
      aria-label="Loading applicant"
      className="flex max-w-md items-center gap-4 rounded-xl border border-border p-4"
    >
      <Skeleton className="size-12 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <Skeleton className="h-8 w-20" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading applicant' })).toBeVisible();
    for (const block of canvasElement.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(block).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const ManyItems: Story = {
  name: 'Many items',
  render: () => (
    <ul aria-label="Loading applicants" aria-busy="true" className="grid max-w-md gap-3">
      {[70, 64, 58, 52, 46, 40].map((width) => (
        <li key={width} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4" style={{ width: `${width}%` }} />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-wrap items-end gap-6">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-10 w-28" />
      <Skeleton className="size-12 rounded-full" />
      <Skeleton className="h-24 w-40 rounded-xl" />
    </div>
  ),
};

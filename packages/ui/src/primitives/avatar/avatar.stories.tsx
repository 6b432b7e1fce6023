import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';

const sizes = ['sm', 'md', 'lg'] as const;
const statuses = ['online', 'away', 'offline'] as const;

/** A local, deterministic "photo" (no network in the story tests). */
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0e6e87"/><circle cx="32" cy="26" r="12" fill="#d5f0f5"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#d5f0f5"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Dr. Amara Okafor' },
  argTypes: {
    size: { control: 'inline-radio', options: sizes, table: { defaultValue: { summary: 'md' } } },
    status: { control: 'inline-radio', options: [undefined, ...statuses] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Initials: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Dr. Amara Okafor' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('AO');
  },
};

export const WithImage: Story = {
  name: 'With image',
  args: { src: photo },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeInTheDocument(),
    );
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).not.toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  name: 'Broken image falls back to initials',
  args: { src: 'data:image/png;base64,broken', name: 'Jonas Weber' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('JW'),
    );
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

export const WithStatus: Story = {
  name: 'With status',
  args: { status: 'online', size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Dr. Amara Okafor, online' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="avatar-status"]')).toHaveAttribute(
      'data-status',
      'online',
    );
  },
};

export const LongName: Story = {
  name: 'Long name',
  args: { name: 'Prof. Dr. Maria-Theresa von Hohenstein-Lichtenberg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('MH');
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(5,max-content)] items-center gap-x-6 gap-y-4">
      <span />
      {['initials', 'image', ...statuses].map((column) => (
        <span key={column} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {column}
        </span>
      ))}
      {sizes.map((size) => (
        <div key={size} className="contents">
          <span className="font-medium text-sm">{size}</span>
          <Avatar size={size} name="Amara Okafor" />
          <Avatar size={size} name="Jonas Weber" src={photo} />
          {statuses.map((status) => (
            <Avatar key={status} size={size} name="Lena Fischer" status={status} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The photos load before the screenshot.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="avatar-image"]')).toHaveLength(sizes.length),
    );
  },
};

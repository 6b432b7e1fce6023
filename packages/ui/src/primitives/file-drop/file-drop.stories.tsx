import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop, type FileDropItem, formatFileSize } from './file-drop';

/** A fixed preview image (a data URL), so screenshots never depend on a network or a real photo. */
const samplePreview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#74c7d9"/><rect y="30" width="48" height="18" fill="#0e6e87"/><circle cx="34" cy="14" r="6" fill="#eef9fb"/></svg>',
)}`;

const files: FileDropItem[] = [
  { id: '1', name: 'lobby.jpg', size: 2_480_000, kind: 'image', previewUrl: samplePreview, progress: 100 },
  { id: '2', name: 'exam-room.png', size: 1_150_000, kind: 'image', previewUrl: samplePreview, progress: 45 },
  { id: '3', name: 'welcome-tour.mp4', size: 38_000_000, kind: 'video', progress: 10 },
];

const megabyte = 1024 * 1024;

const meta = {
  title: 'Primitives/FileDrop',
  component: FileDrop,
  args: {
    accept: ['image', 'video'],
    maxSize: 50 * megabyte,
    onFilesAdd: fn(),
    onFilesReject: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dispatches a native drag event carrying the files, as the browser does. */
function drag(zone: Element, type: 'dragenter' | 'dragover' | 'drop', dropped: File[] = []) {
  const dataTransfer = new DataTransfer();
  for (const file of dropped) dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** Drags files over the zone and drops them. */
function dropFiles(zone: Element, dropped: File[]) {
  drag(zone, 'dragenter', dropped);
  drag(zone, 'dragover', dropped);
  drag(zone, 'drop', dropped);
}

export const Playground: Story = {};

export const WithFiles: Story = {
  name: 'With files and progress',
  args: { files },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Uploading exam-room.png' });
    await expect(progress).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Uploaded')).toBeVisible();
  },
};

export const UploadError: Story = {
  name: 'Upload error',
  args: {
    files: [
      {
        id: '1',
        name: 'front-desk.jpg',
        size: 3_200_000,
        kind: 'image',
        previewUrl: samplePreview,
        error: 'The upload stopped. Check the connection and try again.',
      },
    ],
  },
};

export const Dragging: Story = {
  name: 'Dragging over',
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector('[data-slot="file-drop-zone"]') as HTMLElement;
    drag(zone, 'dragenter');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    await expect(zone).toHaveAttribute('data-state', 'dragging');
    await expect(within(zone).getByText('Drop the files to add them')).toBeVisible();
  },
};

export const DropAndReject: Story = {
  name: 'Drop: type and size errors',
  play: async ({ args, canvas, canvasElement, step }) => {
    const zone = canvasElement.querySelector('[data-slot="file-drop-zone"]') as HTMLElement;
    const photo = new File(['photo'], 'lobby.jpg', { type: 'image/jpeg' });
    const pdf = new File(['pdf'], 'contract.pdf', { type: 'application/pdf' });
    const big = new File(['video'], 'tour.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 80 * megabyte });
    await step('the accepted file is added, the others are refused with a reason', async () => {
      dropFiles(zone, [photo, pdf, big]);
      await waitFor(() => expect(args.onFilesAdd).toHaveBeenCalled());
      await expect(args.onFilesAdd).toHaveBeenCalledWith([photo]);
      await expect(args.onFilesReject).toHaveBeenCalledTimes(1);
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('contract.pdf is not an image or a video.');
      await expect(alert).toHaveTextContent('tour.mp4 is 80.0 MB; the limit is 50.0 MB.');
    });
    await step('the button is described by the errors', async () => {
      await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
        /contract\.pdf is not an image or a video\./,
      );
    });
  },
};

export const ImagesOnly: Story = {
  name: 'Images only',
  args: {
    accept: ['image'],
    maxSize: 5 * megabyte,
    multiple: false,
    hint: 'One photo of the practice, up to 5 MB.',
  },
  play: async ({ canvasElement, canvas }) => {
    const zone = canvasElement.querySelector('[data-slot="file-drop-zone"]') as HTMLElement;
    dropFiles(zone, [new File(['v'], 'tour.mp4', { type: 'video/mp4' })]);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('tour.mp4 is not an image.'));
  },
};

function Uploader({ onFilesAdd }: { onFilesAdd: (added: File[]) => void }) {
  const [items, setItems] = useState<FileDropItem[]>([]);
  return (
    <FileDrop
      maxSize={50 * megabyte}
      files={items}
      onFilesAdd={(added) => {
        onFilesAdd(added);
        setItems((current) => [
          ...current,
          ...added.map((file) => ({
            id: file.name,
            name: file.name,
            size: file.size,
            kind: file.type.startsWith('video/') ? ('video' as const) : ('image' as const),
            previewUrl: file.type.startsWith('image/') ? samplePreview : undefined,
          })),
        ]);
      }}
      onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
    />
  );
}

/** Keyboard path: the button opens the picker; picked files list with a remove button each. */
export const Keyboard: StoryObj<typeof Uploader> = {
  name: 'Keyboard: choose and remove',
  args: { onFilesAdd: fn() },
  render: ({ onFilesAdd }) => <Uploader onFilesAdd={onFilesAdd} />,
  play: async ({ args, canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: 'Choose files' });
    const input = canvasElement.querySelector('[data-slot="file-drop-input"]') as HTMLInputElement;
    let pickerOpened = 0;
    // Count the picker openings without showing the browser's dialog.
    input.addEventListener('click', (event) => {
      pickerOpened += 1;
      event.preventDefault();
    });
    await step('Tab reaches the button; Enter and Space open the file picker', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(pickerOpened).toBe(2);
    });
    await step('picked files appear in the list', async () => {
      const photo = new File(['photo'], 'waiting-room.jpg', { type: 'image/jpeg' });
      fireEvent.change(input, { target: { files: [photo] } });
      await expect(args.onFilesAdd).toHaveBeenCalledWith([photo]);
      await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('waiting-room.jpg');
    });
    await step('Tab reaches the remove button and Enter removes the file', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Remove waiting-room.jpg' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    });
  },
};

export const Remove: Story = {
  name: 'Remove a file',
  args: { files },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove welcome-tour.mp4' }));
    await expect(args.onRemove).toHaveBeenCalledWith('3');
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: files.slice(0, 1) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    dropFiles(canvasElement.querySelector('[data-slot="file-drop-zone"]') as HTMLElement, [
      new File(['photo'], 'lobby.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(args.onFilesAdd).not.toHaveBeenCalled();
  },
};

export const ManyFiles: Story = {
  name: 'Many files (long names)',
  args: {
    files: Array.from({ length: 6 }, (_, index) => ({
      id: String(index),
      name: `riverside-family-clinic-main-campus-photo-${index + 1}-of-the-new-pediatric-wing.jpg`,
      size: 1_000_000 * (index + 1),
      kind: 'image' as const,
      previewUrl: samplePreview,
      progress: index < 3 ? 100 : 20 * index,
    })),
  },
  play: async () => {
    await expect(formatFileSize(1_500_000)).toBe('1.4 MB');
    await expect(formatFileSize(2048)).toBe('2 KB');
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-6">
      <FileDrop />
      <FileDrop files={files} onRemove={() => {}} />
      <FileDrop
        aria-label="Error"
        files={[
          { ...(files[0] as FileDropItem), progress: undefined, error: 'The upload failed. Try again.' },
        ]}
        onRemove={() => {}}
      />
      <FileDrop disabled />
    </div>
  ),
};

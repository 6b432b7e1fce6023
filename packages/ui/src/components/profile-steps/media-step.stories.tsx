import type { MediaItem } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { MediaStep, type MediaUploadResult } from './media-step';

/** Images served from the repository by the Storybook server, so stories need no network. */
const assets = '/packages/ui/src/components/profile-steps/story-assets';

const uploaded: MediaItem[] = [
  { url: `${assets}/lobby.svg`, key: 'media/lobby', type: 'image', name: 'lobby.jpg' },
  { url: `${assets}/exam-room.svg`, key: 'media/exam-room', type: 'image', name: 'exam-room.jpg' },
  {
    url: '/uploads/media/welcome-tour.mp4',
    key: 'media/welcome-tour',
    type: 'video',
    name: 'welcome-tour.mp4',
  },
];

const teamPhoto: MediaItem = {
  url: `${assets}/team.svg`,
  key: 'media/team',
  type: 'image',
  name: 'care-team.jpg',
};

function imageFile(name: string) {
  return new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });
}

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-slot="file-drop-input"]') as HTMLInputElement;
}

/** A 390 px wide phone, 900 px tall: the story tests' window is 900 px tall and scales down anything taller. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Profile/MediaStep',
  component: MediaStep,
  parameters: { viewport: { options: viewports } },
  args: {
    onUploadMedia: fn(async () => ({ media: [teamPhoto] })),
    onSubmit: fn(async () => {}),
    onSkip: fn(),
    onBack: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Resumed: Story = {
  name: 'Resumed with media and links',
  args: {
    defaultValues: {
      media: uploaded,
      socialLinks: {
        facebook: 'https://facebook.com/riversideclinic',
        websiteUrl: 'https://riversideclinic.com',
      },
    },
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Uploaded photos and videos' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(grid).getAllByRole('listitem')[0]).toHaveTextContent('lobby.jpg');
    await expect(canvas.getByRole('button', { name: 'Remove lobby.jpg' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveValue('https://riversideclinic.com');
  },
};

export const LongNames: Story = {
  name: 'Long file names',
  args: {
    defaultValues: {
      media: [
        {
          ...teamPhoto,
          name: 'riverside-family-clinic-care-team-photo-taken-at-the-spring-open-house-2025-final-v3.jpg',
        },
        {
          ...uploaded[0],
          name: 'main-lobby-after-the-renovation-with-the-new-reception-desk-and-waiting-area.jpg',
        } as MediaItem,
      ],
      socialLinks: {
        websiteUrl:
          'https://www.greaterriograndevalleyphysicianscooperative.org/careers/physicians/open-positions',
      },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: { media: uploaded } },
};

export const Uploading: Story = {
  name: 'Uploading a batch',
  args: {
    defaultValues: { media: uploaded.slice(0, 1) },
    onUploadMedia: fn(() => new Promise<MediaUploadResult>(() => {})),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const files = [imageFile('front-desk.jpg'), imageFile('parking.jpg')];
    fireEvent.change(fileInput(canvasElement), { target: { files } });
    await expect(args.onUploadMedia).toHaveBeenCalledWith(files);
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading 2 files' })).toBeVisible();
  },
};

/** The first upload of the "try again" story fails, the second succeeds. */
let failNextUpload = true;

export const UploadFailed: Story = {
  name: 'Upload failed: try again',
  args: {
    onUploadMedia: fn(async () => {
      if (failNextUpload) {
        failNextUpload = false;
        throw new Error('This video is larger than 100 MB.');
      }
      return { media: [teamPhoto] };
    }),
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    failNextUpload = true;
    const files = [imageFile('care-team.jpg'), new File(['v'], 'open-house.mp4', { type: 'video/mp4' })];
    await step('the failed batch shows its files and the server message', async () => {
      fireEvent.change(fileInput(canvasElement), { target: { files } });
      const title = await canvas.findByText('care-team.jpg and open-house.mp4 were not uploaded');
      const alert = title.closest('[role="alert"]');
      await expect(alert).toHaveTextContent('care-team.jpg and open-house.mp4 were not uploaded');
      await expect(alert).toHaveTextContent('This video is larger than 100 MB.');
    });
    await step('"Try again" sends the same files and shows the result', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(args.onUploadMedia).toHaveBeenCalledTimes(2);
      await expect(args.onUploadMedia).toHaveBeenLastCalledWith(files);
      await expect(await canvas.findByRole('button', { name: 'Remove care-team.jpg' })).toBeVisible();
      await expect(canvas.queryByText(/were not uploaded/)).not.toBeInTheDocument();
    });
  },
};

export const UploadFailedShown: Story = {
  name: 'Upload failed',
  args: {
    defaultValues: { media: uploaded.slice(0, 2) },
    onUploadMedia: fn(async () => {
      throw new Error('This video is larger than 100 MB.');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.change(fileInput(canvasElement), {
      target: { files: [new File(['v'], 'open-house.mp4', { type: 'video/mp4' })] },
    });
    await expect(await canvas.findByText('open-house.mp4 was not uploaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

const notAccepted = 'Upload photos (JPEG, PNG, WebP) or videos (MP4, WebM).';

/** The server keeps the photos it can read and refuses the third file of the batch (an iPhone HEIC photo). */
const keepsTheGoodOnes = {
  args: {
    defaultValues: { media: uploaded.slice(0, 1) },
    onUploadMedia: fn(
      async (): Promise<MediaUploadResult> => ({
        media: [teamPhoto, { ...teamPhoto, key: 'media/front-desk', name: 'front-desk.jpg' }],
        refused: [{ index: 2, message: notAccepted }],
      }),
    ),
  },
  parameters: { viewport: { options: viewports } },
  play: async ({ canvas, canvasElement, step }) => {
    const files = [imageFile('care-team.jpg'), imageFile('front-desk.jpg'), imageFile('reception.heic')];
    await step('a batch with one file the server cannot take', async () => {
      fireEvent.change(fileInput(canvasElement), { target: { files } });
    });
    await step('the good files join the grid', async () => {
      await expect(await canvas.findByRole('button', { name: 'Remove care-team.jpg' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Remove front-desk.jpg' })).toBeVisible();
      const grid = canvas.getByRole('list', { name: 'Uploaded photos and videos' });
      await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    });
    await step('the refused one is named, with why, and is not offered again', async () => {
      const title = canvas.getByText('reception.heic was not uploaded');
      const alert = title.closest('[role="alert"]') as HTMLElement;
      await expect(alert).toHaveTextContent(notAccepted);
      await expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      await expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    });
  },
} satisfies Story;

export const KeepsTheGoodFiles: Story = {
  ...keepsTheGoodOnes,
  name: 'One file of a batch refused: the others kept (desktop)',
};

export const KeepsTheGoodFilesPhone: Story = {
  ...keepsTheGoodOnes,
  name: 'One file of a batch refused: the others kept (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const RefusedForDifferentReasons: Story = {
  name: 'Two files refused for different reasons',
  args: {
    onUploadMedia: fn(
      async (): Promise<MediaUploadResult> => ({
        media: [teamPhoto],
        refused: [
          { index: 0, message: notAccepted },
          { index: 2, message: 'This video is larger than 50 MB.' },
        ],
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.change(fileInput(canvasElement), {
      target: {
        files: [
          imageFile('reception.heic'),
          imageFile('care-team.jpg'),
          new File(['v'], 'open-house.mp4', { type: 'video/mp4' }),
        ],
      },
    });
    const title = await canvas.findByText('reception.heic and open-house.mp4 were not uploaded');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`reception.heic: ${notAccepted}`, 'open-house.mp4: This video is larger than 50 MB.']);
    await expect(canvas.getByRole('button', { name: 'Remove care-team.jpg' })).toBeVisible();
  },
};

export const KeyboardSubmit: Story = {
  name: 'Keyboard: upload, remove, links and save',
  args: { defaultValues: { media: uploaded } },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('upload a photo; it joins the grid', async () => {
      fireEvent.change(fileInput(canvasElement), { target: { files: [imageFile('care-team.jpg')] } });
      await expect(await canvas.findByRole('button', { name: 'Remove care-team.jpg' })).toBeVisible();
    });
    await step('remove the video with the keyboard', async () => {
      canvas.getByRole('button', { name: 'Choose files' }).focus();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Remove welcome-tour.mp4' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.queryByText('welcome-tour.mp4')).not.toBeInTheDocument();
    });
    await step('type the links; an address without https is read as https', async () => {
      await userEvent.click(canvas.getByRole('textbox', { name: 'Facebook' }));
      await userEvent.keyboard('facebook.com/riversideclinic');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('https://instagram.com/riversideclinic');
      await userEvent.tab();
      await userEvent.keyboard('riversideclinic.com');
    });
    await step('Save sends the media and the links, empty links left out', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Skip for now' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Save and continue' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        media: [uploaded[0], uploaded[1], teamPhoto],
        socialLinks: {
          facebook: 'https://facebook.com/riversideclinic',
          instagram: 'https://instagram.com/riversideclinic',
          websiteUrl: 'https://riversideclinic.com',
        },
      });
    });
  },
};

export const FieldErrors: Story = {
  name: 'Invalid input: a link that is not a web address',
  play: async ({ args, canvas }) => {
    const website = canvas.getByRole('textbox', { name: 'Website' });
    await userEvent.type(website, 'ftp://riversideclinic.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'X (Twitter)' }), 'not a link');
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'X (Twitter) link: enter a web address, like x.com/yourpractice',
      'Website: enter a web address, like yourpractice.com',
    ]);
    await expect(website).toBeInvalid();
    await expect(website).toHaveAccessibleDescription(/Website: enter a web address, like yourpractice\.com/);
    await expect(website).toHaveValue('ftp://riversideclinic.com');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Skip: Story = {
  name: 'Skip for now',
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Skip for now' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  name: 'Server error: values are kept',
  args: {
    defaultValues: {
      media: uploaded.slice(0, 2),
      socialLinks: { websiteUrl: 'https://riversideclinic.com' },
    },
    onSubmit: fn(async () => {
      throw new Error('The media could not be saved right now. Try again in a minute.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Save and continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText('The media could not be saved right now. Try again in a minute.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      media: uploaded.slice(0, 2),
      socialLinks: { websiteUrl: 'https://riversideclinic.com' },
    });
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveValue('https://riversideclinic.com');
    await expect(
      within(canvas.getByRole('list', { name: 'Uploaded photos and videos' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // The message sits at the top of the step: show it whole in the screenshot.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

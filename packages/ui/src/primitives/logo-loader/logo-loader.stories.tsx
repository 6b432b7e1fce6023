import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoLoader } from './logo-loader';

const meta = {
  title: 'Primitives/LogoLoader',
  component: LogoLoader,
  parameters: {
    padded: false,
    // Full-screen by design: in the docs page each story gets its own frame instead of covering it.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof LogoLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The loading screen shown while the session syncs with the server. */
export const FullScreen: Story = {
  name: 'Full screen',
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = body.getByRole('status', { name: 'Loading' });
    await step('is a "Loading" status', async () => {
      await expect(status).toHaveAttribute('data-state', 'loading');
    });
    await step('shows the logo mark and the word MedHire', async () => {
      await expect(status.querySelector('[data-slot="logo-mark"]')).toBeVisible();
      await expect(status).toHaveTextContent('MedHire');
    });
    await step('covers the viewport', async () => {
      const view = canvasElement.ownerDocument.defaultView as Window;
      const box = status.getBoundingClientRect();
      await expect(box.width).toBe(view.innerWidth);
      await expect(box.height).toBe(view.innerHeight);
    });
  },
};

/** Fills its parent instead of the viewport, for a panel that loads. */
export const Inline: Story = {
  args: { fullScreen: false, className: 'h-80' },
  parameters: { padded: true },
};

export const CustomLabel: Story = {
  name: 'Custom label',
  args: { label: 'Signing you in' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('status', { name: 'Signing you in' }),
    ).toBeVisible();
  },
};

/** Visible progress text, as during logout. */
export const WithMessage: Story = {
  name: 'With message',
  args: { message: 'Logging out!' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = body.getByRole('status', { name: 'Logging out!' });
    await expect(status).toHaveTextContent('Logging out!');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TOAST_DURATION_MS, Toaster } from './toast';

/** Finds the toast (sonner's `<li data-sonner-toast>`) that shows `text`. */
async function findToast(canvasElement: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  const body = within(canvasElement.ownerDocument.body);
  const title = await body.findByText(text);
  const item = title.closest<HTMLElement>('[data-sonner-toast]');
  if (!item) throw new Error(`"${String(text)}" is not inside a toast`);
  await waitFor(() => expect(item).toHaveAttribute('data-mounted', 'true'));
  return item;
}

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  // Toasts live in sonner's module-level store: start every story with none.
  beforeEach: () => {
    toast.dismiss();
  },
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Toaster {...args} />
      <Button
        variant="outline"
        onClick={() => toast.success('Job posted', { description: 'Internal Medicine · Full time' })}
      >
        Success
      </Button>
      <Button
        variant="outline"
        onClick={() => toast.error('Payment failed', { description: 'The card was declined.' })}
      >
        Error
      </Button>
      <Button variant="outline" onClick={() => toast.info('New message recieved.')}>
        Info
      </Button>
      <Button variant="outline" onClick={() => toast.warning('Your subscription ends in 3 days')}>
        Warning
      </Button>
      <Button variant="outline" onClick={() => toast('Draft saved')}>
        Default
      </Button>
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const item = await findToast(canvasElement, 'Job posted');
    await expect(item).toHaveAttribute('data-type', 'success');
    await expect(item).toHaveTextContent('Internal Medicine · Full time');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const item = await findToast(canvasElement, 'Payment failed');
    await expect(item).toHaveAttribute('data-type', 'error');
  },
};

export const Info: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const item = await findToast(canvasElement, 'New message recieved.');
    await expect(item).toHaveAttribute('data-type', 'info');
  },
};

export const Warning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    const item = await findToast(canvasElement, 'Your subscription ends in 3 days');
    await expect(item).toHaveAttribute('data-type', 'warning');
  },
};

export const TopRight: Story = {
  name: 'Sits at the top right',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Default' }));
    const item = await findToast(canvasElement, 'Draft saved');
    const region = item.closest<HTMLElement>('[data-sonner-toaster]');
    await expect(region).toHaveAttribute('data-y-position', 'top');
    await expect(region).toHaveAttribute('data-x-position', 'right');
    const view = canvasElement.ownerDocument.defaultView as Window;
    const box = item.getBoundingClientRect();
    await expect(box.top).toBeLessThan(view.innerHeight / 4);
    await expect(box.right).toBeGreaterThan((view.innerWidth * 3) / 4);
  },
};

export const AutoClose: Story = {
  name: `Closes after ${TOAST_DURATION_MS} ms`,
  play: async ({ canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    let shownAt = 0;
    await step('the toast appears', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
      await findToast(canvasElement, 'New message recieved.');
      shownAt = performance.now();
    });
    await step('it is still there a moment before 4000 ms', async () => {
      await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS - 1000));
      await expect(body.getByText('New message recieved.')).toBeInTheDocument();
    });
    await step('it is gone shortly after 4000 ms', async () => {
      await waitFor(() => expect(body.queryByText('New message recieved.')).not.toBeInTheDocument(), {
        timeout: 3000,
      });
      await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 1000);
    });
  },
};

export const CloseButton: Story = {
  name: 'Close button',
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const item = await findToast(canvasElement, 'Job posted');
    await userEvent.click(within(item).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body.queryByText('Job posted')).not.toBeInTheDocument());
  },
};

export const WithAction: Story = {
  name: 'With an action',
  play: async ({ canvasElement }) => {
    toast('Applicant moved to Interview', { action: { label: 'Undo', onClick: () => undefined } });
    const item = await findToast(canvasElement, 'Applicant moved to Interview');
    await expect(within(item).getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** Every kind of toast, expanded so that all of them show. */
export const Matrix: Story = {
  args: { expand: true, visibleToasts: 5, duration: Number.POSITIVE_INFINITY },
  play: async ({ canvasElement }) => {
    toast('Draft saved');
    toast.warning('Your subscription ends in 3 days');
    toast.info('New message recieved.');
    toast.error('Payment failed', { description: 'The card was declined.' });
    toast.success('Job posted', { description: 'Internal Medicine · Full time' });
    await findToast(canvasElement, 'Job posted');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        body.getAllByText(/Draft saved|subscription|New message|Payment failed|Job posted/),
      ).toHaveLength(5),
    );
    for (const item of canvasElement.ownerDocument.querySelectorAll('[data-sonner-toast]')) {
      await waitFor(() => expect(item).toHaveAttribute('data-mounted', 'true'));
    }
  },
};

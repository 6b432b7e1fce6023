import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotAFitDialog } from './not-a-fit-dialog';

const meta = {
  title: 'Features/Applicants/NotAFitDialog',
  component: NotAFitDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    subject: 'Dr. Maya Chen, MD',
    jobTitle: 'Family Medicine Physician',
    onConfirm: fn(async () => undefined),
  },
} satisfies Meta<typeof NotAFitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Not a fit for Family Medicine Physician',
    }),
  );

/** A reason chosen and confirmed: the pass is recorded and the dialog closes. */
export const Confirm: Story = {
  name: 'A reason chosen',
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/nothing is sent to the candidate/)).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Not enough experience for the role' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Not a fit' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('experience');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No reason: it asks for one and records nothing. */
export const ReasonMissing: Story = {
  name: 'The reason missing',
  args: { subject: '3 candidates' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Not a fit' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a reason from the list.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server refuses: its words show and the reason stays chosen. */
export const Refused: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error(
        'Hiring managers don’t move candidates through the pipeline; the owner or a recruiter does.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Location or relocation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Not a fit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/Hiring managers/);
    await expect(dialog.getByRole('radio', { name: 'Location or relocation' })).toBeChecked();
  },
};

import { nextPipelineStatuses, PipelineStatus } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoveToDialog } from './move-to-dialog';

const meta = {
  title: 'Features/Applicants/MoveToDialog',
  component: MoveToDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    candidateName: 'Dr. Maya Chen, MD',
    jobTitle: 'Family Medicine Physician',
    current: PipelineStatus.Submitted,
    targets: nextPipelineStatuses(PipelineStatus.Submitted),
    onMove: fn(async () => undefined),
  },
} satisfies Meta<typeof MoveToDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Move Dr. Maya Chen, MD to',
    }),
  );

/** Every step but the current one, in the pipeline's order; choosing one moves the candidate. */
export const Move: Story = {
  name: 'A step chosen',
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Family Medicine Physician: now in Submitted.')).toBeVisible();
    const steps = dialog.getAllByRole('button').filter((button) => button.dataset.slot === 'move-to-step');
    await expect(steps.map((button) => button.textContent)).toEqual([
      'Shortlisted',
      'Interview',
      'Offer',
      'Hired',
      'Rejected…',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Interview' }));
    await expect(args.onMove).toHaveBeenCalledWith('Interview');
  },
};

/** The server refuses: its words show and the dialog stays open. */
export const Refused: Story = {
  args: {
    onMove: fn(async () => {
      throw new Error(
        'Hiring managers don’t move candidates through the pipeline; the owner or a recruiter does.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Offer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/Hiring managers/);
  },
};

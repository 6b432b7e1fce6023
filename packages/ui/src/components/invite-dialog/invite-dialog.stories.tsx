import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { sampleTemplates } from '../message-templates/template-fixtures';
import { InviteDialog, type InviteDialogJob, type InviteDialogProps } from './invite-dialog';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const jobs: InviteDialogJob[] = [
  {
    _id: 'job_sports',
    title: 'Sports Medicine Physician',
    locations: [
      { city: 'Madison', state: 'WI' },
      { city: 'Verona', state: 'WI' },
    ],
  },
  { _id: 'job_fm', title: 'Family Physician, Verona clinic', locations: [{ city: 'Verona', state: 'WI' }] },
  { _id: 'job_urgent', title: 'Urgent Care Physician', locations: [{ city: 'Sun Prairie', state: 'WI' }] },
];

/**
 * The dialog as the applicant screens use it: an Invite button outside the dialog opens it (the
 * page holds the open state), and a successful invite closes it.
 */
function InviteFromButton({ open: initialOpen, onOpenChange, ...props }: InviteDialogProps) {
  const [open, setOpen] = React.useState(initialOpen ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite Dr. Maya Chen</Button>
      <InviteDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Applicants/InviteDialog',
  component: InviteDialog,
  parameters: { viewport: { options: viewports } },
  args: {
    open: true,
    candidateName: 'Dr. Maya Chen, MD',
    jobs,
    matches: [],
    onInvite: fn(async () => undefined),
    onOpenChange: fn(),
    onRetry: fn(),
    organizationName: 'Lakeside Family Medicine',
  },
  render: (args) => <InviteFromButton {...args} />,
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Invite Dr. Maya Chen, MD' });
}

export const Playground: Story = {};

export const AlreadyMatched: Story = {
  name: 'Already matched with some jobs',
  args: {
    matches: [
      { jobId: 'job_sports', requestStatus: 'pending', pipelineStatus: 'Shortlisted' },
      { jobId: 'job_urgent', requestStatus: 'accepted', pipelineStatus: 'Interview' },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const sports = within(dialog).getByRole('radio', { name: 'Sports Medicine Physician' });
    await expect(sports).toBeDisabled();
    await expect(sports).toHaveAccessibleDescription(
      'Madison, WI · Verona, WI Already invited — waiting for an answer',
    );
    await expect(
      within(dialog).getByRole('radio', { name: 'Urgent Care Physician' }),
    ).toHaveAccessibleDescription("Sun Prairie, WI Already in this job's pipeline — Interview");
    // The one job left is chosen for the employer.
    await expect(
      within(dialog).getByRole('radio', { name: 'Family Physician, Verona clinic' }),
    ).toBeChecked();
  },
};

export const AllMatched: Story = {
  name: 'Matched with every open job',
  args: {
    matches: jobs.map((job) => ({
      jobId: job._id,
      requestStatus: 'declined' as const,
      pipelineStatus: 'Shortlisted' as const,
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      within(dialog).getByText('Dr. Maya Chen, MD is already matched with every open job.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
  },
};

export const LongTitles: Story = {
  name: 'Long titles and many locations',
  args: {
    jobs: [
      {
        _id: 'job_long',
        title:
          'Non-Operative Sports Medicine and Musculoskeletal Ultrasound Physician for the Greater Madison Orthopaedic Network',
        locations: [
          { city: 'Madison', state: 'WI' },
          { city: 'Verona', state: 'WI' },
          { city: 'Fitchburg', state: 'WI' },
          { city: 'Sun Prairie', state: 'WI' },
          { city: 'Rancho Santa Margarita', state: 'CA' },
        ],
      },
      ...jobs,
    ],
  },
};

export const Loading: Story = {
  name: 'Loading jobs',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status', { name: 'Loading your open jobs' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Jobs could not be loaded',
  args: { error: 'We could not reach MedHire. Check your connection and try again.' },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoOpenJobs: Story = {
  name: 'No open jobs',
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'You have no open jobs' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/create-job',
    );
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { matches: [{ jobId: 'job_sports', requestStatus: 'pending', pipelineStatus: 'Shortlisted' }] },
};

export const InviteByKeyboard: Story = {
  name: 'Invite by keyboard',
  args: { open: false },
  play: async ({ args, canvas, canvasElement, step }) => {
    const opener = canvas.getByRole('button', { name: 'Invite Dr. Maya Chen' });
    await step('Enter opens the dialog with focus on the first job', async () => {
      await userEvent.tab();
      await expect(opener).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await dialogOf(canvasElement);
      await expect(dialog).toHaveAccessibleDescription(
        'Choose the job to invite them to. They see the invite and can accept or decline it.',
      );
      await waitFor(() =>
        expect(within(dialog).getByRole('radio', { name: 'Sports Medicine Physician' })).toHaveFocus(),
      );
    });
    await step('Escape closes without inviting; focus returns to the Invite button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
      await expect(args.onInvite).not.toHaveBeenCalled();
    });
    await step('arrow to the second job, Tab to "Send invite", Enter invites to it', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await dialogOf(canvasElement);
      await waitFor(() =>
        expect(within(dialog).getByRole('radio', { name: 'Sports Medicine Physician' })).toHaveFocus(),
      );
      // Radix chooses the option focus lands on while the arrow key is still down.
      const familyPhysician = within(dialog).getByRole('radio', { name: 'Family Physician, Verona clinic' });
      await userEvent.keyboard('{ArrowDown>}');
      await waitFor(() => expect(familyPhysician).toHaveFocus());
      await userEvent.keyboard('{/ArrowDown}');
      await expect(
        within(dialog).getByRole('radio', { name: 'Family Physician, Verona clinic' }),
      ).toBeChecked();
      await userEvent.tab();
      await expect(
        within(dialog).getByRole('textbox', { name: 'Note to the candidate (optional)' }),
      ).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Send invite' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onInvite).toHaveBeenCalledTimes(1);
      await expect(args.onInvite).toHaveBeenCalledWith('job_fm');
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

export const NothingChosen: Story = {
  name: 'Send without choosing a job',
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole('button', { name: 'Send invite' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose the job to invite Dr. Maya Chen, MD to.',
    );
    await expect(args.onInvite).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Sports Medicine Physician' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('radiogroup', { name: 'Open jobs' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerRejects: Story = {
  name: 'Server refuses the invite',
  args: {
    defaultJobId: 'job_urgent',
    onInvite: fn(async () => {
      throw new Error('Dr. Maya Chen is already matched with this job.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('radio', { name: 'Urgent Care Physician' })).toBeChecked();
    within(dialog).getByRole('button', { name: 'Send invite' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dr. Maya Chen is already matched with this job.',
    );
    await expect(args.onInvite).toHaveBeenCalledWith('job_urgent');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: 'Urgent Care Physician' })).toBeChecked();
    const send = within(dialog).getByRole('button', { name: 'Send invite' });
    await waitFor(() => expect(send).toHaveFocus());
    // Settled back from sending (enabled, icon back) before the screenshot, two frames later.
    await waitFor(() => expect(send).toBeEnabled());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  },
};

export const Sending: Story = {
  name: 'Sending (pending)',
  args: { defaultJobId: 'job_sports', onInvite: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole('button', { name: 'Send invite' }).focus();
    await userEvent.keyboard('{Enter}');
    const send = within(dialog).getByRole('button', { name: 'Send invite' });
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    // The busy button keeps the focus the keyboard put there.
    await expect(send).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A personal note goes with the invite; the preview shows what the candidate will read. */
export const WithNote: Story = {
  name: 'With a note, and what the candidate sees',
  // The invite stays on its way, so the picture shows the preview with the note.
  args: { defaultJobId: 'job_sports', onInvite: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    const preview = dialog.getByRole('region', { name: 'What Dr. Maya Chen, MD sees' });
    await expect(preview).toHaveTextContent(
      'Lakeside Family Medicine invites you to Sports Medicine Physician in Madison, WI · Verona, WI.',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Note to the candidate (optional)' }),
      'Your fellowship with the Badgers stood out. <b>Let us talk</b>.',
    );
    // Text as typed, never markup.
    await expect(preview).toHaveTextContent(
      'Your fellowship with the Badgers stood out. <b>Let us talk</b>.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }));
    await expect(args.onInvite).toHaveBeenCalledWith(
      'job_sports',
      'Your fellowship with the Badgers stood out. <b>Let us talk</b>.',
    );
  },
};

/**
 * Several candidates at once (the bulk bar): the note can come from a template, filled with the job and the practice;
 * `{firstName}` stays for each candidate's own invite to fill.
 */
export const ManyWithTemplate: Story = {
  name: 'Several candidates, a note from a template',
  args: {
    candidateName: '3 candidates',
    previewLabel: 'What each candidate sees',
    previewFirstName: 'Maya',
    defaultJobId: 'job_fm',
    templates: sampleTemplates,
    templateValues: { practice: 'Lakeside Family Medicine' },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Invite 3 candidates' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use a template' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /^Courteous rejection/ }));
    const note = dialog.getByRole('textbox', { name: /Note to the candidate/ }) as HTMLTextAreaElement;
    await expect(note.value).toContain('Dear {firstName},');
    await expect(note.value).toContain('Family Physician, Verona clinic position at Lakeside');
    // The preview reads as one of them will: their first name in place of the placeholder.
    const preview = dialog.getByRole('region', { name: 'What each candidate sees' });
    await expect(preview).toHaveTextContent('Dear Maya,');
    await expect(preview).not.toHaveTextContent('{firstName}');
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

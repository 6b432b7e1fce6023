import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTemplates } from '../message-templates/template-fixtures';
import { RejectDialog } from './reject-dialog';

/** A 390 px wide phone, 800 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '800px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Pipeline/RejectDialog',
  component: RejectDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    candidateName: 'Dr. Maya Chen',
    jobTitle: 'Family Medicine Physician — Madison, WI',
    onReject: fn(async () => undefined),
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof RejectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, nothing chosen yet: the reasons and the optional message. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Reject Dr. Maya Chen' }),
    );
    await expect(dialog.getAllByRole('radio')).toHaveLength(9);
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

/** A reason chosen and the courteous note filled in: the button says the message goes too. */
export const WithMessage: Story = {
  name: 'A reason and a message',
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Reject Dr. Maya Chen' }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'The position was filled' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Start from a courteous note' }));
    await expect(
      dialog.queryByRole('button', { name: 'Start from a courteous note' }),
    ).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and send' }));
    await expect(args.onReject).toHaveBeenCalledWith({
      rejectionReason: 'filled',
      message: expect.stringContaining('Family Medicine Physician — Madison, WI position'),
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone the reasons stack in one column and the dialog scrolls within the screen. */
export const Phone: Story = {
  name: 'Phone (390 px), the reason missing',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Reject Dr. Maya Chen' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Choose why Dr. Maya Chen is not going forward.',
    );
    await expect(args.onReject).not.toHaveBeenCalled();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The organization's templates offered for the message; the chosen one replaces it, filled, for editing. */
export const WithTemplate: Story = {
  name: 'A message from a template',
  args: {
    templates: sampleTemplates,
    templateValues: {
      firstName: 'Maya',
      jobTitle: 'Family Medicine Physician',
      practice: 'Lakeside Family Medicine',
    },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Reject Dr. Maya Chen' }));
    await userEvent.click(dialog.getByRole('radio', { name: /Location or relocation/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Use a template' }));
    await userEvent.click(
      within(await body.findByRole('menu')).getByRole('menuitem', { name: /^Courteous rejection/ }),
    );
    const message = dialog.getByRole('textbox', { name: /Message to the candidate/ });
    await waitFor(() =>
      expect((message as HTMLTextAreaElement).value).toMatch(
        /^Dear Maya,\n\nThank you for your interest in the Family Medicine Physician position at Lakeside Family Medicine/,
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject and send' }));
    await expect(args.onReject).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^Dear Maya,/) }),
    );
  },
};

/**
 * Several candidates rejected at once from the board's bulk bar: one reason for all, and one message whose
 * `{firstName}` stays for each candidate's own (a template keeps it too; the job and practice are filled).
 */
export const Several: Story = {
  name: 'Several candidates, one reason and a template',
  args: {
    candidateName: '3 candidates',
    candidateCount: 3,
    templates: sampleTemplates,
    templateValues: { jobTitle: 'Family Medicine Physician', practice: 'Lakeside Family Medicine' },
  },
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Reject 3 candidates' }));
    await step('a reason is required for all of them', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Reject 3' }));
      await expect(dialog.getByRole('alert')).toHaveTextContent(
        'Choose why these candidates are not going forward.',
      );
      await expect(args.onReject).not.toHaveBeenCalled();
    });
    await step('a template keeps {firstName} for each candidate', async () => {
      await userEvent.click(dialog.getByRole('radio', { name: /Schedule or call expectations/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Use a template' }));
      await userEvent.click(
        within(await body.findByRole('menu')).getByRole('menuitem', { name: /^Courteous rejection/ }),
      );
      const message = dialog.getByRole('textbox', { name: /Message to the candidate/ });
      await waitFor(() =>
        expect((message as HTMLTextAreaElement).value).toMatch(
          /^Dear \{firstName\},\n\nThank you for your interest in the Family Medicine Physician position at Lakeside Family Medicine/,
        ),
      );
      await expect(
        dialog.getByText('Sent to each of the 3, with their own first name for {firstName}.', {
          exact: false,
        }),
      ).toBeVisible();
    });
    await step('one action for the three', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Reject 3 and send' }));
      await expect(args.onReject).toHaveBeenCalledWith({
        rejectionReason: 'schedule',
        message: expect.stringMatching(/^Dear \{firstName\},/),
      });
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkMessageDialog } from './bulk-message-dialog';

/** A 390 px wide phone, 800 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '800px' }, type: 'mobile' },
} as const;

const templates = [
  {
    _id: 'tpl-reject',
    name: 'Rejection letter',
    body: 'Dear {firstName}, thank you for applying to {jobTitle}. We have decided not to move forward.',
  },
  {
    _id: 'tpl-follow-up',
    name: 'Interview follow-up',
    body: 'Hi {firstName}, thanks for your time on {jobTitle}. The team at {practice} will be in touch this week.',
  },
];

const meta = {
  title: 'Features/Applicants/BulkMessageDialog',
  component: BulkMessageDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    recipientCount: 3,
    preview: {
      name: 'Dr. Maya Chen, MD',
      values: { firstName: 'Maya', jobTitle: 'Family Medicine Physician', practice: 'Lakeside Clinic' },
    },
    templates,
    onSend: fn(),
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof BulkMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name = 'Message 3 candidates') =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** A template chosen: the text keeps its placeholders, the preview fills them for one candidate, Send sends. */
export const FromTemplate: Story = {
  name: 'From a template',
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Use a template' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /Interview follow-up/ }));
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(templates[1]?.body ?? '');
    const preview = dialog.getByRole('region', { name: 'What Dr. Maya Chen, MD reads' });
    await expect(preview).toHaveTextContent(
      'Hi Maya, thanks for your time on Family Medicine Physician. The team at Lakeside Clinic will be in touch this week.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send to 3 candidates' }));
    await expect(args.onSend).toHaveBeenCalledWith(templates[1]?.body);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Nothing written: it asks for a message and sends nothing. */
export const Empty: Story = {
  name: 'Nothing written',
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Nothing written yet.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send to 3 candidates' }));
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Write a message or choose a template.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A misspelt placeholder would reach every candidate as written: refused with the ones to use. */
export const UnknownPlaceholder: Story = {
  name: 'A misspelt placeholder',
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const text = dialog.getByRole('textbox', { name: 'Message' });
    await userEvent.type(text, 'Hello {{firstname}, are you free this week?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send to 3 candidates' }));
    await expect(text).toHaveAccessibleDescription(/Unknown placeholder \{firstname\}/);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Explore: two of the selected have no conversation yet; the dialog names them and sends to the one who has. */
export const SomeLeftOut: Story = {
  name: 'Some selected have no conversation',
  args: {
    recipientCount: 1,
    leftOut: ['Dr. Basil Okafor, DO', 'Dr. Cora Lindqvist, MD'],
    templates: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Message 1 candidate');
    await expect(dialog.getByText(/Not sent to Dr. Basil Okafor, DO, Dr. Cora Lindqvist, MD/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Use a template' })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hi {{firstName}!');
    await expect(dialog.getByRole('region', { name: /reads$/ })).toHaveTextContent('Hi Maya!');
  },
};

/** On a phone: a long template, the candidates left out and the preview fit the width; the footer stays reachable. */
export const Phone: Story = {
  name: 'Phone (390 px), a long template',
  args: { leftOut: ['Dr. Basil Okafor, DO'] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Use a template' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /Rejection letter/ }));
    await expect(dialog.getByRole('region', { name: /reads$/ })).toHaveTextContent(/^.*Dear Maya,/);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(dialog.getByRole('button', { name: 'Send to 3 candidates' })).toBeVisible();
  },
};

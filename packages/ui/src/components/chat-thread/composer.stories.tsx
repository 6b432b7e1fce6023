import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTemplates, sampleValues } from '../message-templates/template-fixtures';
import { TemplatePicker } from '../template-picker/template-picker';
import { Composer } from './composer';

const meta = {
  title: 'Features/Conversations/Composer',
  component: Composer,
  args: { onSend: fn(), className: 'max-w-2xl rounded-lg border border-border' },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EnterSends: Story = {
  name: 'Enter sends, Shift+Enter adds a line',
  play: async ({ args, canvas, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await step('Tab reaches the message box', async () => {
      await userEvent.tab();
      await waitFor(() => expect(box).toHaveFocus());
    });
    await step('Shift+Enter adds a line and sends nothing', async () => {
      await userEvent.keyboard('Hello Maya,{Shift>}{Enter}{/Shift}Are you free on Thursday?');
      await expect(box).toHaveValue('Hello Maya,\nAre you free on Thursday?');
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('Enter sends the text and clears the box', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(args.onSend).toHaveBeenCalledWith('Hello Maya,\nAre you free on Thursday?');
      await expect(box).toHaveValue('');
    });
    await step('Enter on an empty box sends nothing', async () => {
      await userEvent.keyboard('   {Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
    });
  },
};

export const SendFails: Story = {
  name: 'Send fails (the thread keeps the message)',
  args: { onSend: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.tab();
    await userEvent.keyboard('See you soon{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('See you soon');
    await expect(box).toHaveValue('');
    await expect(box).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabledReason: 'This conversation is archived. Unarchive it to reply.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(/This conversation is archived/);
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeDisabled();
  },
};

export const NearTheLimit: Story = {
  name: 'Near the 5 000 character limit',
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.queryByText(/characters$/)).not.toBeInTheDocument();
    box.focus();
    await userEvent.paste('Thanks for your time today. '.repeat(200).slice(0, 4600));
    await expect(canvas.getByText('4,600 / 5,000 characters')).toBeVisible();
    await expect(box).toHaveAccessibleDescription(/4,600 \/ 5,000 characters/);
    await expect(box).toHaveAttribute('maxlength', '5000');
  },
};

export const Mobile: Story = {
  name: 'Narrow screen (390 px)',
  args: { className: 'w-[390px] border border-border' },
};

export const WithTemplates: Story = {
  name: 'Insert template: the text goes into the box, filled, and is not sent',
  args: {
    renderTools: (insert) => (
      <TemplatePicker templates={sampleTemplates} values={sampleValues} onInsert={insert} />
    ),
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    const menu = async () => within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await step('an empty box takes the template', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
      await userEvent.click((await menu()).getByRole('menuitem', { name: /^First touch/ }));
      await waitFor(() =>
        expect((box as HTMLTextAreaElement).value).toMatch(
          /^Hi Maya,\n\nI’m reaching out from Lakeside Family Medicine/,
        ),
      );
      await expect(box).toHaveFocus();
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('what is written stays, the template follows it', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'Good news!');
      await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
      await userEvent.click((await menu()).getByRole('menuitem', { name: /^Interview follow-up/ }));
      await waitFor(() =>
        expect((box as HTMLTextAreaElement).value).toMatch(/^Good news!\n\nHi Maya,\n\nThank you/),
      );
      await expect(args.onSend).not.toHaveBeenCalled();
    });
    await step('Enter sends the edited text', async () => {
      await userEvent.type(box, ' See you soon.{Enter}');
      await expect(args.onSend).toHaveBeenCalledWith(expect.stringMatching(/^Good news!.*See you soon\.$/s));
    });
  },
};

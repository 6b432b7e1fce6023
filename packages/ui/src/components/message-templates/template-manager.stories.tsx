import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTemplates } from './template-fixtures';
import { TemplateManager } from './template-manager';

const now = new Date('2026-03-19T18:00:00.000Z');
const timeZone = 'America/Chicago';

/** A 390 px wide phone, 800 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '800px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Conversations/TemplateManager',
  component: TemplateManager,
  args: {
    templates: sampleTemplates,
    now,
    timeZone,
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { viewport: { options: viewports } },
  render: (args) => (
    <div className="w-full max-w-3xl">
      <TemplateManager {...args} />
    </div>
  ),
} satisfies Meta<typeof TemplateManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Templates' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent(
      /First touch.*Hi \{firstName\}.*Last changed by Ana Ruiz · Today at 10:40 AM/s,
    );
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No templates yet.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New template' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { templates: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading templates' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Loading failed',
  args: { templates: [], error: 'Network Error.!' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Create: Story = {
  name: 'Adding a template: an unknown placeholder is refused, a known one inserted',
  args: { templates: [] },
  play: async ({ args, canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New template' }));
    const form = canvas.getByRole('form', { name: 'New template' });
    await step('a typo in a placeholder is refused with the ones to use', async () => {
      await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Phone screen');
      const message = within(form).getByRole('textbox', { name: /^Message/ });
      await userEvent.type(message, 'Hi {{firstname}, a quick call?');
      await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
      await expect(
        (
          await within(form).findAllByText(
            'Unknown placeholder {firstname}: use {firstName}, {jobTitle}, {practice}',
          )
        ).length,
      ).toBeGreaterThan(0);
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
    await step('the placeholder buttons put a known one in', async () => {
      const message = within(form).getByRole('textbox', { name: /^Message/ });
      await userEvent.clear(message);
      await userEvent.type(message, 'Hi ');
      await userEvent.click(within(form).getByRole('button', { name: /Insert \{firstName\}/ }));
      await userEvent.type(message, ', a quick call about ');
      await userEvent.click(within(form).getByRole('button', { name: /Insert \{jobTitle\}/ }));
      await waitFor(() => expect(message).toHaveValue('Hi {firstName}, a quick call about {jobTitle}'));
      await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
      await waitFor(() =>
        expect(args.onCreate).toHaveBeenCalledWith({
          name: 'Phone screen',
          body: 'Hi {firstName}, a quick call about {jobTitle}',
        }),
      );
      await waitFor(() => expect(canvas.queryByRole('form', { name: 'New template' })).toBeNull());
      // Saved: the focus is back where the form was opened from.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'New template' })).toHaveFocus());
    });
  },
};

export const Edit: Story = {
  name: 'Changing a template in place',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit First touch' }));
    const form = canvas.getByRole('form', { name: 'Edit First touch' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'First touch (short)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith('template_first_touch', {
        name: 'First touch (short)',
        body: sampleTemplates[1]?.body,
      }),
    );
  },
};

export const SaveRefused: Story = {
  name: 'The server refuses: the message shows, the text stays',
  args: {
    onUpdate: fn(async () => {
      throw new Error('A template named “Courteous rejection” already exists. Choose another name.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit First touch' }));
    const form = canvas.getByRole('form', { name: 'Edit First touch' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Courteous rejection');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already exists');
    await expect(name).toHaveValue('Courteous rejection');
  },
};

export const Delete: Story = {
  name: 'Deleting asks first',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Interview follow-up' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete “Interview follow-up”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Interview follow-up' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete template' }),
    );
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('template_follow_up'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

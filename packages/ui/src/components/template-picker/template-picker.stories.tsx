import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTemplates, sampleValues } from '../message-templates/template-fixtures';
import { TemplatePicker } from './template-picker';

const meta = {
  title: 'Features/Conversations/TemplatePicker',
  component: TemplatePicker,
  args: {
    templates: sampleTemplates,
    values: sampleValues,
    onInsert: fn(),
    manageHref: '/message-templates',
  },
} satisfies Meta<typeof TemplatePicker>;

export default meta;

// Left open, the menu hides the page behind it from assistive technology (Radix's `aria-hidden`), trigger
// included, which axe reads as hidden focusable content; the menu itself is checked.
const openMenuA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  name: 'Open: the templates and the way to manage them',
  parameters: openMenuA11y,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Courteous rejection/),
      expect.stringMatching(/^First touch/),
      expect.stringMatching(/^Interview follow-up/),
      'Manage templates',
    ]);
  },
};

export const Insert: Story = {
  name: 'Choosing one hands its text, filled',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: /^First touch/ }));
    await expect(args.onInsert).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Hi Maya,\n\nI’m reaching out from Lakeside Family Medicine about our Family Medicine Physician opening\./,
      ),
    );
  },
};

export const MissingValue: Story = {
  name: 'A value not known stays as a placeholder to fill',
  args: { values: { firstName: 'Maya' } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
    const menu = within(await within(canvasElement.ownerDocument.body).findByRole('menu'));
    await userEvent.click(menu.getByRole('menuitem', { name: /^Interview follow-up/ }));
    await expect(args.onInsert).toHaveBeenCalledWith(
      expect.stringContaining('about the {jobTitle} position'),
    );
  },
};

export const Empty: Story = {
  name: 'No templates yet',
  parameters: openMenuA11y,
  args: { templates: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Insert template' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No templates yet.')).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Manage templates' })).toHaveAttribute(
      'href',
      '/message-templates',
    );
  },
};

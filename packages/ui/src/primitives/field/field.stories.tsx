import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Work email',
    description: 'We send interview invitations to this address.',
    children: <Input type="email" placeholder="name@practice.com" />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await step('the label names the control', async () => {
      await expect(input).toHaveAttribute('data-slot', 'input');
    });
    await step('the description describes it', async () => {
      await expect(input).toHaveAccessibleDescription('We send interview invitations to this address.');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
    await step('clicking the label focuses the control', async () => {
      await userEvent.click(canvas.getByText('Work email'));
      await expect(input).toHaveFocus();
    });
  },
};

export const WithError: Story = {
  name: 'With error',
  args: {
    error: 'Enter an email address like name@practice.com.',
    children: <Input defaultValue="dr.lee" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'We send interview invitations to this address. Enter an email address like name@practice.com.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter an email address like name@practice.com.',
    );
  },
};

export const Required: Story = {
  args: { required: true, description: undefined, label: 'Practice name', children: <Input /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Practice name' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input disabled defaultValue="office@riverside.example" /> },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    label: 'Describe the ideal candidate for this full-time internal medicine position',
    description:
      'Mention board certification, languages spoken, experience with electronic health records and anything that makes your practice a good place to work.',
    error: 'Keep the description under 2,000 characters so it fits on the job card shown to physicians.',
    children: <Input defaultValue="Board-certified internist, bilingual English and Spanish…" />,
  },
};

function ValidatingForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [error, setError] = useState<string>();
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        if (!email.includes('@')) {
          setError('Enter an email address like name@practice.com.');
          return;
        }
        setError(undefined);
        onSubmit(email);
      }}
    >
      <Field label="Work email" description="We send interview invitations to this address." error={error}>
        <Input name="email" type="email" />
      </Field>
      <Button type="submit" className="justify-self-start">
        Save
      </Button>
    </form>
  );
}

/** A form that validates on submit: the error appears, is announced, and clears once fixed. */
export const Validation: StoryObj<typeof ValidatingForm> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <ValidatingForm onSubmit={onSubmit} />,
  play: async ({ args: { onSubmit }, canvas, canvasElement, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Work email' });
    await step('an invalid value shows the error and marks the control invalid', async () => {
      await userEvent.type(input, 'dr.lee');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(input).toBeInvalid());
      await expect(canvas.getByRole('alert')).toHaveTextContent('Enter an email address');
      await expect(onSubmit).not.toHaveBeenCalled();
    });
    await step('a valid value clears the error and submits', async () => {
      await userEvent.type(input, '@riverside.example');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(input).toBeValid());
      await expect(canvasElement.querySelector('[data-slot="field-error"]')).toBeEmptyDOMElement();
      await expect(onSubmit).toHaveBeenCalledWith('dr.lee@riverside.example');
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-6">
      <Field label="Default">
        <Input placeholder="Placeholder" />
      </Field>
      <Field label="With description" description="Help text that explains the field.">
        <Input />
      </Field>
      <Field label="Required" required>
        <Input />
      </Field>
      <Field label="With error" error="This field has an error.">
        <Input defaultValue="Wrong value" />
      </Field>
      <Field label="Disabled" disabled>
        <Input disabled defaultValue="Disabled value" />
      </Field>
    </div>
  ),
};

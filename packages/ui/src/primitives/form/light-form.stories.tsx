import { type RecoveryPayload, registerPayloadSchema } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Input } from '../input/input';
import { validationUnavailableMessage } from './form-parts';
import {
  Form,
  FormErrorSummary,
  FormField,
  type LightFormControl,
  useFormField,
  useZodForm,
} from './light-form';

const termsMessage = 'Agree to the terms to create an account';

/** The domain's register payload and a consent box: the shape of a signed-out form. */
const accountSchema = registerPayloadSchema.extend({
  acceptTerms: z.literal(true, { error: termsMessage }),
});
type AccountValues = { email: string; password: string; acceptTerms: boolean };

type AccountFormProps = {
  /** Called with the parsed values after a valid submit (the email trimmed and lower-cased). */
  onSubmit: (values: unknown) => Promise<void>;
  /** Called with the errors after a failed submit. */
  onInvalid: (errors: unknown) => void;
};

/** A box drawn beside its label, outside `FormField`: `useFormField` gives it its id, props and error. */
function Consent({ control }: { control: LightFormControl<AccountValues, unknown> }) {
  const { id, field, error } = useFormField(control, 'acceptTerms');
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={id}
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onChange={field.onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5 accent-primary"
        />
        <label htmlFor={id} className="text-sm">
          I agree to the terms
        </label>
      </div>
      <p id={`${id}-error`} role="alert" className="font-medium text-danger text-sm empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** An account form on the light form: rules loaded on demand, a server's refusal shown on the password. */
function AccountForm({ onSubmit, onInvalid }: AccountFormProps) {
  const form = useZodForm(() => Promise.resolve(accountSchema), {
    defaultValues: { email: '', password: '', acceptTerms: false },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await onSubmit(values);
        } catch (rejection) {
          form.setError('password', { type: 'server', message: (rejection as Error).message });
        }
      }}
      onInvalid={onInvalid}
      aria-label="Create an account"
      className="max-w-md"
    >
      <FormErrorSummary />
      <FormField control={form.control} name="email" label="Work email" required>
        {(field) => <Input type="email" autoComplete="email" {...field} />}
      </FormField>
      <FormField control={form.control} name="password" label="Password" required>
        {(field) => <Input type="password" autoComplete="new-password" {...field} />}
      </FormField>
      <Consent control={form.control} />
      <Button type="submit" className="justify-self-start" loading={form.formState.isSubmitting}>
        Create account
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Light form',
  component: AccountForm,
  args: { onSubmit: fn(async () => {}), onInvalid: fn() },
} satisfies Meta<typeof AccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SubmitEmpty: Story = {
  name: 'Submit empty: error summary',
  play: async ({ args, canvas, step }) => {
    await step('submitting the empty form shows the summary and focuses it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(args.onInvalid).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step("the summary lists the domain's messages in page order", async () => {
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([
        'Enter your email address',
        'The password must be at least 8 characters',
        termsMessage,
      ]);
    });
    await step('each field shows its own message and is marked invalid', async () => {
      const email = canvas.getByRole('textbox', { name: 'Work email' });
      await expect(email).toBeInvalid();
      await expect(email).toHaveAccessibleDescription('Enter your email address');
      await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  },
};

export const SummaryLinks: Story = {
  name: 'Summary link focuses the field',
  play: async ({ canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await canvas.findByRole('region', { name: 'Fix these to continue' });
    await step('clicking a link focuses its field', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'The password must be at least 8 characters' }));
      await expect(canvas.getByLabelText(/^Password/)).toHaveFocus();
    });
    await step('Enter on a link focuses a box drawn outside FormField too', async () => {
      canvas.getByRole('link', { name: termsMessage }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms' })).toHaveFocus();
    });
  },
};

export const KeepsValues: Story = {
  name: 'Typed values are kept',
  play: async ({ args, canvas, step }) => {
    const email = canvas.getByRole('textbox', { name: 'Work email' });
    const password = canvas.getByLabelText(/^Password/);
    await step('a partly filled form fails with only what is wrong listed', async () => {
      await userEvent.type(email, 'dana@riverside');
      await userEvent.type(password, 'Lantern-Meadow-7');
      await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
      await canvas.findByRole('region', { name: 'Fix these to continue' });
      await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Enter a valid email address, like name@practice.com',
        termsMessage,
      ]);
    });
    await step('the typed values are still there', async () => {
      await expect(email).toHaveValue('dana@riverside');
      await expect(password).toHaveValue('Lantern-Meadow-7');
    });
    await step('fixing a field removes its line from the summary as you type', async () => {
      await userEvent.type(email, '.example');
      await waitFor(() =>
        expect(canvas.queryByRole('link', { name: /valid email/ })).not.toBeInTheDocument(),
      );
      await expect(email).not.toBeInvalid();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the terms' }));
      await waitFor(() =>
        expect(canvas.queryByRole('region', { name: 'Fix these to continue' })).not.toBeInTheDocument(),
      );
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit',
  play: async ({ args, canvas, step }) => {
    await step('fill the form by keyboard', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), '  Dana@Riverside.example ');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'Lantern-Meadow-7');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the terms' }));
    });
    await step(
      'submit sends the parsed values (the email trimmed, lower-cased) and shows no summary',
      async () => {
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
        await expect(args.onSubmit).toHaveBeenCalledWith({
          email: 'dana@riverside.example',
          password: 'Lantern-Meadow-7',
          acceptTerms: true,
        });
        await expect(canvas.queryByRole('region', { name: 'Fix these to continue' })).not.toBeInTheDocument();
      },
    );
  },
};

/** The server refuses: its message shows on the password and in the summary, which takes focus; values kept. */
export const ServerError: Story = {
  name: 'Server error on a field',
  args: {
    onSubmit: fn(async () => {
      throw new Error('This password appears in known data breaches. Choose another.');
    }),
  },
  play: async ({ canvas, step }) => {
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), 'dana@riverside.example');
    await userEvent.type(password, 'Password-1234');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the terms' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await step('the message shows under the password and in the summary, which takes focus', async () => {
      await waitFor(() =>
        expect(password).toHaveAccessibleDescription(
          'This password appears in known data breaches. Choose another.',
        ),
      );
      const summary = canvas.getByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent(
        'This password appears in known data breaches. Choose another.',
      );
    });
    await step('the button is ready again and the typed values stay', async () => {
      await expect(canvas.getByRole('button', { name: 'Create account' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
      await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveValue('dana@riverside.example');
      await expect(password).toHaveValue('Password-1234');
    });
  },
};

/** Every state at once: the summary after a failed submit, over the invalid fields. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await canvas.findByRole('region', { name: 'Fix these to continue' });
  },
};

/** A loader that never gets the rules (the network is down). */
const unreachableRules = (): Promise<z.ZodType<RecoveryPayload, { email: string }>> =>
  Promise.reject(new Error('Network Error'));

/** A one-field form whose rules load on demand, from a loader that fails. */
function UnreachableRulesForm({ onSubmit, onInvalid }: AccountFormProps) {
  const form = useZodForm(unreachableRules, { defaultValues: { email: '' } });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      aria-label="Recover your password"
      className="max-w-md"
    >
      <FormErrorSummary />
      <FormField control={form.control} name="email" label="Email" required>
        {(field) => <Input type="email" autoComplete="email" {...field} />}
      </FormField>
      <Button type="submit" className="justify-self-start">
        Email me a code
      </Button>
    </Form>
  );
}

/** When the rules cannot load, a submit says so and keeps what was typed. */
export const RulesUnavailable: Story = {
  name: 'Rules could not load',
  render: (args) => <UnreachableRulesForm {...args} />,
  play: async ({ args, canvas, step }) => {
    await step('submitting stops, and the summary says why without linking to a field', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@riverside-clinic.example');
      await userEvent.click(canvas.getByRole('button', { name: 'Email me a code' }));
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent(validationUnavailableMessage);
      await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('the typed value stays for another try', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
        'dana@riverside-clinic.example',
      );
    });
  },
};

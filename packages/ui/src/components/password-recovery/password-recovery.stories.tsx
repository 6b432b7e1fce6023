import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import type { LinkProps } from '../../lib/link';
import { PasswordRecovery } from './password-recovery';

const onNavigate = fn();

/** Stands in for react-router's `Link`: `({ href, ...props }) => <Link to={href} {...props} />`. */
const renderLink = ({ href, ...props }: LinkProps) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onNavigate(href);
    }}
  />
);

/** Never settles: the form stays in its pending state. */
const pending = () => new Promise<void>(() => {});

/** Stops the clock, so the resend countdown stays at its first second in the screenshot. */
const freezeClock = () => {
  const realNow = Date.now;
  const now = realNow();
  Date.now = () => now;
  return () => {
    Date.now = realNow;
  };
};

const email = 'dana@riverside-clinic.example';

const meta = {
  title: 'Features/Auth/PasswordRecovery',
  component: PasswordRecovery,
  args: {
    onSendCode: fn(async () => {}),
    onVerifyCode: fn(async () => {}),
    onSetPassword: fn(async () => {}),
    onStepChange: fn(),
    renderLink,
  },
  argTypes: { renderLink: { control: false } },
  decorators: [
    // The form is the content of the auth layout's column (max-w-md); `inLayout` shows the whole screen.
    (Story, { parameters }) =>
      parameters.inLayout ? (
        <AuthLayout headline="Hire the physicians your patients are waiting for.">
          <Story />
        </AuthLayout>
      ) : (
        <div className="mx-auto w-full max-w-md">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof PasswordRecovery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmailStep: Story = {
  name: 'Email step',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recover your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signIn');
  },
};

export const WholeFlow: Story = {
  name: 'Whole flow by keyboard',
  beforeEach: freezeClock,
  play: async ({ args, canvas, step }) => {
    await step('email, Enter: the code is sent', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
      await userEvent.keyboard('Dana@Riverside-Clinic.example{Enter}');
      await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ email }));
    });
    await step('six digits submit the code on their own', async () => {
      const code = await canvas.findByRole('textbox', { name: 'Verification code' });
      await waitFor(() => expect(code).toHaveFocus());
      await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
      await userEvent.keyboard('418203');
      await waitFor(() => expect(args.onVerifyCode).toHaveBeenCalledWith({ email, otp: '418203' }));
    });
    await step('the new password, typed twice', async () => {
      const heading = await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' });
      await waitFor(() => expect(heading).toHaveFocus());
      await userEvent.tab();
      await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveFocus();
      await userEvent.keyboard('Lakeside rounds at 7');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('Lakeside rounds at 7{Enter}');
      await waitFor(() =>
        expect(args.onSetPassword).toHaveBeenCalledWith({ password: 'Lakeside rounds at 7' }),
      );
    });
    await step('done: Sign in', async () => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your password is changed' }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signIn');
      await expect(args.onStepChange).toHaveBeenNthCalledWith(1, 'code');
      await expect(args.onStepChange).toHaveBeenNthCalledWith(2, 'password');
      await expect(args.onStepChange).toHaveBeenNthCalledWith(3, 'done');
    });
  },
};

export const EmailFieldError: Story = {
  name: 'Field errors: email',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@riverside{Enter}');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address, like name@practice.com'),
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const SendingCode: Story = {
  name: 'Sending the code',
  args: { onSendCode: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), `${email}{Enter}`);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Email me a code' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const SendError: Story = {
  name: 'Server error: sending the code',
  args: {
    onSendCode: fn(async () => {
      throw new Error('Please wait a minute before asking for another code.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), `${email}{Enter}`);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Please wait a minute'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  },
};

export const CodeStep: Story = {
  name: 'Code step',
  args: { step: 'code', email },
  beforeEach: freezeClock,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(canvas.getByText(email)).toBeVisible();
  },
};

export const WrongCode: Story = {
  name: 'Code: wrong code',
  args: {
    step: 'code',
    email,
    onVerifyCode: fn(async () => {
      throw new Error('The code is not correct.');
    }),
  },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('123456');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct.'));
    await expect(code).toHaveValue('123456');
    await waitFor(() => expect(code).toHaveFocus());
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const Resend: Story = {
  name: 'Code: resend waits out the countdown',
  args: { step: 'code', email, resendSeconds: 1 },
  play: async ({ args, canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    await expect(resend).toBeDisabled();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ email }));
    await waitFor(() => expect(resend).toBeDisabled());
    // The new countdown runs out too (one second here), so the page is the same whenever it is screenshot.
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
  },
};

export const ChangeEmail: Story = {
  name: 'Code: use a different email',
  args: { step: undefined },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), `${email}{Enter}`);
    const back = await canvas.findByRole('button', { name: 'Use a different email' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(args.onStepChange).toHaveBeenLastCalledWith('email');
  },
};

export const PasswordStep: Story = {
  name: 'New password step',
  args: { step: 'password', email },
};

export const PasswordTooShort: Story = {
  name: 'New password: too short',
  args: { step: 'password', email },
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await userEvent.type(password, 'rounds');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'rounds{Enter}',
    );
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The password must be at least 8 characters'),
      ),
    );
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

export const PasswordError: Story = {
  name: 'New password: server error',
  args: {
    step: 'password',
    email,
    onSetPassword: fn(async () => {
      throw new Error('This code has expired. Ask for a new code.');
    }),
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await userEvent.type(password, 'Lakeside rounds at 7');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'Lakeside rounds at 7{Enter}',
    );
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('This code has expired.'));
    await expect(password).toHaveValue('Lakeside rounds at 7');
  },
};

export const Done: Story = {
  args: { step: 'done' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/signIn');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    step: 'password',
    email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
  },
};

export const CodeInLayoutMobile: Story = {
  name: 'Code step in the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
  args: { step: 'code', email },
  beforeEach: freezeClock,
};

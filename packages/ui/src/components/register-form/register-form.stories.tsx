import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import type { LinkProps } from '../../lib/link';
import { RegisterForm } from './register-form';

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

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Auth/RegisterForm',
  component: RegisterForm,
  args: {
    onRegister: fn(async () => {}),
    onVerify: fn(async () => {}),
    onResend: fn(async () => {}),
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
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }),
    ).not.toBeChecked();
    await expect(canvas.getByText('Strength: none yet')).toBeVisible();
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit by keyboard, then the code step',
  beforeEach: freezeClock,
  play: async ({ args, canvas, step }) => {
    await step('Tab through every field, typing each', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveFocus();
      await userEvent.keyboard(' Dana@Riverside-Clinic.example');
      await userEvent.tab();
      await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
      await userEvent.keyboard('Rounds-2026!');
      await expect(canvas.getByText('Strength: strong')).toBeVisible();
      await userEvent.tab(); // show / hide
      await userEvent.tab();
      await expect(canvas.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveFocus();
      await userEvent.keyboard('Rounds-2026!');
      await userEvent.tab(); // show / hide
      await userEvent.tab();
      const terms = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' });
      await expect(terms).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(terms).toBeChecked();
    });
    await step('the Terms and Privacy links are reachable from the label', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    });
    await step('Enter on the button sends only email and password', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Create account' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onRegister).toHaveBeenCalledWith({ email, password: 'Rounds-2026!' }));
    });
    await step('the code step shows the address and focuses the code box', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
      await expect(canvas.getByText(email)).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus());
      await expect(args.onStepChange).toHaveBeenCalledWith('code');
    });
  },
};

export const TooShortPassword: Story = {
  name: 'Field errors: password too short',
  play: async ({ args, canvas, step }) => {
    await step('type a short password and submit', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
      await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'short1');
      await userEvent.keyboard('{Enter}');
    });
    await step('the message shows by the field and the summary takes focus', async () => {
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
      await expect(password).toBeInvalid();
      await expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The password must be at least 8 characters'),
      );
      await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
        'Agree to the Terms and Privacy Policy to create an account',
      );
      await expect(args.onRegister).not.toHaveBeenCalled();
    });
    await step('the summary link to the terms focuses the checkbox', async () => {
      canvas
        .getByRole('link', { name: 'Agree to the Terms and Privacy Policy to create an account' })
        .focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toHaveFocus();
    });
  },
};

export const PasswordsDiffer: Story = {
  name: 'Field errors: passwords differ',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Rounds-2026!');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Rounds-2025!');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('link', { name: 'The passwords do not match' })).toBeVisible();
    await expect(
      canvas.getByLabelText(/^Confirm password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('The passwords do not match');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** Fills the first step with valid values and submits it. */
async function fillDetails(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Work email' }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Rounds-2026!');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Rounds-2026!');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const Submitting: Story = {
  args: { onRegister: fn(pending) },
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    const button = canvas.getByRole('button', { name: 'Create account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ServerError: Story = {
  name: 'Server error: email already registered',
  args: {
    onRegister: fn(async () => {
      throw new Error('An account with this email already exists. Sign in or recover your password.');
    }),
  },
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('An account with this email already exists'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveValue(email);
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('Rounds-2026!');
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  },
};

export const CodeStep: Story = {
  name: 'Code step (resumed after a reload)',
  args: { step: 'code', email },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toHaveAccessibleDescription(
      'You can ask for a new code in 1:00',
    );
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const AutoSubmit: Story = {
  name: 'Code: auto-submits at the sixth digit',
  args: { step: 'code', email },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('41820');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith({ email, otp: '418203' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

export const WrongCode: Story = {
  name: 'Code: wrong code',
  args: {
    step: 'code',
    email,
    onVerify: fn(async () => {
      throw new Error('The code is not correct.');
    }),
  },
  beforeEach: freezeClock,
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('999999');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct.'));
    await expect(code).toBeInvalid();
    // The refused code stays, so the user sees what was refused.
    await expect(code).toHaveValue('999999');
    await waitFor(() => expect(code).toHaveFocus());
  },
};

export const WrongCodeThenVerify: Story = {
  name: 'Code: a refused code keeps its reason until it changes',
  args: {
    step: 'code',
    email,
    onVerify: fn(async () => {
      throw new Error('The code is not correct.');
    }),
  },
  beforeEach: freezeClock,
  play: async ({ args, canvas, step }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await step('the sixth digit sends the code, and the server refuses it', async () => {
      await waitFor(() => expect(code).toHaveFocus());
      await userEvent.keyboard('999999');
      await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct.'));
      await expect(args.onVerify).toHaveBeenCalledTimes(1);
    });
    await step('"Verify email" keeps the code and the real reason, and sends nothing again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
      await expect(code).toHaveValue('999999');
      await expect(code).toHaveAccessibleDescription('The code is not correct.');
      await expect(canvas.queryByText('Enter the 6-digit code from the email')).not.toBeInTheDocument();
      await expect(args.onVerify).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(code).toHaveFocus());
    });
    await step('typing a new code replaces the refused one, and its reason goes', async () => {
      await userEvent.keyboard('4');
      await expect(code).toHaveValue('4');
      await expect(code).toBeValid();
      await expect(code).not.toHaveAccessibleDescription('The code is not correct.');
      await userEvent.keyboard('18203');
      await waitFor(() => expect(args.onVerify).toHaveBeenLastCalledWith({ email, otp: '418203' }));
      await expect(args.onVerify).toHaveBeenCalledTimes(2);
    });
  },
};

export const NewCodePastedOverRefused: Story = {
  name: 'Code: a whole code pasted over the refused one is sent at once',
  args: {
    step: 'code',
    email,
    onVerify: fn(async ({ otp }: { otp: string }) => {
      if (otp === '999999') throw new Error('The code is not correct.');
    }),
  },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('999999');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct.'));
    // The refused code is selected: the pasted one replaces it whole.
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.paste('418203');
    await waitFor(() => expect(args.onVerify).toHaveBeenLastCalledWith({ email, otp: '418203' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(2);
    await expect(code).toHaveValue('418203');
  },
};

/** A failure with no answer from the server (the api-client's status 0): the same code may go through later. */
function connectionLost() {
  return Object.assign(new Error('Network Error.!'), { status: 0 });
}

export const CodeNotSent: Story = {
  name: 'Code: no answer, "Verify email" sends the same code again',
  args: {
    step: 'code',
    email,
    onVerify: fn(async () => {
      throw connectionLost();
    }),
  },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('418203');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Network Error.!'));
    await expect(code).toHaveValue('418203');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledTimes(2));
    await expect(args.onVerify).toHaveBeenLastCalledWith({ email, otp: '418203' });
  },
};

export const WrongCodeMobile: Story = {
  name: 'Code: refused, in the auth layout, mobile',
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { padded: false, inLayout: true, viewport: { options: viewports } },
  args: {
    step: 'code',
    email,
    onVerify: fn(async () => {
      throw new Error('The code is not correct.');
    }),
  },
  beforeEach: freezeClock,
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('999999');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
    await expect(code).toHaveAccessibleDescription('The code is not correct.');
    await expect(code).toHaveValue('999999');
  },
};

export const IncompleteCode: Story = {
  name: 'Code: incomplete',
  args: { step: 'code', email },
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('418{Enter}');
    await expect(code).toHaveAccessibleDescription('Enter the 6-digit code from the email');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Resend: Story = {
  name: 'Code: resend waits out the countdown',
  args: { step: 'code', email, resendSeconds: 1 },
  play: async ({ args, canvas, step }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    await step('disabled while the countdown runs', async () => {
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveAccessibleDescription('You can ask for a new code in 0:01');
    });
    await step('enabled when it ends; Enter sends a new code', async () => {
      await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
      resend.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onResend).toHaveBeenCalledTimes(1));
      await expect(await canvas.findByRole('status')).toHaveTextContent(`We sent a new code to ${email}.`);
    });
    await step('disabled again for the next countdown', async () => {
      await waitFor(() => expect(resend).toBeDisabled());
      await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    });
  },
};

export const ChangeEmail: Story = {
  name: 'Use a different email keeps the values',
  beforeEach: freezeClock,
  play: async ({ args, canvas }) => {
    await fillDetails(canvas);
    const back = await canvas.findByRole('button', { name: 'Use a different email' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveValue(email);
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('Rounds-2026!');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('details');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    step: 'code',
    email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
    onVerify: fn(async () => {
      throw new Error('Too many wrong codes. Ask for a new code, then enter the newest one you receive.');
    }),
  },
  beforeEach: freezeClock,
  play: async ({ canvas }) => {
    await userEvent.keyboard('111111');
    await canvas.findByText(/Too many wrong codes/);
  },
};

export const InLayoutMobile: Story = {
  name: 'In the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
};

export const CodeInLayoutMobile: Story = {
  name: 'Code step in the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
  args: { step: 'code', email },
  beforeEach: freezeClock,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import type { LinkProps } from '../../lib/link';
import { SignInForm } from './sign-in-form';

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

const meta = {
  title: 'Features/Auth/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn(async () => {}), renderLink },
  argTypes: { renderLink: { control: false } },
  decorators: [
    // The form is the content of the auth layout's column (max-w-md); `inLayout` shows the whole screen.
    (Story, { parameters }) =>
      parameters.inLayout ? (
        <AuthLayout
          headline="Hire the physicians your patients are waiting for."
          footerLinks={[
            { href: '/terms-conditions', label: 'Terms' },
            { href: '/privacy-policy', label: 'Privacy' },
          ]}
        >
          <Story />
        </AuthLayout>
      ) : (
        <div className="mx-auto w-full max-w-md">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to MedHire' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign in with Doximity' })).not.toBeInTheDocument();
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit by keyboard',
  play: async ({ args, canvas, step }) => {
    await step('Tab through email and password, typing each', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
      await userEvent.keyboard('  Dana@Riverside-Clinic.example ');
      await userEvent.tab();
      await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
      await userEvent.keyboard('Rounds-2026!');
    });
    await step('the show / hide toggle and the recovery link follow the password', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(onNavigate).toHaveBeenLastCalledWith('/recover-password');
    });
    await step('Enter on the button sends the exact payload, email cleaned', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          email: 'dana@riverside-clinic.example',
          password: 'Rounds-2026!',
        }),
      );
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@riverside-clinic.example');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Rounds-2026!');
    await userEvent.keyboard('{Enter}');
    const button = await canvas.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WrongPassword: Story = {
  name: 'Server error: wrong password',
  args: {
    onSubmit: fn(async () => {
      throw new Error('The email or password is incorrect.');
    }),
  },
  play: async ({ args, canvas, step }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await step('type and submit with Enter', async () => {
      await userEvent.tab();
      await userEvent.keyboard('dana@riverside-clinic.example');
      await userEvent.tab();
      await userEvent.keyboard('not-my-password{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    });
    await step("the server's message shows in the alert above the form", async () => {
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent('The email or password is incorrect.'),
      );
    });
    await step('the email is kept and the password is focused for another try', async () => {
      await expect(email).toHaveValue('dana@riverside-clinic.example');
      await expect(password).toHaveValue('not-my-password');
      await waitFor(() => expect(password).toHaveFocus());
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    });
    await step('a second try clears the old message while it runs', async () => {
      await userEvent.keyboard('Rounds-2026!{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
      await expect(args.onSubmit).toHaveBeenLastCalledWith({
        email: 'dana@riverside-clinic.example',
        password: 'Rounds-2026!',
      });
    });
  },
};

export const FieldErrors: Story = {
  name: 'Field errors',
  play: async ({ args, canvas, step }) => {
    await step('submitting empty focuses the summary and sends nothing', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('each field names what to fix', async () => {
      const email = canvas.getByRole('textbox', { name: 'Email' });
      await expect(email).toBeInvalid();
      await expect(email).toHaveAccessibleDescription('Enter your email address');
      await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
        'Enter your password',
      );
    });
    await step('a malformed email gets its own message', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'dana@riverside');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      await expect(
        await canvas.findByRole('link', { name: 'Enter a valid email address, like name@practice.com' }),
      ).toBeVisible();
    });
  },
};

export const WithDoximity: Story = {
  name: 'With Doximity',
  args: { onDoximitySignIn: fn() },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in with Doximity' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDoximitySignIn).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OutsideError: Story = {
  name: 'Error from outside (Doximity return)',
  args: {
    onDoximitySignIn: fn(),
    error: 'Sign-in with Doximity is not configured. Sign in with your email and password.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sign-in with Doximity is not configured');
  },
};

export const SecondaryLinks: Story = {
  name: 'Links to register and claim',
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Create an account' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/register');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Claim your business' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/claimBusiness');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    defaultEmail: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
    onSubmit: fn(async () => {
      throw new Error(
        'Too many sign-in attempts. Try again in a few minutes. If you share this computer with colleagues, make sure each of you signs in with your own email address.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Rounds-2026!{Enter}');
    await canvas.findByText(/Too many sign-in attempts/);
  },
};

export const InLayoutMobile: Story = {
  name: 'In the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
  args: { onDoximitySignIn: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Sign in to MedHire' }),
    );
  },
};

export const InLayoutDesktop: Story = {
  name: 'In the auth layout, desktop',
  parameters: { padded: false, inLayout: true },
  args: { onDoximitySignIn: fn() },
};

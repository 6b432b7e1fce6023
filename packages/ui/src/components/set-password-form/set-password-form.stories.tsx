import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import type { LinkProps } from '../../lib/link';
import { SetPasswordForm } from './set-password-form';

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
  title: 'Features/Auth/SetPasswordForm',
  component: SetPasswordForm,
  args: { email: 'dana@riverside-clinic.example', onSubmit: fn(async () => {}), renderLink },
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
} satisfies Meta<typeof SetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('dana@riverside-clinic.example');
    await expect(email).toHaveAttribute('readonly');
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit by keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^New password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('Lakeside rounds at 7');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('Lakeside rounds at 7{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Lakeside rounds at 7' }));
  },
};

export const TooShort: Story = {
  name: 'Field errors: too short',
  play: async ({ args, canvas }) => {
    const password = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'short{Enter}',
    );
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 8 characters'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByLabelText(/^New password/, { selector: 'input' }),
      'Lakeside rounds at 7',
    );
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'Lakeside rounds at 7{Enter}',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save password' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerError: Story = {
  name: 'Server error',
  args: {
    onSubmit: fn(async () => {
      throw new Error('This password is too common. Choose one that is harder to guess.');
    }),
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await userEvent.type(password, 'password123');
    await userEvent.type(
      canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'password123{Enter}',
    );
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('This password is too common.'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(password).toHaveValue('password123');
  },
};

export const Expired: Story = {
  name: 'Expired link',
  args: { expired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save password' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Claim your business again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/claimBusiness');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenLastCalledWith('/recover-password');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: { email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example' },
};

export const InLayoutMobile: Story = {
  name: 'In the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
};

export const ExpiredInLayoutMobile: Story = {
  name: 'Expired, in the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
  args: { expired: true },
};

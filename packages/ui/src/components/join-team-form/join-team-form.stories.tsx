import type { TeamInvitation } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import type { LinkProps } from '../../lib/link';
import { JoinTeamForm } from './join-team-form';

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

const invitation: TeamInvitation = {
  organizationName: 'Riverside Family Clinic',
  email: 'ana.ruiz@riverside-clinic.example',
  role: 'recruiter',
  expiresAt: '2030-06-04T15:00:00.000Z',
  hasAccount: false,
};

const meta = {
  title: 'Features/Team/JoinTeamForm',
  component: JoinTeamForm,
  args: { invitation, onSubmit: fn(async () => {}), renderLink },
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
} satisfies Meta<typeof JoinTeamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Join Riverside Family Clinic on MedHire' }),
    ).toBeVisible();
    await expect(canvas.getByText(/You were invited as a recruiter\./)).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ana.ruiz@riverside-clinic.example');
    await expect(email).toHaveAttribute('readonly');
  },
};

export const HiringManager: Story = {
  name: 'Invited as a hiring manager, no organization name',
  args: { invitation: { ...invitation, role: 'hiring-manager', organizationName: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join your team on MedHire' })).toBeVisible();
    await expect(canvas.getByText(/You were invited as a hiring manager\./)).toBeVisible();
  },
};

export const HasAccount: Story = {
  name: 'Already signs in to another organization',
  args: { invitation: { ...invitation, hasAccount: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/You already use MedHire with this email/)).toBeVisible();
    const password = canvas.getByLabelText(/^Your MedHire password/, { selector: 'input' });
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Ana Ruiz');
    // Their password is whatever they chose once: no new-password rule stands in the way.
    await userEvent.type(password, 'short7{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana Ruiz', password: 'short7' }));
  },
};

export const Submit: Story = {
  name: 'Submit by keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    await userEvent.keyboard('  Ana Ruiz ');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('Lakeside rounds at 7{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ana Ruiz', password: 'Lakeside rounds at 7' }),
    );
  },
};

export const Missing: Story = {
  name: 'Field errors',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'short{Enter}');
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent('Enter your name');
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 8 characters'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const StaffName: Story = {
  name: 'A name that passes for MedHire staff',
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: /^Your name/ });
    await userEvent.type(name, 'MedHire Support');
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'Lakeside rounds at 7{Enter}',
    );
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining(
          'Use your own name, without MedHire or a staff role such as Support or Admin',
        ),
      ),
    );
    await expect(name).toHaveValue('MedHire Support');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Ana Ruiz');
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'Lakeside rounds at 7{Enter}',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Join the team' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerError: Story = {
  name: 'Server error keeps what was typed',
  args: {
    onSubmit: fn(async () => {
      throw new Error('This invitation was canceled by the owner.');
    }),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /^Your name/ });
    await userEvent.type(name, 'Ana Ruiz');
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'Lakeside rounds at 7{Enter}');
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('This invitation was canceled by the owner.'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(name).toHaveValue('Ana Ruiz');
    await expect(password).toHaveValue('Lakeside rounds at 7');
  },
};

export const Unusable: Story = {
  name: 'Unusable link',
  args: { unusable: 'This invitation link has expired. Ask the person who invited you to send a new one.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeVisible();
    await expect(canvas.getByText(/This invitation link has expired/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to sign in' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/signIn');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    invitation: {
      ...invitation,
      organizationName: 'Riverside Family Medicine, Pediatrics and Women’s Health Associates of the Valley',
      email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
    },
  },
};

export const InLayoutMobile: Story = {
  name: 'In the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
};

export const UnusableInLayoutMobile: Story = {
  name: 'Unusable, in the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
  args: { unusable: 'This invitation was already used. Sign in with your email and password.' },
};

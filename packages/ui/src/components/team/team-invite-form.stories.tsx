import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { LinkProps } from '../../lib/link';
import { TeamInviteForm } from './team-invite-form';

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
  title: 'Features/Team/TeamInviteForm',
  component: TeamInviteForm,
  args: { onInvite: fn(async () => {}), renderLink },
  argTypes: { renderLink: { control: false } },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamInviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Send: Story = {
  name: 'Send an invitation',
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^Email address/ });
    await userEvent.type(email, '  Ana.Ruiz@Riverside-Clinic.example ');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hiring manager' }));
    await expect(canvas.getByRole('radio', { name: 'Hiring manager' })).toHaveAccessibleDescription(
      'Sees the jobs they are assigned to, with their candidates and conversations, and leaves notes. Cannot message candidates, move stages or edit jobs.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({
        email: 'ana.ruiz@riverside-clinic.example',
        role: 'hiring-manager',
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Invitation sent to ana.ruiz@riverside-clinic.example',
      ),
    );
    await expect(email).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Hiring manager' })).not.toBeChecked();
  },
};

export const Missing: Story = {
  name: 'Field errors: nothing chosen',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
    await expect(summary).toHaveTextContent('Enter the email address to invite');
    await expect(summary).toHaveTextContent('Choose recruiter or hiring manager');
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onInvite: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'ana@riverside.example');
    await userEvent.click(canvas.getByRole('radio', { name: 'Recruiter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send invitation' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Refused: Story = {
  name: 'Server refusal keeps what was typed',
  args: {
    onInvite: fn(async () => {
      throw new Error('ana@riverside.example is already in your team.');
    }),
  },
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: /^Email address/ });
    await userEvent.type(email, 'ana@riverside.example');
    await userEvent.click(canvas.getByRole('radio', { name: 'Recruiter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledTimes(1));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('ana@riverside.example is already in your team.'));
    await expect(email).toHaveValue('ana@riverside.example');
    await expect(canvas.getByRole('radio', { name: 'Recruiter' })).toBeChecked();
    await expect(canvas.queryByText(/Invitation sent/)).not.toBeInTheDocument();
  },
};

export const SeatsFull: Story = {
  name: 'Seats full, with an upgrade link',
  args: {
    seatsFull: {
      message: 'Your plan has 5 seats and all of them are taken. Upgrade to invite more colleagues.',
      upgradeHref: '/plans',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Every seat is taken' })).toHaveAccessibleDescription(
      'Your plan has 5 seats and all of them are taken. Upgrade to invite more colleagues.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Upgrade plan' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/plans');
  },
};

export const SeatsFullNoUpgrade: Story = {
  name: 'Seats full, no upgrade',
  args: { seatsFull: { message: 'Every seat of your plan is taken. Remove someone to invite another.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

import type { OrganizationChoice } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AuthLayout } from '../../layouts/auth-layout/auth-layout';
import { OrganizationChooser } from './organization-chooser';

const organizations: OrganizationChoice[] = [
  { organizationId: 'org-lakeside', organizationName: 'Lakeside Family Practice', role: 'recruiter' },
  { organizationId: 'org-riverside', organizationName: 'Riverside Family Clinic', role: 'hiring-manager' },
];

/** Never settles: the chosen organization stays busy. */
const pending = () => new Promise<void>(() => {});

const meta = {
  title: 'Features/Auth/OrganizationChooser',
  component: OrganizationChooser,
  args: {
    email: 'sam.okafor@northstar-recruiting.example',
    organizations,
    onChoose: fn(async () => {}),
    onBack: fn(),
  },
  decorators: [
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
} satisfies Meta<typeof OrganizationChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Choose an organization' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/belongs to 2 organizations on MedHire/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your organizations' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(
      canvas.getByRole('button', { name: /Lakeside Family Practice\s*As a recruiter/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /Riverside Family Clinic\s*As a hiring manager/ }),
    ).toBeVisible();
  },
};

export const ChooseByKeyboard: Story = {
  name: 'Choose by keyboard',
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Riverside Family Clinic/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith('org-riverside'));
  },
};

export const Choosing: Story = {
  name: 'Signing in to the chosen one',
  args: { onChoose: fn(pending) },
  play: async ({ args, canvas }) => {
    const lakeside = canvas.getByRole('button', { name: /Lakeside Family Practice/ });
    await userEvent.click(lakeside);
    await waitFor(() => expect(lakeside).toHaveAttribute('aria-busy', 'true'));
    // A second choice while the first runs is ignored.
    await userEvent.click(canvas.getByRole('button', { name: /Riverside Family Clinic/ }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  name: 'A refusal shows and the list stays',
  args: {
    onChoose: fn(async () => {
      throw new Error(
        'You no longer belong to this organization. Sign in again to see the ones you can open.',
      );
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Riverside Family Clinic/ }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('You no longer belong to this organization.'));
    await expect(canvas.getByRole('button', { name: /Riverside Family Clinic/ })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

export const Back: Story = {
  name: 'Sign in with another email',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with another email' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  name: 'Long names, several organizations',
  args: {
    email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
    organizations: [
      ...organizations,
      {
        organizationId: 'org-long',
        organizationName: 'Riverside Family Medicine, Pediatrics and Women’s Health Associates of the Valley',
        role: 'recruiter',
      },
      { organizationId: 'org-unnamed', organizationName: null, role: 'hiring-manager' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/belongs to 4 organizations/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /An organization without a name yet/ })).toBeVisible();
  },
};

export const InLayoutMobile: Story = {
  name: 'In the auth layout, mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { padded: false, inLayout: true },
};

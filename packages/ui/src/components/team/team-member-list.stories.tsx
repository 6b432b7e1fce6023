import type { TeamMember } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TeamMemberList } from './team-member-list';

const owner: TeamMember = {
  _id: 'emp_riverside',
  email: 'dana@riverside-clinic.example',
  name: 'Dana Whitfield',
  role: 'owner',
  status: 'active',
  invitedAt: null,
  inviteExpiresAt: null,
  joinedAt: '2025-01-14T15:00:00.000Z',
};

const recruiter: TeamMember = {
  _id: 'mem_ana',
  email: 'ana.ruiz@riverside-clinic.example',
  name: 'Ana Ruiz',
  role: 'recruiter',
  status: 'active',
  invitedAt: '2025-03-01T15:00:00.000Z',
  inviteExpiresAt: null,
  joinedAt: '2025-03-03T15:00:00.000Z',
};

const hiringManager: TeamMember = {
  _id: 'mem_omar',
  email: 'omar.haddad@riverside-clinic.example',
  name: 'Dr. Omar Haddad',
  role: 'hiring-manager',
  status: 'active',
  invitedAt: '2025-04-10T15:00:00.000Z',
  inviteExpiresAt: null,
  joinedAt: '2025-04-11T15:00:00.000Z',
};

const invited: TeamMember = {
  _id: 'mem_lee',
  email: 'j.lee@riverside-clinic.example',
  name: null,
  role: 'hiring-manager',
  status: 'invited',
  invitedAt: '2030-06-01T15:00:00.000Z',
  inviteExpiresAt: '2030-06-04T15:00:00.000Z',
  joinedAt: null,
};

/** Never settles: the call stays pending. */
const pending = () => new Promise<void>(() => {});

const meta = {
  title: 'Features/Team/TeamMemberList',
  component: TeamMemberList,
  args: {
    heading: 'Team',
    members: [owner, recruiter, hiringManager, invited],
    seats: { used: 4, total: 5 },
    canManage: true,
    currentMemberId: owner._id,
    onChangeRole: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamMemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Runs checks on one row (keeps the play readable). */
async function inRow(row: HTMLElement | undefined, check: (row: HTMLElement) => Promise<void>) {
  if (!row) throw new Error('The row is missing');
  await check(row);
}

export const AsOwner: Story = {
  name: 'As the owner: a joined and an invited member',
  args: { members: [owner, recruiter, invited], seats: { used: 3, total: 5 } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'People in the team' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Team' })).toHaveTextContent('3 of 5 seats used');
    await inRow(rows[0], async (row) => {
      await expect(row).toHaveTextContent('Dana Whitfield');
      await expect(row).toHaveTextContent('You');
      await expect(row).toHaveTextContent('Owner');
      await expect(row.querySelectorAll('button')).toHaveLength(0);
    });
    await inRow(rows[1], async (row) => {
      await expect(row).toHaveTextContent('ana.ruiz@riverside-clinic.example');
      await expect(row).toHaveTextContent('Joined Mar 3, 2025');
      await expect(within(row).getByRole('combobox', { name: 'Role of Ana Ruiz' })).toHaveDisplayValue(
        'Recruiter',
      );
      await expect(within(row).getByRole('button', { name: 'Remove Ana Ruiz' })).toBeVisible();
    });
    await inRow(rows[2], async (row) => {
      await expect(row).toHaveTextContent('Invited · link expires Jun 4, 2030');
      await expect(
        within(row).getByRole('button', { name: 'Cancel invitation for j.lee@riverside-clinic.example' }),
      ).toBeVisible();
    });
  },
};

export const ReadOnly: Story = {
  name: 'Read-only, as a recruiter',
  args: { canManage: false, currentMemberId: recruiter._id },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[1]).toHaveTextContent('Ana RuizYou');
    await expect(rows[2]).toHaveTextContent('Hiring manager');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the team' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const OnlyTheOwner: Story = {
  name: 'Only the owner',
  args: { members: [owner], seats: { used: 1, total: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 1 seat used')).toBeVisible();
    await expect(canvas.getByText(/It is just you for now/)).toBeVisible();
  },
};

export const NoHeading: Story = {
  name: 'Without a heading (named by aria-label)',
  args: { heading: undefined, 'aria-label': 'Your team' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your team' })).toBeVisible();
  },
};

export const Remove: Story = {
  name: 'Remove: confirm',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Remove Ana Ruiz' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Ana Ruiz from the team?' });
    await expect(dialog).toHaveAccessibleDescription(
      'They are signed out at once; the messages they sent keep their name.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('mem_ana');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The focus is back on the row's Remove button (the real one, which took over from the look-alike).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Ana Ruiz' })).toHaveFocus());
  },
};

export const Removing: Story = {
  name: 'Remove: in progress',
  args: { onRemove: fn(pending) },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dr. Omar Haddad' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Dr. Omar Haddad from the team?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const RemoveRefused: Story = {
  name: 'Remove: refused',
  args: {
    onRemove: fn(async () => {
      throw new Error('Dr. Omar Haddad could not be removed right now. Try again in a minute.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Dr. Omar Haddad' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Dr. Omar Haddad from the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('mem_omar');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dr. Omar Haddad could not be removed right now. Try again in a minute.',
    );
    await expect(dialog).toBeInTheDocument();
  },
};

export const CancelInvitation: Story = {
  name: 'Cancel an invitation',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel invitation for j.lee@riverside-clinic.example' }),
    );
    const dialog = await body.findByRole('alertdialog', {
      name: 'Cancel the invitation to j.lee@riverside-clinic.example?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await expect(args.onRemove).toHaveBeenCalledWith('mem_lee');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Chooses a role in a row's select. */
async function chooseRole(select: HTMLElement, option: string) {
  await userEvent.selectOptions(select, option);
}

export const ChangeRole: Story = {
  name: 'Change a role',
  play: async ({ args, canvas }) => {
    const role = canvas.getByRole('combobox', { name: 'Role of Ana Ruiz' });
    await chooseRole(role, 'Hiring manager');
    await expect(args.onChangeRole).toHaveBeenCalledWith('mem_ana', 'hiring-manager');
    await waitFor(() => expect(role).toHaveDisplayValue('Hiring manager'));
    await waitFor(() => expect(role).toBeEnabled());
  },
};

export const ChangingRole: Story = {
  name: 'Change a role: in progress',
  args: { onChangeRole: fn(pending) },
  play: async ({ canvas }) => {
    const role = canvas.getByRole('combobox', { name: 'Role of Ana Ruiz' });
    await chooseRole(role, 'Hiring manager');
    await waitFor(() => expect(role).toHaveAttribute('aria-busy', 'true'));
    await expect(role).toBeDisabled();
    await expect(role).toHaveDisplayValue('Hiring manager');
  },
};

export const ChangeRoleRefused: Story = {
  name: 'Change a role: refused',
  args: {
    onChangeRole: fn(async () => {
      throw new Error('Only the owner can change roles.');
    }),
  },
  play: async ({ args, canvas }) => {
    const role = canvas.getByRole('combobox', { name: 'Role of Ana Ruiz' });
    await chooseRole(role, 'Hiring manager');
    await expect(args.onChangeRole).toHaveBeenCalledWith('mem_ana', 'hiring-manager');
    const row = role.closest('li') as HTMLElement;
    await expect(await within(row).findByRole('alert')).toHaveTextContent('Only the owner can change roles.');
    await expect(role).toHaveDisplayValue('Recruiter');
    await expect(role).toHaveAccessibleDescription('Only the owner can change roles.');
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    members: [
      owner,
      {
        ...recruiter,
        name: 'Dr. Maria-Fernanda Castellanos-Villavicencio de la Torre',
        email: 'maria-fernanda.castellanos-villavicencio@riverside-family-medicine-and-pediatrics.example',
      },
      {
        ...invited,
        email: 'credentialing.and.recruiting.office@riverside-family-medicine-and-pediatrics.example',
      },
    ],
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

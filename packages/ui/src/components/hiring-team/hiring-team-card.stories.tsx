import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HiringTeamCard } from './hiring-team-card';
import { members, omar, ownerOnlyTeam, priya, staffedTeam } from './hiring-team-fixtures';

/** Never settles: the form stays in its saving state. */
const pending = () => new Promise<void>(() => {});

const meta = {
  title: 'Features/Team/HiringTeamCard',
  component: HiringTeamCard,
  args: { team: staffedTeam, canEdit: true, members, onSave: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div className="w-full max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HiringTeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Staffed: Story = {
  name: 'A recruiter leads, two hiring managers',
  args: { canEdit: false },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Hiring team' });
    await expect(within(card).getByText('Ana Ruiz')).toBeVisible();
    await expect(within(card).getByText('Recruiter')).toBeVisible();
    const managers = within(card).getByRole('list', { name: 'Hiring managers' });
    // A person with no name on file goes by their email.
    const names = managers.querySelectorAll('[data-slot="hiring-team-person"]');
    await expect(Array.from(names, (name) => name.textContent)).toEqual([
      'Dr. Omar Haddad',
      'j.lee@riverside.example',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Edit hiring team' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'The owner leads, no hiring managers yet',
  args: { team: ownerOnlyTeam, canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dana Whitfield')).toBeVisible();
    await expect(canvas.getByText('Owner')).toBeVisible();
    await expect(canvas.getByText('No hiring managers yet.')).toBeVisible();
    await expect(
      canvas.getByText('Hiring managers see this job, its candidates and pipeline, and leave notes.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { team: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the hiring team' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit hiring team' })).not.toBeInTheDocument();
  },
};

export const Edit: Story = {
  name: 'Edit: a new lead and hiring managers, by keyboard',
  play: async ({ args, canvas, step }) => {
    const body = within(canvas.getByRole('region', { name: 'Hiring team' }).ownerDocument.body);
    await step('the form opens in place, the lead select focused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
      const lead = await canvas.findByRole('combobox', { name: /^Leads the job/ });
      await waitFor(() => expect(lead).toHaveFocus());
      await expect(lead).toHaveTextContent('Ana Ruiz');
      await expect(canvas.getByRole('group', { name: 'Hiring managers' })).toHaveAccessibleDescription(
        'Hiring managers see this job, its candidates and pipeline, and leave notes.',
      );
      await expect(canvas.getByRole('checkbox', { name: omar.name ?? '' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'j.lee@riverside.example (invited)' })).toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: priya.name ?? '' })).not.toBeChecked();
    });
    await step('the lead offers the owner and the recruiters only', async () => {
      await userEvent.keyboard('{Enter}');
      const options = await body.findAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        'Dana Whitfield (Owner)',
        'Ana Ruiz',
        'Ben Okafor (invited)',
      ]);
      await userEvent.click(body.getByRole('option', { name: 'Dana Whitfield (Owner)' }));
    });
    await step('hiring managers by keyboard', async () => {
      const omarBox = canvas.getByRole('checkbox', { name: omar.name ?? '' });
      omarBox.focus();
      await userEvent.keyboard(' ');
      await expect(omarBox).not.toBeChecked();
      await userEvent.click(canvas.getByText(priya.name ?? ''));
      await expect(canvas.getByRole('checkbox', { name: priya.name ?? '' })).toBeChecked();
    });
    await step('Save sends the team; the card shows again, focus on Edit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith({
          recruiterMemberId: null,
          hiringManagerIds: ['mem_lee', 'mem_priya'],
        }),
      );
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit hiring team' })).toHaveFocus());
      await expect(canvas.queryByRole('form', { name: 'Edit hiring team' })).not.toBeInTheDocument();
    });
  },
};

export const Cancel: Story = {
  name: 'Cancel leaves the team as it was',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: priya.name ?? '' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit hiring team' })).toHaveFocus());
    await expect(canvas.queryByText(priya.name ?? '')).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { onSave: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: priya.name ?? '' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: priya.name ?? '' })).toBeDisabled();
  },
};

export const Refused: Story = {
  name: 'Server refusal keeps every choice',
  args: {
    onSave: fn(async () => {
      throw new Error('Choose the hiring managers from your team.');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: priya.name ?? '' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Choose the hiring managers from your team.'));
    await expect(canvas.getByRole('checkbox', { name: priya.name ?? '' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: omar.name ?? '' })).toBeChecked();
    await expect(canvas.getByRole('form', { name: 'Edit hiring team' })).toBeVisible();
  },
};

export const NoHiringManagersInTeam: Story = {
  name: 'Editing, the team has no hiring managers',
  args: {
    team: { recruiter: staffedTeam.recruiter, hiringManagers: [] },
    members: members.filter((member) => member.role !== 'hiring-manager'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
    await expect(await canvas.findByRole('group', { name: 'Hiring managers' })).toHaveAccessibleDescription(
      'Hiring managers see this job, its candidates and pipeline, and leave notes. Invite one from Team to add them here.',
    );
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const MembersLoading: Story = {
  name: 'Editing while the team loads',
  args: { members: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
    await expect(canvas.getByRole('status', { name: 'Loading your team' })).toBeInTheDocument();
  },
};

const longMembers = [
  ...members,
  {
    _id: 'mem_long',
    email: 'alexandra.vanderhoeven-castellanos@riverside-regional-medical-center.example',
    name: null,
    role: 'hiring-manager' as const,
    status: 'active' as const,
  },
];

export const LongText: Story = {
  name: 'Long names and emails wrap',
  args: {
    team: {
      recruiter: {
        memberId: 'mem_x',
        name: 'Alexandra-Josephine Vanderhoeven-Castellanos',
        email: 'alexandra@riverside.example',
      },
      hiringManagers: [
        {
          memberId: 'mem_long',
          name: null,
          email: 'alexandra.vanderhoeven-castellanos@riverside-regional-medical-center.example',
        },
        { memberId: 'mem_omar', name: omar.name, email: omar.email },
      ],
    },
    members: longMembers,
    canEdit: false,
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="hiring-team-card"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Mobile: Story = {
  name: 'Mobile, editing',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit hiring team' }));
    await canvas.findByRole('form', { name: 'Edit hiring team' });
    const card = canvasElement.querySelector('[data-slot="hiring-team-card"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

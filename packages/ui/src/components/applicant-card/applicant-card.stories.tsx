import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApplicantCard } from './applicant-card';
import { ApplicantCardSkeleton } from './applicant-card-skeleton';
import { longNamed, maya, mayaManyReasons, sam, withLongJobTitle, withMatches } from './applicant-fixtures';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Applicants/ApplicantCard',
  component: ApplicantCard,
  parameters: { viewport: { options: viewports } },
  args: {
    applicant: maya,
    onSaveChange: fn(async () => undefined),
    onInvite: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Unsaved: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Dr. Maya Chen, MD' });
    // The score says what it was computed for.
    await expect(
      within(card).getByRole('img', { name: 'Match score 87 of 100 for your preferences' }),
    ).toBeVisible();
    await expect(card).toHaveTextContent('Score 87 for your preferences');
    await expect(within(card).getByRole('link', { name: 'Dr. Maya Chen, MD' })).toHaveAttribute(
      'href',
      '/applicants/cand_maya',
    );
    await expect(card).toHaveTextContent('Family Medicine · Sports Medicine');
    await expect(card).toHaveTextContent('Rockford, Illinois');
    await expect(card).toHaveTextContent('Board certified');
    await expect(card).toHaveTextContent('8 years of experience');
    await expect(card).toHaveTextContent('Available 2027');
    await expect(within(card).getByRole('button', { name: 'Save Dr. Maya Chen, MD' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The card lists three reasons and says how many more the profile has.
    const reasons = within(card).getByRole('list', { name: 'Why this score' });
    await expect(within(reasons).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(reasons).getByText('Same sub-specialty: Sports Medicine')).toBeVisible();
    await expect(card).toHaveTextContent('and 2 more reasons on the profile');
  },
};

export const Saved: Story = {
  args: { applicant: sam },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Sam Ortiz, NP' });
    await expect(within(card).getByRole('button', { name: 'Saved Sam Ortiz, NP' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card).toHaveTextContent('Texas');
    await expect(card).toHaveTextContent('1 year of experience');
    await expect(
      within(card).getByRole('img', { name: 'Match score 42 of 100 for your preferences' }),
    ).toBeVisible();
  },
};

export const ManyReasons: Story = {
  name: 'Many reasons, all shown',
  args: { applicant: mayaManyReasons, maxReasons: 10 },
  play: async ({ canvas }) => {
    const reasons = canvas.getByRole('list', { name: 'Why this score' });
    const items = within(reasons).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // Screen readers hear the impact the icon shows.
    await expect(items[0]).toHaveTextContent('Strength: Same specialty: Family Medicine');
    await expect(items[3]).toHaveTextContent('Neutral: Board eligible (you prefer board certified)');
    await expect(items[5]).toHaveTextContent('Concern: Available 2027 (you asked for 2026)');
    // The card's facts are the ones the reasons speak of.
    await expect(canvas.getByRole('article')).toHaveTextContent('2 years of experience');
  },
};

export const AlreadyMatched: Story = {
  name: 'Already matched with jobs',
  args: { applicant: withMatches },
  play: async ({ canvas }) => {
    const matches = canvas.getByRole('list', { name: 'Matches with your jobs' });
    await expect(within(matches).getByText('Invited to Sports Medicine Physician — pending')).toBeVisible();
    await expect(within(matches).getByText('Family Physician, Verona clinic — Interview')).toBeVisible();
    await expect(within(matches).getByText('Invited to Urgent Care Physician — declined')).toBeVisible();
  },
};

export const LongNames: Story = {
  name: 'Long names',
  args: { applicant: longNamed },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Dr. Maria-Guadalupe Alejandra Fernández-Castellanos de la Rosa y Villanueva, DO',
      }),
    ).toBeVisible();
    // Scored for a job: the card says so, and its link opens the profile scored for the same job.
    await expect(canvas.getByText('Score 64 for Family Medicine Physician — Madison')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Dr. Maria-Guadalupe Alejandra Fernández-Castellanos de la Rosa y Villanueva, DO',
      }),
    ).toHaveAttribute('href', '/applicants/cand_long?jobId=job_madison');
  },
};

export const WithoutActions: Story = {
  name: 'Read only (no save, no invite)',
  args: { onSaveChange: undefined, onInvite: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => (
    <div role="status" aria-label="Loading candidates" className="grid gap-4">
      <ApplicantCardSkeleton />
      <ApplicantCardSkeleton />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading candidates' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { applicant: withMatches },
};

export const LongJobTitlePhone: Story = {
  name: 'Long job titles in a list on a phone (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { applicant: withLongJobTitle },
  // As Explore lists the cards: a grid whose column is as wide as its widest card needs.
  render: (args) => (
    <ul aria-label="Candidates" className="grid gap-4">
      <li>
        <ApplicantCard {...args} />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('list', { name: 'Matches with your jobs' });
    // Each chip says the whole status, the job's title wrapped inside it.
    await expect(
      within(chips).getByText('Invited to Family Medicine Physician — Madison East Clinic — pending'),
    ).toBeVisible();
    await expect(
      within(chips).getByText(
        'Outpatient Internal Medicine Physician, Madison West and Middleton Clinics — Interview',
      ),
    ).toBeVisible();
    // The page does not scroll sideways.
    await expect(document.documentElement.clientWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const SaveByKeyboard: Story = {
  name: 'Save and unsave by keyboard',
  play: async ({ args, canvas, step }) => {
    await step('Tab reaches the profile link, then Invite, then Save', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Dr. Maya Chen, MD' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Invite Dr. Maya Chen, MD' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Dr. Maya Chen, MD$/, pressed: false })).toHaveFocus();
    });
    await step('Space saves: pressed at once, onSaveChange(true), announced', async () => {
      await userEvent.keyboard(' ');
      const toggle = canvas.getByRole('button', { name: 'Saved Dr. Maya Chen, MD' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveFocus();
      await expect(args.onSaveChange).toHaveBeenLastCalledWith(true);
      await expect(canvas.getByRole('status')).toHaveTextContent('Saved Dr. Maya Chen, MD.');
    });
    await step('Enter unsaves: onSaveChange(false)', async () => {
      await waitFor(() => expect(canvas.getByRole('button', { name: /Maya/, pressed: true })).toBeEnabled());
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Save Dr. Maya Chen, MD' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(args.onSaveChange).toHaveBeenLastCalledWith(false);
      await expect(args.onSaveChange).toHaveBeenCalledTimes(2);
    });
  },
};

export const SaveFails: Story = {
  name: 'Save fails and rolls back',
  args: {
    onSaveChange: fn(async () => {
      throw new Error('You can save up to 500 candidates. Remove some to save more.');
    }),
  },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Save Dr. Maya Chen, MD' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveChange).toHaveBeenCalledWith(true);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can save up to 500 candidates. Remove some to save more.',
    );
    const toggle = canvas.getByRole('button', { name: 'Save Dr. Maya Chen, MD' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const InviteByKeyboard: Story = {
  name: 'Invite by keyboard',
  play: async ({ args, canvas }) => {
    canvas.getByRole('link', { name: 'Dr. Maya Chen, MD' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invite Dr. Maya Chen, MD' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await expect(args.onInvite).toHaveBeenCalledWith(maya);
  },
};

/** With a selection checkbox (keyboard triage and bulk actions), not selected. */
export const Selectable: Story = {
  name: 'Selectable, not selected',
  args: { selected: false, onSelectedChange: fn() },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Select Dr. Maya Chen, MD' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
  },
};

/** Selected, and the card the keyboard is on (j/k): outlined and tinted. */
export const SelectedActive: Story = {
  name: 'Selected and active',
  args: { selected: true, active: true, onSelectedChange: fn(), tabIndex: 0 },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Dr. Maya Chen, MD' });
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(card).toHaveAttribute('data-active', 'true');
    const checkbox = canvas.getByRole('checkbox', { name: 'Select Dr. Maya Chen, MD' });
    await expect(checkbox).toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenCalledWith(false);
  },
};

/** Selected on a phone: the checkbox sits before the score and nothing overflows. */
export const SelectedPhone: Story = {
  name: 'Selected, phone (390 px)',
  args: { selected: true, onSelectedChange: fn() },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

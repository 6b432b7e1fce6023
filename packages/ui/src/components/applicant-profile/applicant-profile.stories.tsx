import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longNamed, maya, mayaManyReasons, withMatches } from '../applicant-card/applicant-fixtures';
import { ApplicantProfile, type ApplicantProfileApplicant } from './applicant-profile';

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const profile: ApplicantProfileApplicant = maya;

const matched: ApplicantProfileApplicant = {
  ...maya,
  ...withMatches,
  training: maya.training,
  licenses: maya.licenses,
  bio: maya.bio,
};

const meta = {
  title: 'Features/Applicants/ApplicantProfile',
  component: ApplicantProfile,
  parameters: { viewport: { options: viewports } },
  args: {
    applicant: profile,
    onSaveChange: fn(async () => undefined),
    onInvite: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApplicantProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Full: Story = {
  name: 'Full profile',
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Dr. Maya Chen, MD' });
    await expect(within(article).getByRole('heading', { level: 1, name: 'Dr. Maya Chen, MD' })).toBeVisible();
    await expect(
      within(article).getByRole('img', { name: 'Match score 87 of 100 for your preferences' }),
    ).toBeVisible();
    await expect(article).toHaveTextContent('Strong match for your preferences');
    await expect(within(article).getByRole('region', { name: 'Why this score' })).toHaveTextContent(
      'Score 87 for your preferences',
    );
    // Every reason, not just the top three.
    const reasons = within(article).getByRole('list', { name: 'Why this score' });
    await expect(within(reasons).getAllByRole('listitem')).toHaveLength(5);
    const training = within(article).getByRole('region', { name: 'Training' });
    await expect(training).toHaveTextContent('Medical schoolUniversity of Illinois College of Medicine');
    await expect(training).toHaveTextContent(
      'FellowshipPrimary Care Sports Medicine, University of Wisconsin',
    );
    const licenses = within(article).getByRole('region', { name: 'Licenses' });
    await expect(licenses).toHaveTextContent('IllinoisWisconsinMinnesota');
    await expect(within(article).getByRole('region', { name: 'About' })).toHaveTextContent(/Team physician/);
    await expect(within(article).getByRole('region', { name: 'Matches with your jobs' })).toHaveTextContent(
      'Not matched with any of your jobs yet.',
    );
    await expect(within(article).getByRole('button', { name: 'Save Dr. Maya Chen, MD' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Scored for one of the employer's jobs, with a select that switches the score to the preferences or another job. */
export const ForAJob: Story = {
  name: 'Scored for a job, switchable',
  args: {
    applicant: {
      ...profile,
      scoredFor: { kind: 'job', jobId: 'job_madison', title: 'Family Medicine Physician — Madison' },
    },
    scoreJobs: [
      { _id: 'job_madison', title: 'Family Medicine Physician — Madison' },
      { _id: 'job_sports', title: 'Sports Medicine Physician' },
    ],
    onScoredForChange: fn(),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const article = canvas.getByRole('article', { name: 'Dr. Maya Chen, MD' });
    await expect(
      within(article).getByRole('img', {
        name: 'Match score 87 of 100 for Family Medicine Physician — Madison',
      }),
    ).toBeVisible();
    await expect(article).toHaveTextContent('Strong match for Family Medicine Physician — Madison');
    const select = canvas.getByRole('combobox', { name: 'Score for' });
    await expect(select).toHaveTextContent('Family Medicine Physician — Madison');
    await userEvent.click(select);
    await expect(await body.findByRole('option', { name: 'Sports Medicine Physician' })).toBeVisible();
    await userEvent.click(body.getByRole('option', { name: 'Your preferences' }));
    await expect(args.onScoredForChange).toHaveBeenCalledWith(undefined);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Score for' }));
    await userEvent.click(await body.findByRole('option', { name: 'Sports Medicine Physician' }));
    await expect(args.onScoredForChange).toHaveBeenLastCalledWith('job_sports');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Matched: Story = {
  name: 'Saved, already matched',
  args: { applicant: matched },
  play: async ({ canvas }) => {
    const matches = canvas.getByRole('region', { name: 'Matches with your jobs' });
    await expect(within(matches).getByRole('link', { name: 'Sports Medicine Physician' })).toHaveAttribute(
      'href',
      '/jobs-resident/job_sports',
    );
    await expect(matches).toHaveTextContent('Sports Medicine PhysicianInvited — waiting for an answer');
    await expect(matches).toHaveTextContent('Family Physician, Verona clinicIn the pipeline — Interview');
    await expect(canvas.getByRole('button', { name: 'Saved Dr. Maya Chen, MD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Scored for a job they are already in the pipeline of: their step there, linking to the board, not "Invite". */
export const ForAJobInPipeline: Story = {
  name: 'Scored for a job they are in',
  args: {
    applicant: {
      ...matched,
      scoredFor: { kind: 'job', jobId: 'job_fm', title: 'Family Physician, Verona clinic' },
    },
  },
  play: async ({ canvas }) => {
    const step = canvas.getByRole('link', { name: 'In the pipeline — Interview' });
    await expect(step).toHaveAttribute('href', '/jobs-resident/job_fm');
    await expect(canvas.queryByRole('button', { name: /^Invite/ })).not.toBeInTheDocument();
  },
};

export const ManyReasons: Story = {
  name: 'Many reasons',
  args: { applicant: mayaManyReasons },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fair match for your preferences')).toBeVisible();
    const reasons = canvas.getByRole('list', { name: 'Why this score' });
    await expect(within(reasons).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const LongText: Story = {
  name: 'Long names, no fellowship, no licenses, no bio',
  args: {
    applicant: {
      ...longNamed,
      training: {
        medicalSchool:
          'Western University of Health Sciences College of Osteopathic Medicine of the Pacific – Northwest',
        residency: 'Physical Medicine and Rehabilitation, Rancho Los Amigos National Rehabilitation Center',
      },
      licenses: [],
      bio: '',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Training' })).not.toHaveTextContent('Fellowship');
    await expect(canvas.getByText('No licenses listed.')).toBeVisible();
    await expect(canvas.getByText('No bio yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { applicant: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the candidate' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Not found, with retry',
  args: { applicant: null, error: 'This candidate was not found.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This candidate could not be loaded' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { applicant: matched },
};

export const ActionsByKeyboard: Story = {
  name: 'Invite and save by keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invite Dr. Maya Chen, MD' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).toHaveBeenCalledWith(profile);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save Dr. Maya Chen, MD' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSaveChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Saved Dr. Maya Chen, MD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SaveFails: Story = {
  name: 'Save fails and rolls back',
  args: {
    onSaveChange: fn(async () => {
      throw new Error('This candidate was not found.');
    }),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Save Dr. Maya Chen, MD' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This candidate was not found.');
    await expect(canvas.getByRole('button', { name: 'Save Dr. Maya Chen, MD' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

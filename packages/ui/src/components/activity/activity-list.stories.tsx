import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ana, candidateActivity, chen, dana, entry, familyMedicine, jobActivity } from './activity-fixtures';
import { ActivityList } from './activity-list';

const now = new Date('2026-03-19T18:00:00.000Z');
const timeZone = 'America/Chicago';

const meta = {
  title: 'Features/Team/ActivityList',
  component: ActivityList,
  args: { activity: jobActivity, context: 'job', heading: 'Activity', now, timeZone, onRetry: fn() },
  render: (args) => (
    <div className="w-full max-w-2xl rounded-xl border border-border bg-card p-4 sm:p-5">
      <ActivityList {...args} />
    </div>
  ),
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentences = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="activity-sentence"]')).map(
    (node) => node.textContent,
  );

export const Playground: Story = {};

export const JobList: Story = {
  name: "A job's activity: several kinds, two people",
  play: async ({ canvas, canvasElement, step }) => {
    await step('the heading names the list; days are headings, newest first', async () => {
      await expect(canvas.getByRole('region', { name: 'Activity' })).toBeVisible();
      const days = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      await expect(days).toEqual(['Today', 'Yesterday', 'Mon, Mar 16']);
      await expect(canvas.getByRole('list', { name: 'Today' })).toBeVisible();
    });
    await step('each entry is one sentence naming who did what; the job is not repeated', async () => {
      await expect(sentences(canvasElement)).toEqual([
        'Ana Ruiz (Recruiter) moved Chen Ito from Shortlisted to Interview',
        'Ana Ruiz (Recruiter) added a note on Chen Ito',
        'Dana Whitfield (Owner) cancelled the invite of Maya Chen',
        'Ana Ruiz (Recruiter) invited Chen Ito',
        'Dana Whitfield (Owner) edited this job',
        'Dana Whitfield (Owner) posted this job',
      ]);
    });
    await step('each time is a <time> with its moment', async () => {
      const times = canvasElement.querySelectorAll('time');
      await expect(times).toHaveLength(6);
      await expect(times[0]).toHaveAttribute('dateTime', '2026-03-19T16:05:00.000Z');
      await expect(times[0]).toHaveTextContent('11:05 AM');
    });
  },
};

export const CandidateTimeline: Story = {
  name: "A candidate's timeline",
  args: { activity: candidateActivity, context: 'candidate', heading: 'Timeline' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Timeline' })).toBeVisible();
    await expect(sentences(canvasElement)).toEqual([
      'Ana Ruiz (Recruiter) proposed interview times to them for Family Medicine Physician',
      'Ana Ruiz (Recruiter) moved them from Shortlisted to Interview for Family Medicine Physician',
      'Dr. Omar Haddad (Hiring manager) added a note about Family Medicine Physician',
      'Dana Whitfield (Owner) cancelled their invite to Pediatrician',
      'Ana Ruiz (Recruiter) invited them to Family Medicine Physician',
    ]);
  },
};

export const Unordered: Story = {
  name: 'Given oldest first: shown newest first, every sentence whole',
  args: { activity: [...jobActivity].reverse(), context: undefined, heading: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Activity' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(sentences(canvasElement)[0]).toBe(
      'Ana Ruiz (Recruiter) moved Chen Ito from Shortlisted to Interview for Family Medicine Physician',
    );
    await expect(sentences(canvasElement)[5]).toBe('Dana Whitfield (Owner) posted Family Medicine Physician');
  },
};

export const UnnamedActors: Story = {
  name: 'People with no name on file',
  args: {
    activity: [
      entry({
        _id: 'u1',
        kind: 'pipeline-moved',
        at: '2026-03-19T16:05:00.000Z',
        actor: { memberId: 'mem_x', name: null, role: 'hiring-manager' },
        job: familyMedicine,
        candidate: chen,
        fromStatus: 'Interview',
        toStatus: 'Offer',
      }),
      entry({
        _id: 'u2',
        kind: 'candidate-invited',
        at: '2026-03-19T15:00:00.000Z',
        actor: { memberId: 'mem_y', name: null, role: 'recruiter' },
        job: familyMedicine,
        candidate: chen,
      }),
      entry({
        _id: 'u3',
        kind: 'job-reopened',
        at: '2026-03-19T14:00:00.000Z',
        actor: { memberId: null, name: null, role: 'owner' },
        job: familyMedicine,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(sentences(canvasElement)).toEqual([
      'A hiring manager moved Chen Ito from Interview to Offer',
      'A recruiter invited Chen Ito',
      'The owner reopened this job',
    ]);
  },
};

export const Loading: Story = {
  args: { activity: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  name: 'Error with retry',
  args: { activity: [], error: 'The connection dropped. Check your network and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Activity could not be loaded' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { activity: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing has happened here yet.' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

const longTitle =
  'Board-Certified Pediatric Cardiologist — Outpatient Clinic and Hospital Consults, Riverside Regional Medical Center';
const longActivity = [
  entry({
    _id: 'l1',
    kind: 'pipeline-moved',
    at: '2026-03-19T16:05:00.000Z',
    actor: {
      memberId: 'mem_long',
      name: 'Alexandra-Josephine Vanderhoeven-Castellanos',
      role: 'hiring-manager',
    },
    job: { _id: 'job_long', title: longTitle },
    candidate: { _id: 'cand_long', firstName: 'Maximiliana', lastName: 'Oyelaran-Featherstonehaugh' },
    fromStatus: 'Submitted',
    toStatus: 'Interview',
  }),
  entry({
    _id: 'l2',
    kind: 'job-edited',
    at: '2026-03-19T15:05:00.000Z',
    actor: dana,
    job: { _id: 'job_long', title: longTitle },
  }),
  entry({
    _id: 'l3',
    kind: 'candidate-invited',
    at: '2026-03-18T15:05:00.000Z',
    actor: ana,
    job: { _id: 'job_unbroken', title: 'Hospitalist'.repeat(8) },
    candidate: chen,
  }),
];

export const LongText: Story = {
  name: 'Long names and job titles wrap',
  args: { activity: longActivity, context: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="activity-list"]') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Mobile: Story = {
  name: 'Mobile, long text',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { activity: [...longActivity.slice(0, 2), ...jobActivity.slice(0, 3)], context: undefined },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="activity-list"]') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

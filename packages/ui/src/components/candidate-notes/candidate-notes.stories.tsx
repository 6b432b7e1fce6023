import { NOTE_MAX_LENGTH } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ana, chen, chenNotes, familyMedicine, omar } from '../activity/activity-fixtures';
import { CandidateNotes } from './candidate-notes';

const now = new Date('2026-03-19T18:00:00.000Z');
const timeZone = 'America/Chicago';
const jobs = [familyMedicine, { _id: 'job_peds', title: 'Pediatrician' }];

const meta = {
  title: 'Features/Team/CandidateNotes',
  component: CandidateNotes,
  args: {
    notes: chenNotes,
    canWrite: true,
    jobs,
    heading: 'Notes',
    now,
    timeZone,
    onAdd: fn(async () => undefined),
    onRetry: fn(),
  },
  render: (args) => (
    <div className="w-full max-w-2xl rounded-xl border border-border bg-card p-4 sm:p-5">
      <CandidateNotes {...args} />
    </div>
  ),
} satisfies Meta<typeof CandidateNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

const noteText = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="candidate-note"]')).map((note) => note.textContent);

export const Playground: Story = {};

export const TwoAuthors: Story = {
  name: 'Notes by two people, one about a job',
  args: { notes: [...chenNotes].reverse() },
  play: async ({ canvas, canvasElement, step }) => {
    await step('the notes are a list, newest first, each with its author, role and time', async () => {
      const list = canvas.getByRole('list', { name: 'Notes, newest first' });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(2);
      await expect(items[0]).toHaveTextContent(
        /Dr\. Omar HaddadHiring managerToday at 10:40 AMAbout Family Medicine Physician/,
      );
      await expect(items[1]).toHaveTextContent(
        /Ana RuizRecruiterMon, Mar 16 at 9:00 AMPrefers a four-day week/,
      );
      await expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-03-19T15:40:00.000Z');
    });
    await step('line breaks in a note are kept', async () => {
      const body = canvasElement.querySelector('[data-slot="candidate-note-body"]');
      await expect(body?.textContent).toContain('call coverage.\n\nFollow up');
      await expect(noteText(canvasElement)).toHaveLength(2);
    });
  },
};

export const WriteNote: Story = {
  name: 'Writing a note: saved, the field clears',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('textbox', { name: /^Add a note/ });
    await step('the count follows the typing', async () => {
      await userEvent.type(field, 'Called her references.{Enter}Both glowing.');
      await expect(field).toHaveAccessibleDescription(
        `Your team sees notes; the candidate never does. 36 / ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`,
      );
    });
    await step('choose the job it is about', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'About a job (optional)' }));
      await userEvent.click(await body.findByRole('option', { name: 'Pediatrician' }));
      await expect(canvas.getByRole('combobox', { name: 'About a job (optional)' })).toHaveTextContent(
        'Pediatrician',
      );
    });
    await step('Save note sends the text and the job, then the form clears', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
      await waitFor(() =>
        expect(args.onAdd).toHaveBeenCalledWith({
          body: 'Called her references.\nBoth glowing.',
          jobId: 'job_peds',
        }),
      );
      await waitFor(() => expect(field).toHaveValue(''));
      await expect(canvas.getByRole('combobox', { name: 'About a job (optional)' })).toHaveTextContent(
        'No particular job',
      );
    });
  },
};

export const WriteWithoutJob: Story = {
  name: 'A note about no job, and an empty one refused',
  args: { jobs: [] },
  play: async ({ args, canvas, step }) => {
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await step('an empty note is not sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await expect(summary).toHaveTextContent('Write the note');
      await expect(args.onAdd).not.toHaveBeenCalled();
    });
    await step('a written one is sent without a job, trimmed', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Add a note/ }), '  Prefers mornings.  ');
      await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
      await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith({ body: 'Prefers mornings.' }));
    });
  },
};

export const Refused: Story = {
  name: 'A refused save keeps the text and shows why',
  args: {
    onAdd: fn(async () => {
      throw new Error('You can no longer leave notes in this organization.');
    }),
  },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: /^Add a note/ });
    await userEvent.type(field, 'Offer call went well.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledTimes(1));
    const alert = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('You can no longer leave notes in this organization.'),
    );
    await expect(field).toHaveValue('Offer call went well.');
  },
};

export const ReadOnly: Story = {
  name: 'Read-only: no form',
  args: { canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No notes yet.' })).toBeVisible();
    await expect(canvas.getByText(/Candidates never see them/)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a note' })).toBeVisible();
  },
};

export const EmptyReadOnly: Story = {
  name: 'Empty, read-only',
  args: { notes: [], canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No notes yet.' })).toBeVisible();
    await expect(canvas.queryByText(/Candidates never see them/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { notes: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading notes' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  name: 'Error with retry',
  args: { notes: [], canWrite: false, error: 'The connection dropped. Check your network and try again.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notes could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const longNotes = [
  {
    _id: 'note_long',
    candidateId: chen._id,
    job: {
      _id: 'job_long',
      title:
        'Board-Certified Pediatric Cardiologist — Outpatient Clinic and Hospital Consults, Riverside Regional',
    },
    body: `Spoke for an hour about the ${'call-coverage-and-weekend-rotation-'.repeat(4)}schedule.\nShe wants the details in writing before the site visit, and asked about relocation support for her family.`,
    createdAt: '2026-03-19T17:10:00.000Z',
    author: { ...omar, name: 'Alexandra-Josephine Vanderhoeven-Castellanos' },
  },
  ...chenNotes,
];

export const LongText: Story = {
  name: 'Long names, job titles and notes wrap',
  args: { notes: longNotes.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="candidate-notes"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const UnnamedAuthor: Story = {
  name: 'An author with no name on file',
  args: {
    notes: [
      {
        _id: 'note_unnamed',
        candidateId: chen._id,
        job: null,
        body: 'Prefers a four-day week.',
        createdAt: '2026-03-16T14:00:00.000Z',
        author: { ...ana, name: null },
      },
    ],
    canWrite: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/A recruiterRecruiterMon, Mar 16/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { notes: longNotes.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="candidate-notes"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

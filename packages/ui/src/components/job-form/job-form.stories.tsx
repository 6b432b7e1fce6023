import type { JobLocation, JobPayload } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JobForm } from './job-form';
import { type JobFormValues, toFormValues } from './job-form-schema';

const places: JobLocation[] = [
  {
    description: 'Austin, TX, USA',
    city: 'Austin',
    state: 'TX',
    coords: { latitude: 30.2672, longitude: -97.7431 },
  },
  {
    description: 'Round Rock, TX, USA',
    city: 'Round Rock',
    state: 'TX',
    coords: { latitude: 30.5083, longitude: -97.6789 },
  },
  {
    description: '1200 W 38th St, Austin, TX 78705',
    city: 'Austin',
    state: 'TX',
    coords: { latitude: 30.3052, longitude: -97.7449 },
  },
];

/** A stand-in for `generate-location`: resolves at once with the fixed places that contain the text. */
function searchPlaces(query: string): Promise<JobLocation[]> {
  const needle = query.trim().toLowerCase();
  return Promise.resolve(places.filter((place) => place.description.toLowerCase().includes(needle)));
}

/** A posted job with every field filled, as the server returns it (salary as `{ min, max }`). */
const postedJob = {
  title: 'Gastroenterologist',
  specialty: 'internal-medicine',
  subSpecialty: 'gastroenterology',
  employmentType: 'full-time',
  reasonForJobOpp: 'practice-growth',
  salaryRange: { min: 250000, max: 320000 },
  signOnBonus: { min: 20000, max: 40000 },
  productiveBonus: 'rvu-productivity-bonus',
  stipendTraining: '$3,000 a month during fellowship',
  loanRepaymentAssistance: 'Up to $100,000 over 4 years',
  vacation: '6 weeks plus 1 CME week',
  callSchedule: '1 in 6, home call',
  requiredTravel: 'Two clinics 20 minutes apart',
  additionalContext:
    'Fast-growing GI group of nine physicians with its own accredited ASC and an open-access endoscopy schedule. Two advanced practice providers support each physician.',
  halfDaysPerWeek: { outpatient: 4, inpatient: 0, procedural: 4, administrative: 1, other: 0 },
  advancedTech: 'AI-assisted colonoscopy',
  electronicMedRecord: 'Epic',
  scribeSupport: true,
  supportBenefitPerk: ['Health insurance', '401(k) match', 'Malpractice with tail coverage'],
  partnership: { value: 'Yes', types: ['proven-partnership-track', 'asc-ownership'] },
  academicResearchOpportunity: false,
  mentorship: true,
  speakerShip: false,
  globalMissions: false,
  locations: [places[0] as JobLocation, places[1] as JobLocation],
} satisfies JobPayload;

/** A draft as the app stored it from `onDraftChange`: raw values, some still empty. */
const draft: JobFormValues = {
  title: 'Family physician, outpatient',
  specialty: 'family-medicine',
  subSpecialty: null,
  employmentType: 'part-time',
  reasonForJobOpp: null,
  salaryRange: { min: 180000, max: null },
  signOnBonus: { min: null, max: null },
  productiveBonus: null,
  stipendTraining: '',
  loanRepaymentAssistance: '',
  vacation: '4 weeks',
  callSchedule: '',
  requiredTravel: '',
  halfDaysPerWeek: { outpatient: 6, inpatient: null, procedural: null, administrative: 1, other: null },
  advancedTech: '',
  electronicMedRecord: '',
  scribeSupport: null,
  supportBenefitPerk: ['Health insurance'],
  partnership: { value: null, types: [] },
  academicResearchOpportunity: null,
  mentorship: null,
  speakerShip: null,
  globalMissions: null,
  locations: [places[1] as JobLocation],
  additionalContext: '',
};

/** Scrolls the story's box to the top, or to show `target` at the top. */
function scrollStory(canvasElement: HTMLElement, target?: Element | null) {
  const scroller = canvasElement.querySelector('[data-slot="story-scroller"]');
  if (!scroller) return;
  if (!target) {
    scroller.scrollTo(0, 0);
    return;
  }
  scroller.scrollTo(
    0,
    target.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - 24,
  );
}

/** A 390 px wide phone, 900 px tall. */
const viewports = {
  phone: { name: 'Phone, 390 px', styles: { width: '390px', height: '900px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Features/Jobs/JobForm',
  component: JobForm,
  // The story scrolls inside a box one screen tall, as the app's content area does, so the screenshot
  // shows the screen a recruiter sees (with the sticky section navigation) rather than the whole form.
  parameters: { viewport: { options: viewports }, padded: false },
  args: {
    mode: 'create',
    submitLabel: 'Post job',
    onSubmit: fn(async () => {}),
    onSearchLocations: fn(searchPlaces),
    onDraftChange: fn(),
  },
  decorators: [
    (Story) => (
      <div data-slot="story-scroller" className="h-screen overflow-y-auto p-6 font-sans text-foreground">
        <div className="max-w-6xl">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof JobForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Job form sections' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Basics', 'Compensation', 'Schedule', 'Practice', 'Locations', 'Additional context']);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 10 half-days');
    await expect(canvas.queryByRole('group', { name: 'What the partnership includes' })).toBeNull();
  },
};

export const Edit: Story = {
  name: 'Edit: every field filled',
  args: { mode: 'edit', submitLabel: 'Save changes', defaultValues: postedJob, onDraftChange: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveValue('Gastroenterologist');
    await expect(canvas.getByRole('combobox', { name: 'Employment type' })).toHaveTextContent('Full-time');
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum salary in dollars' })).toHaveValue(
      '250,000',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('9 of 10 half-days');
    await expect(
      canvas.getByRole('checkbox', { name: 'Ambulatory surgery center (ASC) ownership' }),
    ).toBeChecked();
    await expect(canvas.getByRole('list', { name: '2 locations added' })).toBeVisible();
    // Saving unchanged sends the job as it was.
    canvas.getByRole('button', { name: 'Save changes' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(postedJob);
    // Show the half-day split and the practice questions in the screenshot.
    scrollStory(canvasElement, canvas.getByRole('region', { name: 'Schedule' }));
  },
};

export const RestoredDraft: Story = {
  name: 'Restored draft',
  args: { defaultValues: draft, onDiscardDraft: fn() },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('the draft is shown with its values', async () => {
      await expect(canvas.getByText(/We restored the draft you were working on/)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveValue(
        'Family physician, outpatient',
      );
      await expect(canvas.getByRole('status')).toHaveTextContent('7 of 10 half-days');
    });
    await step('typing hands the raw values over after a pause', async () => {
      const vacation = canvas.getByRole('textbox', { name: 'Vacation' });
      vacation.focus();
      await userEvent.keyboard(' plus CME');
      await waitFor(() => expect(args.onDraftChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
      await expect(args.onDraftChange).toHaveBeenCalledWith({ ...draft, vacation: '4 weeks plus CME' });
    });
    scrollStory(canvasElement);
  },
};

export const Completeness: Story = {
  name: 'Completeness follows the form',
  args: { defaultValues: draft },
  play: async ({ canvas, step }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Details candidates look for' });
    const missing = () =>
      within(canvas.getByRole('list', { name: 'Still missing' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await step('the draft: half-days and benefits told, the salary maximum not yet', async () => {
      await expect(bar).toHaveAttribute('aria-valuenow', '40');
      await expect(missing()).toEqual(['Pay range', 'Call schedule', 'Partnership track']);
      await expect(canvas.getByRole('link', { name: 'Pay range' })).toHaveAttribute(
        'href',
        `#${canvas.getByRole('region', { name: 'Compensation' }).id}`,
      );
    });
    await step('the maximum salary completes the pay range', async () => {
      canvas.getByRole('spinbutton', { name: 'Maximum salary in dollars' }).focus();
      await userEvent.keyboard('220000');
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
      await expect(missing()).toEqual(['Call schedule', 'Partnership track']);
    });
    await step('answering No to partnership counts: the question is answered', async () => {
      const partnership = canvas.getByRole('radiogroup', { name: 'Partnership' });
      await userEvent.click(within(partnership).getByRole('radio', { name: 'No' }));
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '80'));
      await expect(missing()).toEqual(['Call schedule']);
    });
    await step('clearing the half-days takes them off again', async () => {
      const outpatient = canvas.getByRole('spinbutton', { name: 'Outpatient' });
      await userEvent.clear(outpatient);
      await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Administrative' }));
      await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
      await expect(missing()).toEqual(['Call schedule', 'Half-days']);
    });
  },
};

export const NothingToRestore: Story = {
  name: 'New form: nothing to restore',
  // What the app hands over when the stored draft is the empty form (the recruiter opened it and typed nothing).
  args: { defaultValues: toFormValues(undefined), onDiscardDraft: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    await expect(canvas.queryByText(/We restored the draft/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  },
};

export const DiscardDraft: Story = {
  name: 'Restored draft: discard',
  args: { defaultValues: draft, onDiscardDraft: fn() },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Discard draft' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscardDraft).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    await expect(canvas.getByText('No locations yet.')).toBeVisible();
  },
};

export const FieldErrors: Story = {
  name: 'Field errors',
  args: {
    defaultValues: {
      title: '',
      specialty: 'Cardiology',
      employmentType: 'full-time',
      salaryRange: { min: 320000, max: 250000 },
      halfDaysPerWeek: { outpatient: 6, inpatient: 6 },
      partnership: { value: 'No', types: ['practice-ownership'] },
      locations: [places[0] as JobLocation],
    },
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('a failed submit focuses the summary, which lists each message', async () => {
      canvas.getByRole('button', { name: 'Post job' }).focus();
      await userEvent.keyboard('{Enter}');
      const summary = await canvas.findByRole('region', { name: 'Fix these to continue' });
      await waitFor(() => expect(summary).toHaveFocus());
      const links = within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent);
      await expect(links).toEqual([
        'Enter the job title',
        'Choose the specialty',
        'Salary range: the minimum must not exceed the maximum',
        'Half-days per week: the total must not exceed 10 (it is 12)',
        'Partnership types apply only when partnership is Yes',
      ]);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('each message is also by its field', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
        /Enter the job title/,
      );
      await expect(canvas.getByRole('combobox', { name: 'Specialty' })).toHaveAccessibleDescription(
        /Choose the specialty/,
      );
      await expect(canvas.getByRole('group', { name: 'Salary range' })).toHaveAccessibleDescription(
        /the minimum must not exceed the maximum/,
      );
      await expect(canvas.getByRole('status')).toHaveTextContent('12 of 10 half-days (2 too many)');
      await expect(
        canvas.getByRole('group', { name: 'What the partnership includes' }),
      ).toHaveAccessibleDescription(/Partnership types apply only when partnership is Yes/);
    });
    await step('a summary link focuses its field', async () => {
      const summary = canvas.getByRole('region', { name: 'Fix these to continue' });
      within(summary).getByRole('link', { name: 'Enter the job title' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveFocus();
    });
    // The summary sits at the top: show it in the screenshot.
    scrollStory(canvasElement);
  },
};

export const ServerError: Story = {
  name: 'Server error: values are kept',
  args: {
    defaultValues: postedJob,
    onSubmit: fn(async () => {
      throw new Error('Your plan allows 5 open jobs. Close a job or upgrade the plan to post this one.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Post job' }).focus();
    await userEvent.keyboard('{Enter}');
    const message = await canvas.findByText(
      'Your plan allows 5 open jobs. Close a job or upgrade the plan to post this one.',
    );
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText('The job was not posted')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(postedJob);
    await expect(canvas.getByRole('textbox', { name: 'Job title' })).toHaveValue('Gastroenterologist');
    await expect(canvas.getByRole('list', { name: '2 locations added' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post job' })).toBeEnabled();
    scrollStory(canvasElement);
  },
};

export const Submitting: Story = {
  name: 'Submitting',
  args: { defaultValues: postedJob, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Post job' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Posting…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: postedJob },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Job form sections' })).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: 'Minimum salary in dollars' })).toBeVisible();
    // Above the form, the compact line: every one of the five is told.
    await expect(canvas.getByText('Details candidates look for: 100%')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Still missing' })).toBeNull();
  },
};

export const PartnershipQuestions: Story = {
  name: 'Keyboard: partnership questions only after Yes',
  play: async ({ canvas, canvasElement, step }) => {
    const partnership = canvas.getByRole('radiogroup', { name: 'Partnership' });
    await step('no partnership types before an answer', async () => {
      await expect(canvas.queryByRole('group', { name: 'What the partnership includes' })).toBeNull();
    });
    await step('Yes shows them; tick one', async () => {
      within(partnership).getByRole('radio', { name: 'Yes' }).focus();
      await userEvent.keyboard(' ');
      await expect(within(partnership).getByRole('radio', { name: 'Yes' })).toBeChecked();
      const types = await canvas.findByRole('group', { name: 'What the partnership includes' });
      await userEvent.tab();
      await expect(within(types).getByRole('checkbox', { name: 'Proven partnership track' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(within(types).getByRole('checkbox', { name: 'Proven partnership track' })).toBeChecked();
    });
    await step('No hides them; Yes again brings the choice back', async () => {
      await userEvent.tab({ shift: true });
      await pressArrow('ArrowRight', within(partnership).getByRole('radio', { name: 'No' }));
      await expect(within(partnership).getByRole('radio', { name: 'No' })).toBeChecked();
      await expect(canvas.queryByRole('group', { name: 'What the partnership includes' })).toBeNull();
      await pressArrow('ArrowLeft', within(partnership).getByRole('radio', { name: 'Yes' }));
      await expect(within(partnership).getByRole('radio', { name: 'Yes' })).toBeChecked();
      await expect(
        within(await canvas.findByRole('group', { name: 'What the partnership includes' })).getByRole(
          'checkbox',
          {
            name: 'Proven partnership track',
          },
        ),
      ).toBeChecked();
    });
    scrollStory(canvasElement, canvas.getByRole('radiogroup', { name: 'Scribe support' }));
  },
};

/**
 * Presses an arrow key the way a person does: Radix moves the focus a moment after the key goes down and
 * checks the radio it lands on while the key is still down, so the key is released after the move.
 */
async function pressArrow(key: 'ArrowRight' | 'ArrowLeft', target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

/** Chooses the first option of an open Radix Select by keyboard. */
async function chooseFirstOption(trigger: HTMLElement) {
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger.ownerDocument.activeElement).toHaveAttribute('role', 'option'));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** Types into a combobox and chooses the first suggestion with Enter. */
async function typeAndChoose(combobox: HTMLElement, text: string) {
  await expect(combobox).toHaveFocus();
  await userEvent.keyboard(text);
  await waitFor(() => expect(combobox).toHaveAttribute('aria-activedescendant'));
  await userEvent.keyboard('{Enter}');
}

export const KeyboardFullJob: Story = {
  name: 'Keyboard: post a full job',
  play: async ({ args, canvas, step }) => {
    await step('Basics', async () => {
      const title = canvas.getByRole('textbox', { name: 'Job title' });
      title.focus();
      await userEvent.keyboard('Gastroenterologist');
      await userEvent.tab();
      await typeAndChoose(canvas.getByRole('combobox', { name: 'Specialty' }), 'Internal');
      await userEvent.tab();
      await typeAndChoose(canvas.getByRole('combobox', { name: 'Sub-specialty' }), 'Gastro');
      await userEvent.tab();
      await chooseFirstOption(canvas.getByRole('combobox', { name: 'Employment type' }));
      await userEvent.tab();
      await chooseFirstOption(canvas.getByRole('combobox', { name: 'Reason for the opportunity' }));
    });
    const completeness = () => canvas.getByRole('progressbar', { name: 'Details candidates look for' });
    await step('Compensation', async () => {
      await expect(completeness()).toHaveAttribute('aria-valuenow', '0');
      await userEvent.tab();
      await expect(canvas.getByRole('spinbutton', { name: 'Minimum salary in dollars' })).toHaveFocus();
      await userEvent.keyboard('250000');
      await userEvent.tab();
      await userEvent.keyboard('320000');
      await userEvent.tab();
      await expect(completeness()).toHaveAttribute('aria-valuenow', '20');
      await expect(
        canvas.getByRole('spinbutton', { name: 'Minimum sign-on bonus in dollars' }),
      ).toHaveFocus();
      await userEvent.keyboard('20000');
      await userEvent.tab();
      await userEvent.keyboard('40000');
      await userEvent.tab();
      await chooseFirstOption(canvas.getByRole('combobox', { name: 'Productivity bonus' }));
      await userEvent.tab();
      await userEvent.keyboard('$3,000 a month during fellowship');
      await userEvent.tab();
      await userEvent.keyboard('Up to $100,000 over 4 years');
      await userEvent.tab();
      await userEvent.keyboard('6 weeks plus 1 CME week');
    });
    await step('Schedule, with the live half-day total', async () => {
      await userEvent.tab();
      await userEvent.keyboard('1 in 6, home call');
      await userEvent.tab();
      await userEvent.keyboard('Two clinics 20 minutes apart');
      await userEvent.tab();
      await expect(canvas.getByRole('spinbutton', { name: 'Outpatient' })).toHaveFocus();
      await userEvent.keyboard('4');
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('4');
      await userEvent.tab();
      await userEvent.keyboard('1');
      await expect(canvas.getByRole('status')).toHaveTextContent('9 of 10 half-days');
      await expect(completeness()).toHaveAttribute('aria-valuenow', '60');
      await userEvent.tab();
    });
    await step('Practice', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Advanced technology' })).toHaveFocus();
      await userEvent.keyboard('AI-assisted colonoscopy');
      await userEvent.tab();
      await userEvent.keyboard('Epic');
      await userEvent.tab();
      const scribe = canvas.getByRole('radiogroup', { name: 'Scribe support' });
      await expect(within(scribe).getByRole('radio', { name: 'Yes' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await userEvent.tab();
      const benefits = canvas.getByRole('combobox', { name: 'Benefits and perks' });
      await typeAndChoose(benefits, 'Health ins');
      await typeAndChoose(benefits, '401');
      await userEvent.tab();
      const partnership = canvas.getByRole('radiogroup', { name: 'Partnership' });
      await expect(within(partnership).getByRole('radio', { name: 'Yes' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await userEvent.tab();
      await userEvent.keyboard(' ');
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('checkbox', { name: 'Ambulatory surgery center (ASC) ownership' }),
      ).toHaveFocus();
      await userEvent.keyboard(' ');
      await userEvent.tab();
      const answerNo = async (question: string) => {
        await userEvent.tab();
        const group = canvas.getByRole('radiogroup', { name: question });
        await pressArrow('ArrowRight', within(group).getByRole('radio', { name: 'No' }));
        await expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
      };
      await answerNo('Academic research opportunity');
      await userEvent.tab();
      await expect(
        within(canvas.getByRole('radiogroup', { name: 'Mentorship' })).getByRole('radio', { name: 'Yes' }),
      ).toHaveFocus();
      await userEvent.keyboard(' ');
      await answerNo('Speakership');
      await answerNo('Global missions');
      await expect(completeness()).toHaveAttribute('aria-valuenow', '100');
    });
    await step('Locations and additional context', async () => {
      await userEvent.tab();
      await typeAndChoose(
        canvas.getByRole('combobox', { name: "Add the job's locations" }),
        'Austin, TX, USA',
      );
      await expect(canvas.getByRole('list', { name: '1 location added' })).toHaveTextContent(
        'Austin, TX, USA',
      );
      await userEvent.tab();
      await userEvent.tab();
      await expect(
        canvas.getByRole('textbox', { name: 'Anything else candidates should know' }),
      ).toHaveFocus();
      await userEvent.keyboard('Fast-growing GI group with its own ASC.');
    });
    await step('Post job sends the exact payload', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Post job' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Gastroenterologist',
        specialty: 'internal-medicine',
        subSpecialty: 'gastroenterology',
        employmentType: 'full-time',
        reasonForJobOpp: 'practice-growth',
        salaryRange: { min: 250000, max: 320000 },
        signOnBonus: { min: 20000, max: 40000 },
        productiveBonus: 'rvu-productivity-bonus',
        stipendTraining: '$3,000 a month during fellowship',
        loanRepaymentAssistance: 'Up to $100,000 over 4 years',
        vacation: '6 weeks plus 1 CME week',
        callSchedule: '1 in 6, home call',
        requiredTravel: 'Two clinics 20 minutes apart',
        halfDaysPerWeek: { outpatient: 4, inpatient: 0, procedural: 4, administrative: 1, other: 0 },
        advancedTech: 'AI-assisted colonoscopy',
        electronicMedRecord: 'Epic',
        scribeSupport: true,
        supportBenefitPerk: ['Health insurance', '401(k) match'],
        partnership: { value: 'Yes', types: ['proven-partnership-track', 'asc-ownership'] },
        academicResearchOpportunity: false,
        mentorship: true,
        speakerShip: false,
        globalMissions: false,
        locations: [places[0]],
        additionalContext: 'Fast-growing GI group with its own ASC.',
      });
    });
  },
};

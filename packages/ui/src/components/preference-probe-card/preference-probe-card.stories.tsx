import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  type PreferenceProbe,
  type PreferenceProbeAnswer,
  PreferenceProbeCard,
} from './preference-probe-card';

/** Ten probes like the server's fixed set. */
const probes: PreferenceProbe[] = [
  {
    _id: 'availability-vs-experience',
    question: 'Hire a candidate available this year, or one with five more years of experience?',
    options: [
      { id: 'available-this-year', label: 'Available this year', description: 'Can start within months.' },
      { id: 'more-experience', label: 'Five more years of experience', description: 'May start next year.' },
    ],
  },
  {
    _id: 'board-vs-local',
    question: 'Hire a board certified candidate from far away, or a board eligible one who lives nearby?',
    options: [
      { id: 'board-certified-far', label: 'Board certified, far away' },
      { id: 'board-eligible-near', label: 'Board eligible, nearby' },
    ],
  },
  {
    _id: 'specialty-match',
    question: 'Match the exact sub-specialty, or the specialty with a strong track record?',
    options: [
      { id: 'exact-sub-specialty', label: 'The exact sub-specialty' },
      { id: 'track-record', label: 'A strong track record' },
    ],
  },
  {
    _id: 'full-time-vs-flexible',
    question: 'Fill the role full-time now, or with two part-time physicians?',
    options: [
      { id: 'one-full-time', label: 'One full-time physician' },
      { id: 'two-part-time', label: 'Two part-time physicians' },
    ],
  },
  {
    _id: 'academic-vs-clinical',
    question: 'Favor research experience, or more years seeing patients?',
    options: [
      { id: 'research', label: 'Research experience' },
      { id: 'clinical', label: 'More clinical years' },
    ],
  },
  {
    _id: 'leadership',
    question: 'Hire a future medical director, or a physician focused only on care?',
    options: [
      { id: 'future-director', label: 'A future medical director' },
      { id: 'care-only', label: 'Focused on patient care' },
    ],
  },
  {
    _id: 'language',
    question: 'Favor a second language spoken by your patients, or a shorter start date?',
    options: [
      { id: 'second-language', label: 'A second language' },
      { id: 'sooner-start', label: 'A sooner start' },
    ],
  },
  {
    _id: 'relocation',
    question: 'Hire someone who must relocate, or someone already in your state?',
    options: [
      { id: 'relocate', label: 'Willing to relocate' },
      { id: 'in-state', label: 'Already in your state' },
    ],
  },
  {
    _id: 'procedures',
    question: 'Favor procedural skills, or strong outpatient continuity?',
    options: [
      { id: 'procedural', label: 'Procedural skills' },
      { id: 'continuity', label: 'Outpatient continuity' },
    ],
  },
  {
    _id: 'telehealth',
    question: 'Favor telehealth experience, or in-person only practice?',
    options: [
      { id: 'telehealth-experience', label: 'Telehealth experience' },
      { id: 'in-person', label: 'In-person only' },
    ],
  },
];

/** Every probe but the last answered with its first option. */
const allButLast: PreferenceProbeAnswer[] = probes
  .slice(0, -1)
  .map((probe) => ({ probeId: probe._id, choice: probe.options[0]?.id ?? '' }));

/**
 * Presses an arrow key the way a person does: Radix moves the focus a moment after the key goes down and
 * checks the option it lands on while the key is still down, so the key is released after the move.
 */
async function pressArrow(key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp', target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Features/Profile/PreferenceProbeCard',
  component: PreferenceProbeCard,
  args: {
    probes,
    answers: [],
    onAnswer: fn(),
    onFinish: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreferenceProbeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Resumed: Story = {
  name: 'Resumed at the third question',
  args: { answers: allButLast.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 10')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '3 of 10' })).toHaveAttribute(
      'aria-valuetext',
      'Question 3 of 10',
    );
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Match the exact sub-specialty, or the specialty with a strong track record?',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const LastQuestion: Story = {
  name: 'Last question, answered',
  args: { answers: [...allButLast, { probeId: 'telehealth', choice: 'in-person' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 of 10')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'In-person only' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Finish' })).toBeEnabled();
  },
};

export const LongText: Story = {
  name: 'Long question and options',
  args: {
    probes: [
      {
        _id: 'long',
        question:
          'Hire a physician who completed a fellowship in interventional cardiology at an academic medical center, or one who has practised general cardiology in a rural community hospital for twelve years?',
        options: [
          {
            id: 'fellowship',
            label: 'Fellowship-trained in interventional cardiology at an academic medical center',
            description:
              'Recently finished training, comfortable with the newest procedures, may need time to build a patient panel.',
          },
          {
            id: 'rural-experience',
            label: 'Twelve years of general cardiology in a rural community hospital',
            description: 'Knows how to run a clinic with few specialists nearby and long on-call weeks.',
          },
        ],
      },
    ],
  },
};

export const Empty: Story = {
  name: 'No probes',
  args: { probes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No questions right now' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (390 px)',
  decorators: [
    (Story) => (
      <div className="w-[342px]">
        <Story />
      </div>
    ),
  ],
  args: { answers: allButLast.slice(0, 2) },
};

export const KeyboardAnswer: Story = {
  name: 'Keyboard: arrows move, Space and Enter choose, Next',
  play: async ({ args, canvas, step }) => {
    const first = canvas.getByRole('radio', { name: 'Available this year' });
    const second = canvas.getByRole('radio', { name: 'Five more years of experience' });
    await step('the options form a radio group named by the question', async () => {
      await expect(
        canvas.getByRole('radiogroup', {
          name: 'Hire a candidate available this year, or one with five more years of experience?',
        }),
      ).toBeVisible();
      await expect(first).toHaveAccessibleDescription('Can start within months.');
      await expect(canvas.getByText('1 of 10')).toBeVisible();
    });
    await step('Tab reaches the first option; Space chooses it', async () => {
      await userEvent.tab();
      await waitFor(() => expect(first).toHaveFocus());
      await userEvent.keyboard(' ');
      await expect(first).toBeChecked();
      await expect(args.onAnswer).toHaveBeenLastCalledWith({
        probeId: 'availability-vs-experience',
        choice: 'available-this-year',
      });
    });
    await step('ArrowRight moves to the other option and chooses it', async () => {
      await pressArrow('ArrowRight', second);
      await expect(second).toBeChecked();
      await expect(first).not.toBeChecked();
      await expect(args.onAnswer).toHaveBeenLastCalledWith({
        probeId: 'availability-vs-experience',
        choice: 'more-experience',
      });
    });
    await step(
      'Tab reaches Next; Enter shows the second question with focus on its first option',
      async () => {
        await userEvent.tab();
        await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(canvas.getByText('2 of 10')).toBeVisible();
        const option = canvas.getByRole('radio', { name: 'Board certified, far away' });
        await waitFor(() => expect(option).toHaveFocus());
        await expect(option).not.toBeChecked();
      },
    );
    await step('Enter chooses the focused option', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('radio', { name: 'Board certified, far away' })).toBeChecked();
      await expect(args.onAnswer).toHaveBeenLastCalledWith({
        probeId: 'board-vs-local',
        choice: 'board-certified-far',
      });
    });
    await step('Back returns to the first question with its answer kept', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await expect(canvas.getByText('1 of 10')).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Five more years of experience' })).toBeChecked();
    });
  },
};

export const NotChosen: Story = {
  name: 'Next without a choice',
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose one of the two to continue');
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose one of the two to continue');
    await expect(canvas.getByRole('radio', { name: 'Available this year' })).toHaveFocus();
    await expect(canvas.getByText('1 of 10')).toBeVisible();
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

const expectedAnswers: PreferenceProbeAnswer[] = [
  ...allButLast,
  { probeId: 'telehealth', choice: 'in-person' },
];

export const Finish: Story = {
  name: 'Keyboard: finish sends every answer',
  args: { answers: allButLast },
  play: async ({ args, canvas, step }) => {
    await step('the card opens at the one question left', async () => {
      await expect(canvas.getByText('10 of 10')).toBeVisible();
    });
    await step('choose the second option and press Finish', async () => {
      await userEvent.tab();
      await waitFor(() => expect(canvas.getByRole('radio', { name: 'Telehealth experience' })).toHaveFocus());
      await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'In-person only' }));
      await expect(canvas.getByRole('radio', { name: 'In-person only' })).toBeChecked();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Finish' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('onFinish receives the ten answers in the order of the probes', async () => {
      await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
      await expect(args.onFinish).toHaveBeenCalledWith(expectedAnswers);
    });
  },
};

export const Finishing: Story = {
  name: 'Saving the answers',
  args: {
    answers: [...allButLast, { probeId: 'telehealth', choice: 'in-person' }],
    onFinish: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('radio', { name: 'In-person only' })).toBeDisabled();
  },
};

export const FinishError: Story = {
  name: 'Finish fails: the error shows, answers are kept',
  args: {
    answers: allButLast,
    onFinish: fn(async () => {
      throw new Error('We could not save your answers. Try again in a moment.');
    }),
  },
  play: async ({ args, canvas, step }) => {
    await step('choose and finish by keyboard', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('radio', { name: 'Telehealth experience' })).toBeChecked();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    await step("the server's message is shown and takes focus", async () => {
      const alert = await canvas.findByText('We could not save your answers. Try again in a moment.');
      await expect(canvas.getByText('Your answers were not saved')).toBeVisible();
      await waitFor(() => expect(alert.closest('[data-slot="preference-probe-error"]')).toHaveFocus());
    });
    await step('the answers are kept: Finish sends them again', async () => {
      await expect(canvas.getByRole('radio', { name: 'Telehealth experience' })).toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
      await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(2));
      await expect(args.onFinish).toHaveBeenLastCalledWith([
        ...allButLast,
        { probeId: 'telehealth', choice: 'telehealth-experience' },
      ]);
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reviewedMatch, unreviewedMatch } from './feedback-fixtures';
import { InterviewFeedbackPanel } from './interview-feedback-panel';

const now = new Date('2026-03-19T18:00:00.000Z');
const timeZone = 'America/Chicago';

const meta = {
  title: 'Features/Pipeline/InterviewFeedbackPanel',
  component: InterviewFeedbackPanel,
  args: {
    matches: [reviewedMatch, unreviewedMatch],
    now,
    timeZone,
    onSave: fn(async () => undefined),
    onRetry: fn(),
  },
  render: (args) => (
    <div className="w-full max-w-3xl">
      <InterviewFeedbackPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof InterviewFeedbackPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Reviewed: Story = {
  name: 'Two members’ feedback with the averages',
  args: { matches: [reviewedMatch] },
  play: async ({ canvas, step }) => {
    await step('each criterion’s average', async () => {
      const list = canvas.getByLabelText('Average per criterion');
      await expect(list).toHaveTextContent('Clinical skills4.5 / 5');
      await expect(list).toHaveTextContent('Team fit3.5 / 5');
    });
    await step('each member’s feedback: name, role, recommendation, ratings, comments', async () => {
      const items = within(
        canvas.getByRole('list', { name: 'Feedback on Family Medicine Physician' }),
      ).getAllByRole('listitem');
      await expect(items).toHaveLength(2);
      await expect(items[0]).toHaveTextContent(/Dr\. Omar HaddadHiring managerStrong yes/);
      await expect(items[0]).toHaveTextContent('Clinical skills 5 · Communication 4 · Team fit 4');
      await expect(items[1]).toHaveTextContent(/Ana RuizRecruiterYes/);
    });
    await expect(canvas.getByText(/2 reviews · 1 strong yes · 1 yes/)).toBeVisible();
  },
};

export const LeaveFeedback: Story = {
  name: 'Leaving feedback: every criterion rated, a recommendation, comments',
  args: { matches: [unreviewedMatch] },
  play: async ({ args, canvas, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave feedback' }));
    const form = await canvas.findByRole('form', { name: 'Interview feedback' });
    await step('sending nothing lists what to fix', async () => {
      await userEvent.click(within(form).getByRole('button', { name: 'Save feedback' }));
      const summary = await canvas.findByRole('heading', { name: 'Fix these to continue' });
      await expect(summary).toBeVisible();
      await expect(canvas.getByText('Choose a recommendation', { selector: 'a' })).toBeVisible();
      await expect(args.onSave).not.toHaveBeenCalled();
    });
    await step('rate, recommend, comment and save', async () => {
      await userEvent.click(
        within(canvas.getByRole('radiogroup', { name: 'Clinical skills' })).getByRole('radio', {
          name: '5, excellent',
        }),
      );
      await userEvent.click(
        within(canvas.getByRole('radiogroup', { name: 'Communication' })).getByRole('radio', { name: '4' }),
      );
      await userEvent.click(
        within(canvas.getByRole('radiogroup', { name: 'Team fit' })).getByRole('radio', { name: '3, good' }),
      );
      await userEvent.click(
        within(canvas.getByRole('radiogroup', { name: 'Recommendation' })).getByRole('radio', {
          name: 'Yes',
        }),
      );
      await userEvent.type(canvas.getByRole('textbox', { name: /Comments/ }), 'Strong on sports injuries.');
      await userEvent.click(canvas.getByRole('button', { name: 'Save feedback' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith('match_chen_peds', {
          ratings: [
            { criterion: 'Clinical skills', rating: 5 },
            { criterion: 'Communication', rating: 4 },
            { criterion: 'Team fit', rating: 3 },
          ],
          recommendation: 'yes',
          comments: 'Strong on sports injuries.',
        }),
      );
      await waitFor(() => expect(canvas.queryByRole('form', { name: 'Interview feedback' })).toBeNull());
    });
  },
};

export const SaveFails: Story = {
  name: 'A refused save keeps everything typed',
  args: {
    matches: [
      {
        ...reviewedMatch,
        feedback: reviewedMatch.feedback.map((entry, index) => ({ ...entry, mine: index === 1 })),
      },
    ],
    onSave: fn(async () => {
      throw new Error('Your subscription has lapsed.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit your feedback' }));
    const comments = await canvas.findByRole('textbox', { name: /Comments/ });
    await expect(comments).toHaveValue('Prefers a four-day week; worth discussing before an offer.');
    await userEvent.type(comments, ' Call her Friday.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Your subscription has lapsed.')).toBeVisible();
    await expect(comments).toHaveValue(
      'Prefers a four-day week; worth discussing before an offer. Call her Friday.',
    );
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Team fit' })).getByRole('radio', { name: '3, good' }),
    ).toBeChecked();
  },
};

export const Empty: Story = { args: { matches: [] } };
export const Loading: Story = { args: { matches: [], loading: true } };
export const LoadError: Story = {
  name: 'Error',
  args: { matches: [], error: 'The server did not answer.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { matches: [reviewedMatch] },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="interview-feedback"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const MobileForm: Story = {
  name: 'Mobile, the form open',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { matches: [unreviewedMatch] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave feedback' }));
    await canvas.findByRole('form', { name: 'Interview feedback' });
    const section = canvasElement.querySelector('[data-slot="interview-feedback"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

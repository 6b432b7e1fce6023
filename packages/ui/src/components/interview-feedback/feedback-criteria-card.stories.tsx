import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FeedbackCriteriaCard } from './feedback-criteria-card';

const meta = {
  title: 'Features/Pipeline/FeedbackCriteriaCard',
  component: FeedbackCriteriaCard,
  args: {
    criteria: {
      jobId: 'job_fm',
      criteria: ['Clinical skills', 'Communication', 'Team fit'],
      isDefault: true,
    },
    canEdit: true,
    onSave: fn(async () => undefined),
  },
  render: (args) => (
    <div className="w-full max-w-sm">
      <FeedbackCriteriaCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FeedbackCriteriaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const ReadOnly: Story = {
  args: {
    canEdit: false,
    criteria: { jobId: 'job_fm', criteria: ['Procedures', 'Bedside manner'], isDefault: false },
  },
};
export const Loading: Story = { args: { criteria: null } };

export const EditCriteria: Story = {
  name: 'Editing: rename one, add one, remove one',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit criteria' }));
    const first = await canvas.findByRole('textbox', { name: 'Criterion 1' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Procedural skills');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove criterion 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a criterion' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Criterion 3' }), 'Teaching');
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ criteria: ['Procedural skills', 'Team fit', 'Teaching'] }),
    );
  },
};

export const RepeatedCriterion: Story = {
  name: 'A repeated criterion is refused',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit criteria' }));
    const second = await canvas.findByRole('textbox', { name: 'Criterion 2' });
    await userEvent.clear(second);
    await userEvent.type(second, 'team fit');
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await expect(
      await canvas.findByText('Each criterion can appear only once', { selector: 'a' }),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

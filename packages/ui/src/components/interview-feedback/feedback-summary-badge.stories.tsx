import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reviewedSummary } from './feedback-fixtures';
import { FeedbackSummaryBadge } from './feedback-summary-badge';

const meta = {
  title: 'Features/Pipeline/FeedbackSummaryBadge',
  component: FeedbackSummaryBadge,
  args: { summary: reviewedSummary },
  render: (args) => (
    <div className="w-64 rounded-lg border border-border bg-card p-3">
      <FeedbackSummaryBadge {...args} />
    </div>
  ),
} satisfies Meta<typeof FeedbackSummaryBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="feedback-summary"]');
    await expect(line).toHaveTextContent('Interview feedback: 4.2 of 5 from 2 reviews, 2 recommend');
  },
};

export const OneReviewNoRatings: Story = {
  args: {
    summary: {
      matchId: 'm',
      count: 1,
      average: null,
      recommendations: { 'strong-yes': 0, yes: 0, no: 1, 'strong-no': 0 },
    },
  },
};

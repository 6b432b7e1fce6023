import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, Plus, SearchX, UserRound } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox />,
    title: 'No applicants yet',
    description:
      'When physicians apply to this job they appear here. Share the job to reach more candidates.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onPostJob = fn();

export const WithAction: Story = {
  name: 'With an action',
  args: {
    icon: <UserRound />,
    title: 'No jobs posted',
    description: 'Post your first job to start receiving applications from physicians.',
    action: (
      <Button onClick={onPostJob}>
        <Plus aria-hidden="true" />
        Post a job
      </Button>
    ),
  },
  play: async ({ canvas, step }) => {
    await step('the title is a heading', async () => {
      await expect(canvas.getByRole('heading', { level: 2, name: 'No jobs posted' })).toBeVisible();
    });
    await step('the action works', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Post a job' }));
      await expect(onPostJob).toHaveBeenCalled();
    });
  },
};

export const NoResults: Story = {
  name: 'No search results',
  args: {
    icon: <SearchX />,
    title: 'No physicians match these filters',
    description: 'Try a wider radius or fewer specialties.',
    action: (
      <>
        <Button variant="outline">Clear filters</Button>
        <Button variant="ghost">Save search</Button>
      </>
    ),
  },
};

export const WithoutIcon: Story = {
  name: 'Without icon',
  args: { icon: undefined, title: 'Nothing here', description: undefined },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'No interviews are scheduled for the selected week across all of your practice locations',
    description:
      'Interviews you schedule with applicants, and interviews applicants request through their MedHire profile, appear in this list once they are confirmed by both sides. Change the week or the location to see other interviews.',
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <EmptyState icon={<Inbox />} title="Icon, title and description" description="A line of help." />
      <EmptyState
        icon={<Inbox />}
        title="With an action"
        description="A line of help."
        action={<Button size="sm">Action</Button>}
      />
      <EmptyState title="Title only" headingLevel={3} />
    </div>
  ),
};

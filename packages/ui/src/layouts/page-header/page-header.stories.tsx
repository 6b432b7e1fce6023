import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRight, Plus, Share2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { PageHeader } from './page-header';

const onPostJob = fn();

const breadcrumbs = (
  <nav aria-label="Breadcrumb">
    <ol className="flex flex-wrap items-center gap-1">
      <li className="flex items-center gap-1">
        <a href="#jobs" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
          Jobs
        </a>
        <ChevronRight aria-hidden="true" className="size-3.5" />
      </li>
      <li aria-current="page" className="text-foreground">
        Family Physician — Lakeside Main Clinic
      </li>
    </ol>
  </nav>
);

const meta = {
  title: 'Layouts/PageHeader',
  component: PageHeader,
  args: {
    title: 'Jobs',
    description: 'Every job your organization has posted, with its applicants and status.',
    actions: (
      <Button onClick={onPostJob}>
        <Plus aria-hidden="true" />
        Post a job
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TitleOnly: Story = {
  name: 'Title only',
  args: { description: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  },
};

export const WithBreadcrumbs: Story = {
  name: 'With breadcrumbs and two actions',
  args: {
    breadcrumbs,
    title: 'Family Physician — Lakeside Main Clinic',
    description: 'Full-time · Springfield, IL · Posted 12 days ago',
    actions: (
      <>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <Button>Edit job</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Family Physician');
  },
};

export const ActionsWithKeyboard: Story = {
  name: 'Actions with the keyboard',
  play: async ({ canvas }) => {
    const action = canvas.getByRole('button', { name: 'Post a job' });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPostJob).toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  name: 'Long title',
  args: {
    breadcrumbs,
    title: 'Board-certified Internal Medicine Physician for the Lakeside Family Medicine Northside Clinic',
    description:
      'Sample content. Outpatient role with a four-day week, shared call, and a dedicated medical assistant for each physician.',
  },
};

export const Narrow: Story = {
  name: 'Narrow (actions wrap)',
  args: {
    breadcrumbs,
    title: 'Family Physician — Lakeside Main Clinic',
    description: 'Full-time · Springfield, IL',
    actions: (
      <>
        <Button variant="outline">Share</Button>
        <Button>Edit job</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div className="w-[22rem] border border-border border-dashed p-4">
        <Story />
      </div>
    ),
  ],
};

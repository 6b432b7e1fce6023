import type { Meta, StoryObj } from '@storybook/react-vite';
import { Briefcase, CalendarDays, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'applicants', variant: 'line', onValueChange: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['line', 'pill'],
      table: { defaultValue: { summary: 'line' } },
    },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="Job">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="applicants">Applicants</TabsTrigger>
        <TabsTrigger value="interviews">Interviews</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          Archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details">Senior cardiologist, full time, Riverside Heart Clinic.</TabsContent>
      <TabsContent value="applicants">12 physicians applied; 3 are new this week.</TabsContent>
      <TabsContent value="interviews">2 interviews are scheduled for next week.</TabsContent>
      <TabsContent value="archived">Nothing archived.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Line: Story = {
  args: { variant: 'line' },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('tab', { name: 'Applicants' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(active).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Applicants' })).toHaveTextContent('12 physicians');
  },
};

export const Pill: Story = { args: { variant: 'pill' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const WithIcons: Story = {
  name: 'With icons',
  render: (args) => (
    <Tabs {...args} className="max-w-xl">
      <TabsList aria-label="Job">
        <TabsTrigger value="details">
          <Briefcase aria-hidden="true" />
          Details
        </TabsTrigger>
        <TabsTrigger value="applicants">
          <Users aria-hidden="true" />
          Applicants
        </TabsTrigger>
        <TabsTrigger value="interviews">
          <CalendarDays aria-hidden="true" />
          Interviews
        </TabsTrigger>
      </TabsList>
      <TabsContent value="details">Details</TabsContent>
      <TabsContent value="applicants">Applicants</TabsContent>
      <TabsContent value="interviews">Interviews</TabsContent>
    </Tabs>
  ),
};

export const ManyItems: Story = {
  name: 'Many tabs (long text)',
  args: { defaultValue: 'tab-1' },
  render: (args) => (
    <Tabs {...args} className="max-w-3xl">
      <TabsList aria-label="Locations" className="max-w-full flex-wrap">
        {[
          'Berlin Mitte',
          'Hamburg-Eppendorf',
          'München Schwabing',
          'Köln Innenstadt',
          'Frankfurt Sachsenhausen',
        ].map((location, index) => (
          <TabsTrigger key={location} value={`tab-${index}`}>
            {location}
          </TabsTrigger>
        ))}
      </TabsList>
      {[0, 1, 2, 3, 4].map((index) => (
        <TabsContent key={index} value={`tab-${index}`}>
          Openings at location {index + 1}.
        </TabsContent>
      ))}
    </Tabs>
  ),
};

export const Keyboard: Story = {
  play: async ({ args, canvas, step }) => {
    await step('Tab focuses the active tab', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveFocus();
    });
    await step('ArrowRight moves to and activates the next tab', async () => {
      await userEvent.keyboard('{ArrowRight}');
      const interviews = canvas.getByRole('tab', { name: 'Interviews' });
      await expect(interviews).toHaveFocus();
      await expect(interviews).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('interviews');
    });
    await step('ArrowRight skips the disabled tab and wraps to the first', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    });
    await step('ArrowLeft wraps to the last enabled tab; Home goes to the first', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'Interviews' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    });
    await step('Tab moves into the active panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-8">
      {(['line', 'pill'] as const).map((variant) => (
        <Tabs key={variant} variant={variant} defaultValue="b">
          <TabsList aria-label={`${variant} tabs`}>
            <TabsTrigger value="a">Inactive</TabsTrigger>
            <TabsTrigger value="b">Active</TabsTrigger>
            <TabsTrigger value="c" disabled>
              Disabled
            </TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel A</TabsContent>
          <TabsContent value="b">{variant} panel</TabsContent>
          <TabsContent value="c">Panel C</TabsContent>
        </Tabs>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const onView = fn();

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { variant: 'default' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'interactive'],
      table: { defaultValue: { summary: 'default' } },
    },
  },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Senior cardiologist</CardTitle>
        <CardDescription>Riverside Heart Clinic · Berlin</CardDescription>
      </CardHeader>
      <CardContent>Full time, outpatient and ward rounds, two on-call weekends a month.</CardContent>
      <CardFooter>
        <Button size="sm" onClick={onView}>
          View applicants
        </Button>
        <Button size="sm" variant="ghost">
          Edit
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Senior cardiologist' })).toBeVisible();
    for (const slot of [
      'card',
      'card-header',
      'card-title',
      'card-description',
      'card-content',
      'card-footer',
    ]) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).toBeInTheDocument();
    }
  },
};

export const Interactive: Story = {
  args: { variant: 'interactive' },
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>
          <a href="#job-42">Senior cardiologist</a>
        </CardTitle>
        <CardDescription>Riverside Heart Clinic · Berlin</CardDescription>
      </CardHeader>
      <CardContent>12 applicants · 3 new this week</CardContent>
      <CardFooter>
        <Button size="sm" variant="outline" onClick={onView}>
          Share
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, step }) => {
    const link = canvas.getByRole('link', { name: 'Senior cardiologist' });
    await step('Tab focuses the title link, then the footer action', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    });
    await step('the footer action stays clickable above the stretched link', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      await expect(onView).toHaveBeenCalled();
    });
  },
};

export const Empty: Story = {
  name: 'Header only',
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>No interviews today</CardTitle>
        <CardDescription>Scheduled interviews appear here.</CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const LongText: Story = {
  name: 'Long text',
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>
          Consultant in internal medicine with a subspecialty in gastroenterology and hepatology for the
          university teaching hospital
        </CardTitle>
        <CardDescription>
          St. Mary's University Teaching Hospital, Department of Gastroenterology · Hamburg-Eppendorf
        </CardDescription>
      </CardHeader>
      <CardContent>
        The department treats more than 4 000 inpatients a year and runs a dedicated endoscopy unit with
        twelve rooms. You lead a team of six residents and share on-call duties with four consultants.
      </CardContent>
    </Card>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid max-w-3xl grid-cols-2 gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Default</CardTitle>
          <CardDescription>Static surface</CardDescription>
        </CardHeader>
        <CardContent>Body text</CardContent>
        <CardFooter>
          <Button size="sm">Action</Button>
        </CardFooter>
      </Card>
      <Card variant="interactive">
        <CardHeader>
          <CardTitle>
            <a href="#matrix">Interactive</a>
          </CardTitle>
          <CardDescription>The whole card is a link</CardDescription>
        </CardHeader>
        <CardContent>Body text</CardContent>
        <CardFooter>
          <Button size="sm" variant="outline">
            Action
          </Button>
        </CardFooter>
      </Card>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { LinkProps } from '../../lib/link';
import { StaticPageLayout } from './static-page-layout';

const onNavigate = fn();

/** Stands in for react-router's `Link`: `({ href, ...props }) => <Link to={href} {...props} />`. */
const renderLink = ({ href, ...props }: LinkProps) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onNavigate(href);
    }}
  />
);

function TermsPage({ sections = 3 }: { sections?: number }) {
  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <h1 className="font-semibold text-3xl tracking-tight">Terms and conditions</h1>
        <p className="text-muted-foreground text-sm">Sample content · Last updated March 1</p>
      </div>
      {Array.from({ length: sections }, (_, index) => `${index + 1}. Using MedHire as an employer`).map(
        (heading) => (
          <section key={heading} className="flex flex-col gap-2">
            <h2 className="font-semibold text-lg">{heading}</h2>
            <p className="text-base leading-7">
              Employers such as Lakeside Family Medicine post jobs for physicians, review the candidates
              MedHire suggests, and contact them through the platform. You keep the information in your jobs
              accurate and up to date, and you only contact physicians about positions you actually offer.
            </p>
          </section>
        ),
      )}
    </article>
  );
}

const meta = {
  title: 'Layouts/StaticPageLayout',
  component: StaticPageLayout,
  parameters: { padded: false },
  args: {
    homeHref: '/home',
    action: { href: '/home', label: 'Back to MedHire' },
    renderLink,
    children: <TermsPage />,
  },
  argTypes: {
    children: { control: false },
    renderLink: { control: false },
    width: { control: 'inline-radio', options: ['readable', 'wide'] },
  },
} satisfies Meta<typeof StaticPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedIn: Story = {
  name: 'Signed in',
  play: async ({ canvas, step }) => {
    const home = canvas.getByRole('link', { name: 'MedHire home' });
    const action = canvas.getByRole('link', { name: 'Back to MedHire' });
    await step('Tab goes to the logo link, then the action', async () => {
      await userEvent.tab();
      await expect(home).toHaveFocus();
      await userEvent.tab();
      await expect(action).toHaveFocus();
    });
    await step('Enter follows the action through renderLink', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onNavigate).toHaveBeenLastCalledWith('/home');
    });
  },
};

export const SignedOut: Story = {
  name: 'Signed out',
  args: { homeHref: '/', action: { href: '/signIn', label: 'Sign in' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signIn');
    await expect(canvas.getByRole('link', { name: 'MedHire home' })).toHaveAttribute('href', '/');
  },
};

export const WithoutAction: Story = {
  name: 'Without action',
  args: { action: undefined },
};

export const Wide: Story = {
  args: {
    width: 'wide',
    children: (
      <div className="flex flex-col gap-6">
        <h1 className="font-semibold text-3xl tracking-tight">All connections</h1>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {['Dr. Amara Okafor', 'Dr. Luis Ortega', 'Dr. Mei Chen'].map((name) => (
            <div key={name} className="rounded-xl border border-border bg-card p-5">
              <p className="font-semibold">{name}</p>
              <p className="text-muted-foreground text-sm">Family Medicine · Sample profile</p>
            </div>
          ))}
        </div>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('data-width', 'wide');
  },
};

export const LongContent: Story = {
  name: 'Long content',
  args: { children: <TermsPage sections={8} /> },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

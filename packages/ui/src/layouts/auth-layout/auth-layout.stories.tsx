import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkProps } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { AuthLayout } from './auth-layout';

const onNavigate = fn();
const onSignIn = fn();

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

function SignInForm() {
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSignIn();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <h1 className="font-semibold text-2xl tracking-tight">Sign in to MedHire</h1>
        <p className="text-muted-foreground text-sm">We email you a one-time code. No password needed.</p>
      </div>
      <Field label="Work email">
        <Input type="email" placeholder="you@lakeside-family.example" />
      </Field>
      <Button type="submit" size="lg">
        Email me a code
      </Button>
    </form>
  );
}

const meta = {
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  parameters: { padded: false },
  args: {
    headline: 'Hire the physicians your patients are waiting for.',
    text: 'Post detailed jobs, see candidates ranked by fit with the reasons why, and talk to them in real time.',
    footnote: 'For medical practices, hospitals and physician groups.',
    footerLinks: [
      { href: '/terms-conditions', label: 'Terms' },
      { href: '/privacy-policy', label: 'Privacy' },
      { href: '/delegate-access', label: 'Delegate access' },
    ],
    renderLink,
    children: <SignInForm />,
  },
  argTypes: { children: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('region', { name: 'About MedHire' });
    await expect(within(brand).getByRole('img', { name: 'MedHire' })).toHaveAttribute('data-tone', 'inverse');
    await expect(within(brand).getByRole('heading', { level: 2 })).toHaveTextContent('Hire the physicians');
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
  },
};

export const FooterLinks: Story = {
  name: 'Footer links with the keyboard',
  play: async ({ canvas, step }) => {
    const contentinfo = canvas.getByRole('contentinfo');
    const links = within(contentinfo).getAllByRole('link');
    await step('the links come from footerLinks, through renderLink', async () => {
      await expect(links.map((link) => link.textContent)).toEqual(['Terms', 'Privacy', 'Delegate access']);
    });
    await step('Tab reaches the form, then the footer links', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Work email' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Email me a code' })).toHaveFocus();
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(onNavigate).toHaveBeenLastCalledWith('/terms-conditions');
    });
  },
};

export const WithoutFootnoteAndLinks: Story = {
  name: 'Without footnote and links',
  args: { footnote: undefined, footerLinks: [], text: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const LongHeadline: Story = {
  name: 'Long headline',
  args: {
    headline:
      'Find board-certified physicians for every practice location, from family medicine to cardiology.',
    text: 'Sample content. Recruiters at Lakeside Family Medicine filled three positions in their first month, with candidates ranked by specialty, licence state, schedule and language.',
  },
};

export const Mobile: Story = {
  name: 'Mobile (brand panel hidden)',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'About MedHire' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

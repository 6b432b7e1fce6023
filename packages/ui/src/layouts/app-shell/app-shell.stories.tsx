import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart3,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  CreditCard,
  FileText,
  House,
  KanbanSquare,
  MessagesSquare,
  Network,
  Plus,
  Search,
  Settings,
  ShieldCheck,
  Star,
  UserPlus,
  Users,
} from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { PageHeader } from '../page-header/page-header';
import { AppShell, type AppShellNavSection, type AppShellRenderLink } from './app-shell';

/** Stands in for the app's router: the story's links never leave the page. */
const onNavigate = fn();

/** How the app passes react-router: `({ href, ...props }) => <NavLink to={href} {...props} />`. */
const renderLink: AppShellRenderLink = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
      onNavigate(href);
    }}
  />
);

const mainItems: AppShellNavSection['items'] = [
  { href: '/home', label: 'Home', icon: House },
  { href: '/jobs', label: 'Jobs', icon: BriefcaseBusiness },
  { href: '/explore', label: 'Explore', icon: Search },
  { href: '/applicants', label: 'Applicants', icon: Users },
  { href: '/jobs-resident', label: 'Pipeline', icon: KanbanSquare },
  { href: '/global-connection', label: 'Connections', icon: Network },
  { href: '/messages', label: 'Messages', icon: MessagesSquare },
];

const navigation: AppShellNavSection[] = [{ id: 'main', items: mainItems }];

const navigationWithBadges: AppShellNavSection[] = [
  {
    id: 'main',
    items: mainItems.map((item) => {
      if (item.href === '/applicants') return { ...item, badge: 12, badgeLabel: 'new applicants' };
      if (item.href === '/messages') return { ...item, badge: 3, badgeLabel: 'unread messages' };
      if (item.href === '/global-connection')
        return { ...item, badge: 140, badgeLabel: 'connection requests' };
      return item;
    }),
  },
];

const manyNavigation: AppShellNavSection[] = [
  { id: 'hiring', label: 'Hiring', items: mainItems },
  {
    id: 'planning',
    label: 'Planning',
    items: [
      { href: '/interviews', label: 'Interviews', icon: CalendarDays },
      { href: '/shortlist', label: 'Shortlisted physicians', icon: Star },
      { href: '/offers', label: 'Offers and contracts', icon: FileText },
      { href: '/reports', label: 'Reports', icon: BarChart3 },
    ],
  },
  {
    id: 'organization',
    label: 'Organization',
    items: [
      { href: '/edit-profile', label: 'Organization profile', icon: Building2 },
      { href: '/team', label: 'Hiring team', icon: UserPlus },
      { href: '/credentialing', label: 'Credentialing and compliance documents', icon: ShieldCheck },
      { href: '/manage-subscriptions', label: 'Subscription', icon: CreditCard },
      { href: '/settings', label: 'Settings', icon: Settings },
    ],
  },
];

const accountItems = [
  { href: '/edit-profile', label: 'Organization profile', icon: Building2 },
  { href: '/manage-subscriptions', label: 'Subscription', icon: CreditCard },
];

function SamplePage() {
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Sample content: the jobs Lakeside Family Medicine has posted."
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Post a job
          </Button>
        }
      />
      <div className="grid gap-4 @container">
        {['Family Physician — Main Clinic', 'Pediatrician — Northside', 'Internal Medicine — Locum'].map(
          (job) => (
            <section key={job} className="rounded-xl border border-border bg-card p-5">
              <h2 className="font-semibold text-base">{job}</h2>
              <p className="mt-1 text-muted-foreground text-sm">Full-time · Springfield, IL · 8 applicants</p>
            </section>
          ),
        )}
      </div>
    </>
  );
}

/**
 * While the account menu is open Radix DropdownMenu is modal: it sets `aria-hidden` on the rest of the
 * page and keeps focus in the menu, so the hidden controls cannot be reached. axe still reports them as
 * focusable inside `aria-hidden`; only that rule is skipped, and only in stories screenshot open.
 */
const openMenuA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const mobile = { viewport: { value: 'mobile2', isRotated: false } };

const meta = {
  title: 'Layouts/AppShell',
  component: AppShell,
  parameters: { padded: false },
  args: {
    navigation,
    current: '/jobs',
    renderLink,
    homeHref: '/home',
    organizationName: 'Lakeside Family Medicine',
    email: 'hiring@lakeside-family.example',
    accountItems,
    unreadNotifications: 0,
    onLogout: fn(),
    onNotificationsClick: fn(),
    onNavigationOpenChange: fn(),
    children: <SamplePage />,
  },
  argTypes: { children: { control: false }, renderLink: { control: false } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const WithUnreadBadges: Story = {
  name: 'With unread badges',
  args: { navigation: navigationWithBadges, unreadNotifications: 5, current: '/messages/42' },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Messages 3 unread messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(main).getByRole('link', { name: 'Connections 140 connection requests' }),
    ).toHaveTextContent('99+');
    await expect(canvas.getByRole('button', { name: 'Notifications, 5 unread' })).toBeVisible();
  },
};

export const WithOverdueAlert: Story = {
  name: 'With an overdue alert (needs reply)',
  args: {
    navigation: [
      {
        id: 'main',
        items: mainItems.map((item) =>
          item.href === '/messages' ? { ...item, badge: 3, badgeLabel: 'unread', alert: '2 overdue' } : item,
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: /^Messages\W+2 overdue 3 unread$/ })).toBeVisible();
  },
};

export const NotificationsClick: Story = {
  name: 'Notifications with the keyboard',
  args: { unreadNotifications: 120 },
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
    await userEvent.click(bell);
    await expect(args.onNotificationsClick).toHaveBeenCalledTimes(1);
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNotificationsClick).toHaveBeenCalledTimes(2);
  },
};

export const LongOrganizationName: Story = {
  name: 'Long organization name',
  args: {
    organizationName: 'Lakeside Family Medicine and Community Pediatrics Associates of Greater Springfield',
    email: 'physician-recruitment.office@lakeside-family-medicine-associates.example',
  },
  parameters: openMenuA11y,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText(/Greater Springfield/)).toBeVisible();
  },
};

export const ManyNavigationItems: Story = {
  name: 'Many navigation items',
  args: { navigation: manyNavigation, current: '/credentialing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Organization' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Credentialing and compliance documents' }),
    ).toHaveAttribute('data-state', 'active');
  },
};

export const SkipLink: Story = {
  name: 'Skip link',
  play: async ({ canvas, step }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await step('the first Tab shows the skip link', async () => {
      await userEvent.tab();
      await expect(skip).toHaveFocus();
      await expect(skip).toBeVisible();
    });
    await step('Enter moves focus to the page', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
    });
    await step('the next Tab goes to the first control of the page', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Post a job' })).toHaveFocus();
    });
  },
};

export const SkipLinkFocused: Story = {
  name: 'Skip link (focused)',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

export const TabOrder: Story = {
  name: 'Tab order',
  args: { navigation: navigationWithBadges, unreadNotifications: 2 },
  play: async ({ canvas }) => {
    // Found when focus gets there: the account menu's real trigger replaces its look-alike once the menu's code
    // has loaded (the first Tab starts it).
    const order = [
      () => canvas.getByRole('link', { name: 'Skip to content' }),
      () => canvas.getByRole('link', { name: 'MedHire home' }),
      ...within(canvas.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => () => link),
      () => canvas.getByRole('button', { name: 'Notifications, 2 unread' }),
      () => canvas.getByRole('button', { name: /Account menu/ }),
      () => canvas.getByRole('button', { name: 'Post a job' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element()).toHaveFocus();
    }
    await expect(canvas.getByRole('button', { name: /Account menu/ })).not.toHaveAttribute('data-deferred');
  },
};

export const AccountMenu: Story = {
  name: 'Account menu with the keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    // hidden: true, since an open menu hides the rest of the page from assistive technology.
    const trigger = () =>
      canvas.getByRole('button', { name: 'Account menu, Lakeside Family Medicine', hidden: true });
    await step(
      'focus on the look-alike button loads the menu, and the focus stays on the button',
      async () => {
        await expect(trigger()).toHaveAttribute('data-deferred', 'pending');
        trigger().focus();
        await waitFor(() => expect(trigger()).not.toHaveAttribute('data-deferred'));
        await expect(trigger()).toHaveFocus();
      },
    );
    await step('Enter opens the menu with the organization and email', async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu');
      await expect(within(menu).getByText('Lakeside Family Medicine')).toBeVisible();
      await expect(within(menu).getByText('hiring@lakeside-family.example')).toBeVisible();
      await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    });
    await step('arrows move through the items', async () => {
      const items = body.getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        'Organization profile',
        'Subscription',
        'Log out',
      ]);
      await waitFor(() => expect(items[0]).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(items[1]).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(items[2]).toHaveFocus();
    });
    await step('Enter on Log out calls onLogout and closes the menu', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger()).toHaveFocus();
    });
  },
};

export const AccountMenuOpen: Story = {
  name: 'Account menu open',
  parameters: openMenuA11y,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Organization profile' })).toHaveFocus();
  },
};

export const SwitchOrganization: Story = {
  name: 'Account menu of someone in several organizations',
  parameters: openMenuA11y,
  args: {
    email: 'sam.okafor@northstar-recruiting.example',
    accountItems: [],
    onSwitchOrganization: fn(),
    otherOrganizations: [
      {
        organizationId: 'org-riverside',
        organizationName: 'Riverside Family Clinic',
        role: 'hiring-manager',
      },
      { organizationId: 'org-north', organizationName: 'Northside Pediatrics', role: 'recruiter' },
    ],
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const menu = await body.findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Switch organization' });
    await expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Riverside Family ClinicAs a hiring manager', 'Northside PediatricsAs a recruiter']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: /Riverside Family Clinic/ })).toHaveFocus();
    await expect(args.onSwitchOrganization).not.toHaveBeenCalled();
  },
};

export const SwitchOrganizationPicked: Story = {
  ...SwitchOrganization,
  name: 'Switching organization with the keyboard',
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSwitchOrganization).toHaveBeenCalledWith('org-north');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Mobile: Story = {
  name: 'Mobile (navigation collapsed)',
  globals: mobile,
  args: { unreadNotifications: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const MobileOverdue: Story = {
  name: 'Mobile, something overdue (a dot on the menu button)',
  globals: mobile,
  args: {
    navigation: [
      {
        id: 'main',
        items: mainItems.map((item) =>
          item.href === '/messages' ? { ...item, badge: 3, badgeLabel: 'unread', alert: '2 overdue' } : item,
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const menuButton = () => canvas.getByRole('button', { name: 'Open navigation (Messages, 2 overdue)' });
    await expect(menuButton().querySelector('[data-slot="app-shell-menu-attention"]')).toBeVisible();
    // The drawer's own button (loaded on first reach) says the same.
    menuButton().focus();
    await waitFor(() => expect(menuButton()).not.toHaveAttribute('data-deferred'));
    await expect(menuButton().querySelector('[data-slot="app-shell-menu-attention"]')).toBeVisible();
  },
};

export const MobileDrawerOpen: Story = {
  name: 'Mobile, navigation drawer open',
  globals: mobile,
  args: { navigation: navigationWithBadges, defaultNavigationOpen: true, current: '/applicants' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('link', { name: /^Applicants/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MobileDrawerKeyboard: Story = {
  name: 'Mobile drawer: focus trap, Escape, focus return',
  globals: mobile,
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = () => canvas.getByRole('button', { name: 'Open navigation' });
    let drawer: HTMLElement | undefined;
    await step(
      'focus on the look-alike menu button loads the drawer, and the focus stays on the button',
      async () => {
        menuButton().focus();
        await waitFor(() => expect(menuButton()).not.toHaveAttribute('data-deferred'));
        await expect(menuButton()).toHaveFocus();
      },
    );
    await step('Enter on the menu button opens the drawer and moves focus into it', async () => {
      await userEvent.keyboard('{Enter}');
      drawer = await body.findByRole('dialog', { name: 'Navigation' });
      await expect(args.onNavigationOpenChange).toHaveBeenLastCalledWith(true);
      await waitFor(() =>
        expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
      );
    });
    await step('Tab stays inside the drawer', async () => {
      for (let index = 0; index < 12; index += 1) {
        await userEvent.tab();
        await expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
      }
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onNavigationOpenChange).toHaveBeenLastCalledWith(false);
      await expect(menuButton()).toHaveFocus();
    });
  },
};

export const MobileDrawerNavigate: Story = {
  name: 'Mobile drawer: choosing a link closes it',
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Messages' }));
    await expect(onNavigate).toHaveBeenLastCalledWith('/messages');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

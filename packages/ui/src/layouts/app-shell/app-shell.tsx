import { Bell, ChevronDown, LogOut, Menu, X } from 'lucide-react';
import * as React from 'react';
import { Logo } from '../../brand/logo';
import { cn } from '../../lib/cn';
import { renderAnchor } from '../../lib/link';
import { Badge } from '../../primitives/badge/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '../../primitives/sheet/sheet';

/**
 * Props the shell hands to {@link AppShellProps.renderLink}. Spread all of them onto the element you
 * render (react-router's `NavLink` does: `({ href, ...props }) => <NavLink to={href} {...props} />`).
 */
export type AppShellLinkProps = {
  /** Where the link goes (pass it on as `to` for a router link). */
  href: string;
  className: string;
  children: React.ReactNode;
  'data-slot': string;
  /** `active` when the item matches `current` or has `active: true`. */
  'data-state'?: 'active' | 'inactive';
  'aria-current'?: 'page';
  /** Closes the mobile navigation drawer after a navigation. */
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
};

/** Renders a link; the default renders a plain `<a>`. */
export type AppShellRenderLink = (props: AppShellLinkProps) => React.ReactElement;

/** A lucide-style icon component. */
export type AppShellIcon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** One link of the sidebar navigation. */
export type AppShellNavItem = {
  href: string;
  label: string;
  icon?: AppShellIcon;
  /** A count shown beside the label (0 hides it), for example unread messages. */
  badge?: number;
  /** What the count counts, read after it ("3 unread"); default "unread". */
  badgeLabel?: string;
  /** Forces the active state; otherwise it is derived from `current`. */
  active?: boolean;
};

/** A group of navigation items, optionally with a visible heading. */
export type AppShellNavSection = {
  id: string;
  /** Visible heading above the items; also names the group for assistive technology. */
  label?: string;
  items: readonly AppShellNavItem[];
};

/** One link of the account menu (for example "Organization profile"). */
export type AppShellAccountItem = {
  href: string;
  label: string;
  icon?: AppShellIcon;
};

/** Props of {@link AppShell}. */
export type AppShellProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page. Rendered inside `<main id={mainId}>`. */
  children?: React.ReactNode;
  /** Sidebar navigation, in order. */
  navigation: readonly AppShellNavSection[];
  /**
   * The current path (for example `location.pathname`). An item is active when the path equals its
   * `href` or is below it (`/jobs/42` activates `/jobs`).
   */
  current?: string;
  /** Renders every navigation link; pass react-router's `NavLink` here. Defaults to `<a href>`. */
  renderLink?: AppShellRenderLink;
  /** When given, the logo links here (for example `/home`). */
  homeHref?: string;
  /** The signed-in organization, shown in the account menu. */
  organizationName: string;
  /** The signed-in user's email, shown in the account menu. */
  email?: string;
  /** Links of the account menu, above "Log out". */
  accountItems?: readonly AppShellAccountItem[];
  /** Called when the user picks "Log out" in the account menu. */
  onLogout?: () => void;
  /** Unread notifications, shown as a count on the bell (0 hides it). */
  unreadNotifications?: number;
  /** Called when the bell button is pressed. */
  onNotificationsClick?: () => void;
  /** Optional content at the start of the header on wide screens (for example a search field). */
  headerContent?: React.ReactNode;
  /**
   * Replaces the header's bell button, for a bell that opens its own panel (the notification list); then
   * `unreadNotifications` and `onNotificationsClick` are not used.
   */
  notifications?: React.ReactNode;
  /** Opens the mobile navigation drawer (controlled). */
  navigationOpen?: boolean;
  /** Opens the mobile navigation drawer initially (uncontrolled). */
  defaultNavigationOpen?: boolean;
  /** Called when the mobile navigation drawer opens or closes. */
  onNavigationOpenChange?: (open: boolean) => void;
  /** Id of the `<main>` element the skip link jumps to (default `main`). */
  mainId?: string;
};

function isActive(item: AppShellNavItem, current: string | undefined): boolean {
  if (item.active !== undefined) return item.active;
  if (current === undefined) return false;
  if (current === item.href) return true;
  const prefix = item.href.endsWith('/') ? item.href : `${item.href}/`;
  return current.startsWith(prefix);
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

const navLinkClasses = cn(
  'group/nav-link flex min-h-10 items-center gap-3 rounded-md px-3 font-medium text-muted-foreground text-sm',
  'transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:focus-ring',
  'data-[state=active]:bg-secondary data-[state=active]:text-secondary-foreground',
);

function NavigationSections({
  navigation,
  current,
  renderLink,
  onNavigate,
  label,
}: {
  navigation: readonly AppShellNavSection[];
  current: string | undefined;
  renderLink: AppShellRenderLink;
  onNavigate?: () => void;
  label: string;
}) {
  return (
    <nav aria-label={label} data-slot="app-shell-nav" className="flex flex-col gap-5 px-3 py-3">
      {navigation.map((section) => {
        const headingId = `app-shell-section-${label}-${section.id}`.replace(/\s+/g, '-').toLowerCase();
        return (
          <div key={section.id} data-slot="app-shell-nav-section" className="flex flex-col gap-1">
            {section.label ? (
              <p
                id={headingId}
                data-slot="app-shell-nav-section-label"
                className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
              >
                {section.label}
              </p>
            ) : null}
            <ul aria-labelledby={section.label ? headingId : undefined} className="flex flex-col gap-1">
              {section.items.map((item) => {
                const active = isActive(item, current);
                const Icon = item.icon;
                return (
                  <li key={item.href} data-slot="app-shell-nav-entry">
                    {renderLink({
                      href: item.href,
                      className: navLinkClasses,
                      'data-slot': 'app-shell-nav-item',
                      'data-state': active ? 'active' : 'inactive',
                      'aria-current': active ? 'page' : undefined,
                      onClick: onNavigate,
                      children: (
                        <>
                          {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
                          <span
                            data-slot="app-shell-nav-item-label"
                            className="min-w-0 flex-1 break-words py-2"
                          >
                            {item.label}
                          </span>
                          {item.badge ? (
                            <Badge
                              data-slot="app-shell-nav-item-badge"
                              count={item.badge}
                              countLabel={item.badgeLabel}
                              variant="brand"
                              className="ms-auto"
                            />
                          ) : null}
                        </>
                      ),
                    })}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

const iconButtonClasses = cn(
  'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground',
  'transition-colors hover:bg-accent focus-visible:focus-ring',
);

const menuItemClasses = cn(
  'flex min-h-9 cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 text-foreground text-sm outline-none',
  'data-highlighted:bg-secondary data-highlighted:text-secondary-foreground data-disabled:pointer-events-none data-disabled:opacity-60',
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground data-highlighted:[&_svg]:text-secondary-foreground',
);

/**
 * The signed-in frame of the employer app: a sidebar with the navigation, a header with the
 * notification bell and the account menu, a skip link, and the page in `<main>`. Below 768 px of
 * width (a container query on the shell) the sidebar folds into a menu button that opens the
 * navigation in a side drawer (Radix Dialog: focus trapped, Escape closes, focus returns).
 *
 * It never routes by itself: links are rendered through `renderLink` and the active item comes from
 * `current` (or `active` per item).
 */
export function AppShell({
  children,
  navigation,
  current,
  renderLink = renderAnchor,
  homeHref,
  organizationName,
  email,
  accountItems = [],
  onLogout,
  unreadNotifications = 0,
  onNotificationsClick,
  headerContent,
  notifications,
  navigationOpen,
  defaultNavigationOpen = false,
  onNavigationOpenChange,
  mainId = 'main',
  className,
  ...props
}: AppShellProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultNavigationOpen);
  const drawerOpen = navigationOpen ?? uncontrolledOpen;
  const setDrawerOpen = (open: boolean) => {
    if (navigationOpen === undefined) setUncontrolledOpen(open);
    onNavigationOpenChange?.(open);
  };

  const logo = (tone: 'sidebar' | 'header') =>
    homeHref ? (
      renderLink({
        href: homeHref,
        className: 'inline-flex min-h-10 items-center rounded-md focus-visible:focus-ring',
        'data-slot': `app-shell-home-link`,
        onClick: tone === 'sidebar' ? () => setDrawerOpen(false) : undefined,
        children: <Logo label="MedHire home" />,
      })
    ) : (
      <Logo />
    );

  // The name repeats the visible count ("99+" when capped) so it matches what sighted users see.
  const shownUnread = unreadNotifications > 99 ? '99+' : String(unreadNotifications);
  const notificationsName =
    unreadNotifications > 0 ? `Notifications, ${shownUnread} unread` : 'Notifications';

  return (
    <div
      data-slot="app-shell"
      className={cn('@container/app-shell flex min-h-dvh bg-surface text-foreground', className)}
      {...props}
    >
      <a
        href={`#${mainId}`}
        data-slot="app-shell-skip-link"
        onClick={(event) => {
          // Move focus, not just the scroll position, and keep the router's URL untouched.
          const main = event.currentTarget.ownerDocument.getElementById(mainId);
          if (!main) return;
          event.preventDefault();
          main.focus();
        }}
        className={cn(
          'sr-only z-50 rounded-md bg-card font-medium text-foreground text-sm shadow-md',
          'focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:focus-ring',
        )}
      >
        {/* Padding lives on the inner span: `not-sr-only` resets the link's own padding to 0. */}
        <span className="block px-4 py-2.5">Skip to content</span>
      </a>

      <aside
        data-slot="app-shell-sidebar"
        className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-border border-r bg-card @3xl/app-shell:flex"
      >
        <div data-slot="app-shell-sidebar-header" className="flex h-16 shrink-0 items-center px-5">
          {logo('header')}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <NavigationSections
            navigation={navigation}
            current={current}
            renderLink={renderLink}
            label="Main"
          />
        </div>
      </aside>

      <div data-slot="app-shell-body" className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="app-shell-header"
          className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-border border-b bg-card px-3 @3xl/app-shell:px-8"
        >
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger
              data-slot="app-shell-menu-button"
              aria-label="Open navigation"
              className={cn(iconButtonClasses, '@3xl/app-shell:hidden')}
            >
              <Menu aria-hidden="true" className="size-5" />
            </SheetTrigger>
            <SheetContent
              side="left"
              showCloseButton={false}
              data-slot="app-shell-drawer"
              aria-describedby={undefined}
              className="w-[min(18rem,calc(100%-3rem))] max-w-none gap-0 overflow-visible border-e-0 p-0"
            >
              <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-border border-b ps-5 pe-3">
                {logo('sidebar')}
                <SheetTitle className="sr-only">Navigation</SheetTitle>
                <SheetClose
                  data-slot="app-shell-drawer-close"
                  aria-label="Close navigation"
                  className={iconButtonClasses}
                >
                  <X aria-hidden="true" className="size-5" />
                </SheetClose>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">
                <NavigationSections
                  navigation={navigation}
                  current={current}
                  renderLink={renderLink}
                  onNavigate={() => setDrawerOpen(false)}
                  label="Main"
                />
              </div>
            </SheetContent>
          </Sheet>

          <div data-slot="app-shell-header-logo" className="@3xl/app-shell:hidden">
            {homeHref ? logo('header') : <Logo size={28} />}
          </div>
          <div data-slot="app-shell-header-content" className="hidden min-w-0 flex-1 @3xl/app-shell:flex">
            {headerContent}
          </div>

          <div
            data-slot="app-shell-header-actions"
            className="ms-auto flex shrink-0 items-center gap-1 @3xl/app-shell:gap-2"
          >
            {notifications ?? (
              <button
                type="button"
                data-slot="app-shell-notifications"
                aria-label={notificationsName}
                onClick={onNotificationsClick}
                className={iconButtonClasses}
              >
                <Bell aria-hidden="true" className="size-5" />
                {unreadNotifications > 0 ? (
                  <Badge
                    count={unreadNotifications}
                    aria-hidden="true"
                    className="pointer-events-none absolute top-0.5 left-[calc(50%+0.25rem)] h-4.5 min-w-4.5 px-1 text-[0.6875rem] ring-2 ring-card"
                  />
                ) : null}
              </button>
            )}

            <DropdownMenu>
              <DropdownMenuTrigger
                data-slot="app-shell-account-trigger"
                className={cn(
                  'flex h-10 min-w-10 max-w-72 cursor-pointer items-center gap-2 rounded-md px-1.5 text-foreground text-sm',
                  'transition-colors hover:bg-accent focus-visible:focus-ring data-[state=open]:bg-accent',
                )}
              >
                <span
                  data-slot="app-shell-avatar"
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground text-xs"
                >
                  {initialsOf(organizationName)}
                </span>
                <span className="sr-only">Account menu, </span>
                <span
                  data-slot="app-shell-account-name"
                  className="sr-only font-medium @3xl/app-shell:not-sr-only @3xl/app-shell:truncate"
                >
                  {organizationName}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="hidden size-4 shrink-0 text-muted-foreground @3xl/app-shell:block"
                />
              </DropdownMenuTrigger>
              <DropdownMenuContent
                data-slot="app-shell-account-menu"
                align="end"
                sideOffset={6}
                collisionPadding={8}
                className="w-72 max-w-[calc(100vw-1rem)] p-1.5"
              >
                <DropdownMenuLabel data-slot="app-shell-account-label" className="px-2.5 py-2 font-normal">
                  <span className="block break-words font-semibold text-foreground text-sm">
                    {organizationName}
                  </span>
                  {email ? (
                    <span className="block break-all text-muted-foreground text-xs">{email}</span>
                  ) : null}
                </DropdownMenuLabel>
                {accountItems.length > 0 ? (
                  <>
                    <DropdownMenuSeparator className="-mx-1.5 my-1.5" />
                    {accountItems.map((item) => {
                      const Icon = item.icon;
                      return (
                        <DropdownMenuItem key={item.href} asChild className={menuItemClasses}>
                          {renderLink({
                            href: item.href,
                            className: '',
                            'data-slot': 'app-shell-account-item',
                            children: (
                              <>
                                {Icon ? <Icon aria-hidden="true" /> : null}
                                {item.label}
                              </>
                            ),
                          })}
                        </DropdownMenuItem>
                      );
                    })}
                  </>
                ) : null}
                <DropdownMenuSeparator className="-mx-1.5 my-1.5" />
                <DropdownMenuItem
                  data-slot="app-shell-logout"
                  onSelect={() => onLogout?.()}
                  className={menuItemClasses}
                >
                  <LogOut aria-hidden="true" />
                  Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </header>

        <main
          id={mainId}
          tabIndex={-1}
          data-slot="app-shell-main"
          className="flex min-w-0 flex-1 flex-col px-4 py-6 focus:outline-none @3xl/app-shell:px-8 @3xl/app-shell:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

import type { OrganizationChoice } from '@medhire/domain';
import { Bell } from 'lucide-react';
import * as React from 'react';
import { Logo } from '../../brand/logo';
import { cn } from '../../lib/cn';
import { type DeferredPartProps, useDeferredPart } from '../../lib/deferred-part';
import { renderAnchor } from '../../lib/link';
import { useMediaQuery } from '../../lib/use-media-query';
import { Badge } from '../../primitives/badge/badge';
import type { AppShellAccountMenuProps } from './app-shell-account-menu';
import type { AppShellDrawerProps } from './app-shell-drawer';
import {
  AccountTriggerContent,
  accountTriggerClasses,
  iconButtonClasses,
  MenuButtonContent,
  menuButtonLabel,
  NavigationSections,
  navigationAttention,
} from './app-shell-parts';
import type { AppShellAccountItem, AppShellNavSection, AppShellRenderLink } from './app-shell-types';

export type {
  AppShellAccountItem,
  AppShellIcon,
  AppShellLinkProps,
  AppShellNavItem,
  AppShellNavSection,
  AppShellRenderLink,
} from './app-shell-types';

const loadDrawer = () =>
  import('./app-shell-drawer').then(
    (module): React.ComponentType<AppShellDrawerProps & DeferredPartProps> => module.AppShellDrawer,
  );
const loadAccountMenu = () =>
  import('./app-shell-account-menu').then(
    (module): React.ComponentType<AppShellAccountMenuProps & DeferredPartProps> => module.AppShellAccountMenu,
  );

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
  /**
   * The other organizations the signed-in person may open (a member of several teams): the account menu lists
   * them under "Switch organization" and calls `onSwitchOrganization` with the one picked.
   */
  otherOrganizations?: readonly OrganizationChoice[];
  onSwitchOrganization?: (organizationId: string) => void;
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

/**
 * The signed-in frame of the employer app: a sidebar with the navigation, a header with the
 * notification bell and the account menu, a skip link, and the page in `<main>`. Below 768 px of
 * width (a container query on the shell) the sidebar folds into a menu button that opens the
 * navigation in a side drawer (Radix Dialog: focus trapped, Escape closes, focus returns). The drawer
 * and the account menu load their code when the user first reaches for their buttons.
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
  otherOrganizations,
  onSwitchOrganization,
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

  const [accountOpen, setAccountOpen] = React.useState(false);
  // The drawer and the account menu (Radix Dialog and Menu, with their positioning and focus code) load when the
  // user first reaches for their buttons: most visits open neither.
  const drawer = useDeferredPart(loadDrawer, drawerOpen);
  const account = useDeferredPart(loadAccountMenu, accountOpen);
  const DrawerPart = drawer.loaded?.Part;
  const AccountPart = account.loaded?.Part;
  // The sidebar and the header's content show only from 48rem of shell width (a container query): on a narrower
  // window, which no shell can exceed, they are not rendered at all (a phone's first render skips their links).
  const wideWindow = useMediaQuery('(min-width: 48rem)');

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

      {wideWindow ? (
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
      ) : null}

      <div data-slot="app-shell-body" className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="app-shell-header"
          className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-border border-b bg-card px-3 @3xl/app-shell:px-8"
        >
          {DrawerPart ? (
            <DrawerPart
              autoFocusTrigger={drawer.loaded?.autoFocusTrigger ?? false}
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              logo={logo('sidebar')}
              navigation={navigation}
              current={current}
              renderLink={renderLink}
            />
          ) : (
            <button
              type="button"
              {...drawer.triggerProps}
              data-slot="app-shell-menu-button"
              aria-label={menuButtonLabel(navigationAttention(navigation))}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              data-state={drawerOpen ? 'open' : 'closed'}
              onClick={() => setDrawerOpen(true)}
              className={cn(iconButtonClasses, 'relative @3xl/app-shell:hidden')}
            >
              <MenuButtonContent attention={navigationAttention(navigation)} />
            </button>
          )}

          <div data-slot="app-shell-header-logo" className="@3xl/app-shell:hidden">
            {homeHref ? logo('header') : <Logo size={28} />}
          </div>
          {wideWindow ? (
            <div data-slot="app-shell-header-content" className="hidden min-w-0 flex-1 @3xl/app-shell:flex">
              {headerContent}
            </div>
          ) : null}

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

            {AccountPart ? (
              <AccountPart
                autoFocusTrigger={account.loaded?.autoFocusTrigger ?? false}
                open={accountOpen}
                onOpenChange={setAccountOpen}
                organizationName={organizationName}
                email={email}
                accountItems={accountItems}
                renderLink={renderLink}
                onLogout={onLogout}
                otherOrganizations={otherOrganizations}
                onSwitchOrganization={onSwitchOrganization}
              />
            ) : (
              <button
                type="button"
                {...account.triggerProps}
                data-slot="app-shell-account-trigger"
                aria-haspopup="menu"
                aria-expanded={accountOpen}
                data-state={accountOpen ? 'open' : 'closed'}
                onClick={() => setAccountOpen(true)}
                className={accountTriggerClasses}
              >
                <AccountTriggerContent organizationName={organizationName} />
              </button>
            )}
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

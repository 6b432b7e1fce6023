import { ChevronDown, CircleAlert, Menu } from 'lucide-react';
import { classList } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import type { AppShellNavItem, AppShellNavSection, AppShellRenderLink } from './app-shell-types';

// What the shell and its deferred parts (the drawer, the account menu: their own chunks) share.

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

const navLinkClasses = classList(
  'group/nav-link flex min-h-10 items-center gap-3 rounded-md px-3 font-medium text-muted-foreground text-sm',
  'transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:focus-ring',
  'data-[state=active]:bg-secondary data-[state=active]:text-secondary-foreground',
);

export function NavigationSections({
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
                            {item.alert ? (
                              // Under the label, so the label keeps its width beside a count badge.
                              <span
                                data-slot="app-shell-nav-item-alert"
                                className="flex items-center gap-1 font-semibold text-danger-700 text-xs"
                              >
                                <span className="sr-only">, </span>
                                <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                                {item.alert}
                              </span>
                            ) : null}
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

export const iconButtonClasses = classList(
  'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground',
  'transition-colors hover:bg-accent focus-visible:focus-ring',
);

export const menuItemClasses = classList(
  'flex min-h-9 cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 text-foreground text-sm outline-none',
  'data-highlighted:bg-secondary data-highlighted:text-secondary-foreground data-disabled:pointer-events-none data-disabled:opacity-60',
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground data-highlighted:[&_svg]:text-secondary-foreground',
);

/** The account menu's trigger content: the organization's initials, its name on wide screens, a chevron. */
export function AccountTriggerContent({ organizationName }: { organizationName: string }) {
  return (
    <>
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
    </>
  );
}

/** The account menu's trigger classes (the look-alike before the menu's code loads and the real one). */
export const accountTriggerClasses = classList(
  'flex h-10 min-w-10 max-w-72 cursor-pointer items-center gap-2 rounded-md px-1.5 text-foreground text-sm',
  'transition-colors hover:bg-accent focus-visible:focus-ring data-[state=open]:bg-accent',
);

/**
 * What the navigation asks attention for, in words ("Messages, 3 overdue"), or null: on a phone the sidebar hides
 * behind the menu button, which says it.
 */
export function navigationAttention(navigation: readonly AppShellNavSection[]): string | null {
  const alerts = navigation
    .flatMap((section) => section.items)
    .filter((item) => item.alert)
    .map((item) => `${item.label}, ${item.alert}`);
  return alerts.length > 0 ? alerts.join('; ') : null;
}

/** The menu button's name: "Open navigation", with what needs attention after it. */
export function menuButtonLabel(attention: string | null): string {
  return attention ? `Open navigation (${attention})` : 'Open navigation';
}

/** The menu button's icon, with a warning dot while something in the navigation needs attention. */
export function MenuButtonContent({ attention }: { attention: string | null }) {
  return (
    <>
      <Menu aria-hidden="true" className="size-5" />
      {attention ? (
        <span
          aria-hidden="true"
          data-slot="app-shell-menu-attention"
          className="absolute end-1.5 top-1.5 size-2.5 rounded-full bg-warning ring-2 ring-card"
        />
      ) : null}
    </>
  );
}

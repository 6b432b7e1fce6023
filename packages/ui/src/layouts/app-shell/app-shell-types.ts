import type * as React from 'react';

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
  /**
   * Something that needs attention, shown beside the label in words with a warning icon and read after it
   * ("Messages, 3 overdue"); absent or empty hides it.
   */
  alert?: string;
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

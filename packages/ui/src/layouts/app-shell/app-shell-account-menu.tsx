import type { OrganizationChoice } from '@medhire/domain';
import { ArrowLeftRight, LogOut } from 'lucide-react';
import * as React from 'react';
import { roleInSentence } from '../../components/team/team-words';
import { type DeferredPartProps, useFocusOnMount } from '../../lib/deferred-part';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { AccountTriggerContent, accountTriggerClasses, menuItemClasses } from './app-shell-parts';
import type { AppShellAccountItem, AppShellRenderLink } from './app-shell-types';

/** Props of {@link AppShellAccountMenu}. */
export type AppShellAccountMenuProps = {
  /** The signed-in organization, shown in the menu. */
  organizationName: string;
  /** The signed-in user's email, shown in the menu. */
  email?: string;
  /** Links of the menu, above "Log out". */
  accountItems?: readonly AppShellAccountItem[];
  /** Called when the user picks "Log out". */
  onLogout?: () => void;
  /** The other organizations the person may open, listed under "Switch organization". */
  otherOrganizations?: readonly OrganizationChoice[];
  /** Called with the organization picked there. */
  onSwitchOrganization?: (organizationId: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderLink: AppShellRenderLink;
};

/**
 * The header's account menu (the organization, its links, the other organizations of someone in several teams,
 * "Log out"): loaded when the user reaches for it.
 */
export function AppShellAccountMenu({
  open,
  onOpenChange,
  organizationName,
  email,
  accountItems = [],
  renderLink,
  onLogout,
  otherOrganizations = [],
  onSwitchOrganization,
  autoFocusTrigger,
}: AppShellAccountMenuProps & DeferredPartProps) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, autoFocusTrigger);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={triggerRef}
        data-slot="app-shell-account-trigger"
        className={accountTriggerClasses}
      >
        <AccountTriggerContent organizationName={organizationName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="app-shell-account-menu"
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className="w-72 max-w-[calc(100vw-1rem)] p-1.5"
      >
        <DropdownMenuLabel data-slot="app-shell-account-label" className="px-2.5 py-2 font-normal">
          <span className="block break-words font-semibold text-foreground text-sm">{organizationName}</span>
          {email ? <span className="block break-all text-muted-foreground text-xs">{email}</span> : null}
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
        {otherOrganizations.length > 0 ? (
          <DropdownMenuGroup data-slot="app-shell-organizations" aria-label="Switch organization">
            <DropdownMenuSeparator className="-mx-1.5 my-1.5" />
            <DropdownMenuLabel className="px-2.5 pt-1.5 pb-1 font-medium text-muted-foreground text-xs">
              Switch organization
            </DropdownMenuLabel>
            {otherOrganizations.map((organization) => (
              <DropdownMenuItem
                key={organization.organizationId}
                onSelect={() => onSwitchOrganization?.(organization.organizationId)}
                className={menuItemClasses}
              >
                <ArrowLeftRight aria-hidden="true" />
                <span className="grid min-w-0">
                  <span className="break-words">
                    {organization.organizationName?.trim() || 'An organization without a name yet'}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    As {roleInSentence(organization.role)}
                  </span>
                </span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
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
  );
}

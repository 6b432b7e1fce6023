import { X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { type DeferredPartProps, useFocusOnMount } from '../../lib/deferred-part';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from '../../primitives/sheet/sheet';
import {
  iconButtonClasses,
  MenuButtonContent,
  menuButtonLabel,
  NavigationSections,
  navigationAttention,
} from './app-shell-parts';
import type { AppShellNavSection, AppShellRenderLink } from './app-shell-types';

/** Props of {@link AppShellDrawer}. */
export type AppShellDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The logo at the top of the drawer (a link home that closes it). */
  logo: React.ReactNode;
  navigation: readonly AppShellNavSection[];
  current: string | undefined;
  renderLink: AppShellRenderLink;
};

/**
 * The navigation in a side drawer, below 768 px (Radix Dialog: focus trapped, Escape closes, focus returns to the
 * menu button): loaded when the user reaches for the menu button.
 */
export function AppShellDrawer({
  open,
  onOpenChange,
  logo,
  navigation,
  current,
  renderLink,
  autoFocusTrigger,
}: AppShellDrawerProps & DeferredPartProps) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, autoFocusTrigger);
  const attention = navigationAttention(navigation);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger
        ref={triggerRef}
        data-slot="app-shell-menu-button"
        aria-label={menuButtonLabel(attention)}
        className={cn(iconButtonClasses, 'relative @3xl/app-shell:hidden')}
      >
        <MenuButtonContent attention={attention} />
      </SheetTrigger>
      <SheetContent
        side="left"
        showCloseButton={false}
        data-slot="app-shell-drawer"
        aria-describedby={undefined}
        className="w-[min(18rem,calc(100%-3rem))] max-w-none gap-0 overflow-visible border-e-0 p-0"
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-border border-b ps-5 pe-3">
          {logo}
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
            onNavigate={() => onOpenChange(false)}
            label="Main"
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}

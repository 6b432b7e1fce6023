import { Button } from '@medhire/ui/button';
import { Logo } from '@medhire/ui/logo';
import {
  BriefcaseBusiness,
  Building2,
  CreditCard,
  House,
  KanbanSquare,
  LogOut,
  MessagesSquare,
  Network,
  Search,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../lib/session';

const navigation = [
  { to: '/home', label: 'Home', icon: House },
  { to: '/jobs', label: 'Jobs', icon: BriefcaseBusiness },
  { to: '/explore', label: 'Explore', icon: Search },
  { to: '/applicants', label: 'Applicants', icon: Users },
  { to: '/jobs-resident', label: 'Pipeline', icon: KanbanSquare },
  { to: '/global-connection', label: 'Connections', icon: Network },
  { to: '/messages', label: 'Messages', icon: MessagesSquare },
] as const;

const accountNavigation = [
  { to: '/edit-profile', label: 'Organization', icon: Building2 },
  { to: '/manage-subscriptions', label: 'Subscription', icon: CreditCard },
] as const;

function NavigationLink({ to, label, icon: Icon }: { to: string; label: string; icon: typeof House }) {
  return (
    <NavLink
      to={to}
      className="flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{label}</span>
    </NavLink>
  );
}

/** The signed-in product: sidebar navigation, a header with the account, and the page. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { session, logout } = useSession();
  const organizationName = session?.user.organizationName ?? session?.user.email ?? '';

  return (
    <div className="flex min-h-dvh bg-surface text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-border border-r bg-card md:flex">
        <div className="flex h-16 items-center px-5">
          <Logo />
        </div>
        <nav aria-label="Main" className="flex flex-1 flex-col gap-1 px-3 py-2">
          {navigation.map((item) => (
            <NavigationLink key={item.to} {...item} />
          ))}
        </nav>
        <nav aria-label="Account" className="flex flex-col gap-1 border-border border-t px-3 py-3">
          {accountNavigation.map((item) => (
            <NavigationLink key={item.to} {...item} />
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between gap-4 border-border border-b bg-card px-4 md:px-8">
          <div className="md:hidden">
            <Logo />
          </div>
          <p className="hidden truncate text-muted-foreground text-sm md:block">{organizationName}</p>
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </Button>
        </header>
        <nav
          aria-label="Main (compact)"
          className="flex gap-1 overflow-x-auto border-border border-b bg-card px-2 py-1 md:hidden"
        >
          {navigation.map((item) => (
            <NavigationLink key={item.to} {...item} />
          ))}
        </nav>
        <main id="main" className="flex flex-1 flex-col px-4 py-6 md:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

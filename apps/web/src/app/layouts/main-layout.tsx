import { AppShell, type AppShellNavSection } from '@medhire/ui/app-shell';
import {
  BriefcaseBusiness,
  Building2,
  CreditCard,
  House,
  KanbanSquare,
  MessagesSquare,
  Network,
  Search,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

const navigation: AppShellNavSection[] = [
  {
    id: 'main',
    items: [
      { href: '/home', label: 'Home', icon: House },
      { href: '/jobs', label: 'Jobs', icon: BriefcaseBusiness },
      { href: '/explore', label: 'Explore', icon: Search },
      { href: '/applicants', label: 'Applicants', icon: Users },
      { href: '/jobs-resident', label: 'Pipeline', icon: KanbanSquare },
      { href: '/global-connection', label: 'Connections', icon: Network },
      { href: '/messages', label: 'Messages', icon: MessagesSquare },
    ],
  },
];

const accountItems = [
  { href: '/edit-profile', label: 'Organization profile', icon: Building2 },
  { href: '/manage-subscriptions', label: 'Subscription', icon: CreditCard },
];

/** The signed-in product: the design system's AppShell with the product's navigation and account. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { session, logout } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = session?.user;

  return (
    <AppShell
      navigation={navigation}
      current={pathname}
      renderLink={renderRouterLink}
      homeHref="/home"
      organizationName={user?.organizationName ?? user?.email ?? 'Your organization'}
      email={user?.email}
      accountItems={accountItems}
      onLogout={() => void logout()}
      onNotificationsClick={() => navigate('/home')}
      mainId="main"
    >
      {children}
    </AppShell>
  );
}

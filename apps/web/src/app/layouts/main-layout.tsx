import { Capability, getNotificationTarget, MemberRole, paths } from '@medhire/domain';
import { AppShell, type AppShellNavSection } from '@medhire/ui/app-shell';
import { NotificationBell } from '@medhire/ui/notification-list';
import {
  BriefcaseBusiness,
  Building2,
  ChartColumn,
  CreditCard,
  FileText,
  House,
  KanbanSquare,
  MessagesSquare,
  Network,
  Search,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { firstOpenedAt, startEarly } from '../../lib/first-opened-at';
import { useNeedsReply } from '../../lib/queries/conversations';
import {
  fetchNotifications,
  notificationKeys,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../lib/queries/notifications';
import { useRealtime } from '../../lib/realtime';
import { renderRouterLink } from '../../lib/render-link';
import { useSession, useViewer } from '../../lib/session';
import { readStoredSession } from '../../lib/session-storage';
import { useRoleAllows } from '../../lib/use-capability';

/**
 * The sidebar. Explore is left out for a role that never explores (a hiring manager); an account state that may not
 * explore yet keeps it, its page saying why.
 */
function navigationWith(
  unreadMessages: number,
  newMessage: boolean,
  explores: boolean,
  overdueReplies: number,
): AppShellNavSection[] {
  const messagesBadge = unreadMessages > 0 ? unreadMessages : newMessage ? 1 : 0;
  return [
    {
      id: 'main',
      items: [
        { href: paths.home(), label: 'Home', icon: House },
        { href: paths.jobs(), label: 'Jobs', icon: BriefcaseBusiness },
        ...(explores ? [{ href: paths.explore(), label: 'Explore', icon: Search }] : []),
        { href: paths.applicants(), label: 'Applicants', icon: Users },
        { href: paths.jobsResident(), label: 'Pipeline', icon: KanbanSquare },
        { href: paths.globalConnection(), label: 'Connections', icon: Network },
        { href: paths.reports(), label: 'Reports', icon: ChartColumn },
        {
          href: paths.messages(),
          label: 'Messages',
          icon: MessagesSquare,
          badge: messagesBadge,
          badgeLabel: unreadMessages > 0 ? `${unreadMessages} unread` : 'new',
          // Conversations waiting longer than the organization's target reply time ("Messages, 3 overdue").
          alert: overdueReplies > 0 ? `${overdueReplies} overdue` : undefined,
        },
      ],
    },
  ];
}

/** The account menu: everyone sees the team; only the owner the organization's profile and its billing. */
const ownerAccountItems = [
  { href: paths.editProfile(), label: 'Organization profile', icon: Building2 },
  { href: paths.team(), label: 'Team', icon: UserPlus },
  { href: paths.messageTemplates(), label: 'Message templates', icon: FileText },
  { href: paths.manageSubscriptions(), label: 'Subscription', icon: CreditCard },
];
const memberAccountItems = [
  { href: paths.editProfile({ section: 'account' }), label: 'Account', icon: Building2 },
  { href: paths.team(), label: 'Team', icon: UserPlus },
];
/** A recruiter writes to candidates, so keeps the organization's message templates too. */
const writerAccountItems = [
  ...memberAccountItems,
  { href: paths.messageTemplates(), label: 'Message templates', icon: FileText },
];

// Opened here (any signed-in page's first load): the bell's notifications are asked for with this code, beside the
// start-up sync, rather than after the sync and the first render.
const openedAt =
  typeof window === 'undefined' ? null : firstOpenedAt(window.location.pathname, Capability.ReadOwnData);
const openedBy = openedAt ? readStoredSession() : null;
if (openedBy) startEarly(notificationKeys.list(openedBy.user._id), fetchNotifications);

/** The signed-in product: the design system's AppShell with the product's navigation and account. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { session, logout } = useSession();
  const viewer = useViewer();
  const isOwner = !viewer || viewer.role === MemberRole.Owner;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = session?.user;
  const { hasNewMessage } = useRealtime();
  const notifications = useNotifications(user?._id);
  const counts = notifications.data;
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const explores = useRoleAllows(Capability.ExploreCandidates);
  const writes = useRoleAllows(Capability.MessageCandidates);
  const needsReply = useNeedsReply(Boolean(user));

  return (
    <AppShell
      navigation={navigationWith(
        counts?.unreadMessageCount ?? 0,
        hasNewMessage,
        explores,
        needsReply.data?.overdue ?? 0,
      )}
      current={pathname}
      renderLink={renderRouterLink}
      homeHref={paths.home()}
      organizationName={user?.organizationName ?? user?.email ?? 'Your organization'}
      email={viewer?.email ?? user?.email}
      accountItems={isOwner ? ownerAccountItems : writes ? writerAccountItems : memberAccountItems}
      onLogout={() => void logout()}
      otherOrganizations={viewer?.organizations?.filter((other) => other.organizationId !== user?._id)}
      onSwitchOrganization={(organizationId) =>
        void import('../../lib/switch-organization')
          .then(({ switchOrganization }) => switchOrganization(organizationId))
          .catch(() => {})
      }
      notifications={
        <NotificationBell
          unreadCount={(counts?.unreadCount ?? 0) + (counts?.unreadMessageCount ?? 0)}
          unreadMessages={counts?.unreadMessageCount}
          notifications={counts?.notifications ?? []}
          loading={notifications.isLoading}
          error={notifications.error instanceof Error ? notifications.error.message : null}
          onRetry={() => void notifications.mutate()}
          onOpen={(notification) => {
            // A failure is a toast (the data layer); the click still leads where the notification says.
            void markRead(notification._id).catch(() => {});
            navigate(getNotificationTarget(notification));
          }}
          onMarkAllRead={async () => {
            if (!user) return;
            await markAllRead(user._id);
          }}
        />
      }
      mainId="main"
    >
      {children}
    </AppShell>
  );
}

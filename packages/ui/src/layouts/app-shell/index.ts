export {
  AppShell,
  type AppShellAccountItem,
  type AppShellIcon,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellNavSection,
  type AppShellProps,
  type AppShellRenderLink,
} from './app-shell';

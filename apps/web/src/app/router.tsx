import { notFoundRoute, type RouteInfo, routeKeys, routeTable } from '@medhire/domain';
import { LogoLoader } from '@medhire/ui/logo-loader';
import {
  Component,
  type ComponentType,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  createPath,
  type Location,
  matchRoutes,
  NavigationType,
  type Navigator,
  parsePath,
  Router,
  type To,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { AppFrame } from './app-frame';
import type { RouteHandle } from './route-access';
import { type ScreenLoader, screens } from './screens';

/**
 * One page of the app, from its row of the route table: its pattern, what the frame needs to know of it (access,
 * title, capability) and its screen, loaded on demand, gated when it needs to be.
 */
export type Page = {
  path: string;
  handle: RouteHandle;
  /** Loads the screen's component: once, and again after a failed load (a navigation to the page tries again). */
  load: () => Promise<ComponentType>;
  /** The screen's component as the page renders it: the load under way or done, failed included (never a new try). */
  screen: () => Promise<ComponentType>;
};

function page(route: RouteInfo, loadScreen: ScreenLoader): Page {
  const { pattern: path, capability } = route;
  let loading: Promise<ComponentType> | null = null;
  let failed = false;
  const loadComponent = async (): Promise<ComponentType> => {
    if (!capability) return (await loadScreen()).Component;
    const [{ Component }, { gated }] = await Promise.all([loadScreen(), import('./capability-gate')]);
    return gated(capability, Component);
  };
  const load = () => {
    if (!loading || failed) {
      failed = false;
      loading = loadComponent();
      loading.catch(() => {
        failed = true;
      });
    }
    return loading;
  };
  return { path, handle: route, load, screen: () => loading ?? load() };
}

/** Every page of the product, one per row of the domain's route table, then the not-found page. */
export const pages: Page[] = [
  ...routeKeys.map((key) => page(routeTable[key], screens[key])),
  page(notFoundRoute, screens.notFound),
];

const notFoundPage = pages[pages.length - 1] as Page;

/** The last path asked for and its page: the same path is asked for by every render of the current page. */
let lastPageAt: { pathname: string; page: Page } | null = null;

/**
 * The page a path opens (the not-found page when no pattern matches). react-router's `matchRoutes` flattens and
 * ranks every route on each call, so the last answer is kept.
 */
export function pageAt(pathname: string): Page {
  if (lastPageAt?.pathname !== pathname) {
    lastPageAt = { pathname, page: matchRoutes(pages, pathname)?.at(-1)?.route ?? notFoundPage };
  }
  return lastPageAt.page;
}

/**
 * The page at the current location inside the app frame. Its screen's code is awaited before the frame shows it,
 * as a router with lazy routes does: nothing shows on the first load until it is there, and a navigation keeps the
 * current page on screen meanwhile (the router's navigations are transitions).
 */
function CurrentPage({ page }: { page: Page }) {
  const Screen = use(page.screen());
  const screen = useRoutes([{ path: page.path, element: <Screen /> }]);
  return <AppFrame handle={page.handle}>{screen}</AppFrame>;
}

/** What shows when a page's code could not load (the connection dropped, a new version replaced the files). */
class PageLoadFailure extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** Another page asked for (a link, the back button): its code is tried. */
  static getDerivedStateFromProps(props: { pathname: string }, state: { failed: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="grid min-h-dvh place-content-center gap-4 p-6 text-center">
        <h1 className="font-semibold text-xl">This page could not load</h1>
        <p className="text-muted-foreground">Check your connection, then reload the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="justify-self-center rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover focus-visible:focus-ring"
        >
          Reload
        </button>
      </main>
    );
  }
}

/** The app's pages, by location. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageLoadFailure pathname={pathname}>
      {/* The loading screen (the one index.html paints before any script) until the first page's code is there;
          after that a navigation keeps the page on screen. */}
      <Suspense fallback={<LogoLoader />}>
        <CurrentPage page={pageAt(pathname)} />
      </Suspense>
    </PageLoadFailure>
  );
}

/** The browser's current location, as the router reads it (its state and key kept in the history entry). */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as { usr?: unknown; key?: string };
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

type Shown = { location: Location; action: NavigationType };

/**
 * The navigator of {@link AppRouter}: a link or a redirect changes the address once the code of the page it opens
 * has loaded; the latest navigation wins (back and forward included, which the browser applies at once).
 */
function createNavigator(show: (shown: Shown) => void) {
  let latest = 0;
  const showNow = (action: NavigationType) =>
    startTransition(() => show({ location: browserLocation(), action }));
  const go = (action: NavigationType.Push | NavigationType.Replace, to: To, state?: unknown) => {
    const target = typeof to === 'string' ? parsePath(to) : to;
    const href = createPath({ ...target, pathname: target.pathname ?? window.location.pathname });
    const navigation = ++latest;
    const move = () => {
      if (navigation !== latest) return;
      const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
      if (action === NavigationType.Push) window.history.pushState(entry, '', href);
      else window.history.replaceState(entry, '', href);
      showNow(action);
    };
    // A page whose code cannot load is opened all the same: it says so there.
    pageAt(parsePath(href).pathname ?? '/')
      .load()
      .then(move, move);
  };
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: (delta) => window.history.go(delta),
    push: (to, state) => go(NavigationType.Push, to, state),
    replace: (to, state) => go(NavigationType.Replace, to, state),
  };
  const popped = () => {
    latest += 1;
    // A page whose code failed before is tried again.
    pageAt(window.location.pathname)
      .load()
      .catch(() => {});
    showNow(NavigationType.Pop);
  };
  return { navigator, popped };
}

/**
 * The router over the browser's history. A link or a redirect changes the address once the code of the page it
 * opens has loaded, as a router with lazy routes does: until then the current page stays, address included, so
 * what is typed there is never typed into a page about to leave. Back and forward change the address at once
 * (the browser does) and keep the page on screen until the next one's code is there.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({
    location: browserLocation(),
    action: NavigationType.Pop,
  }));
  const [{ navigator, popped }] = useState(() => createNavigator(setShown));
  useEffect(() => {
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [popped]);
  // A link to another page opens it at its top, as a browser does; back and forward leave the scroll to the browser.
  const shownPath = useRef(shown.location.pathname);
  useLayoutEffect(() => {
    if (shown.location.pathname === shownPath.current) return;
    shownPath.current = shown.location.pathname;
    if (shown.action !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [shown]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      {children}
    </Router>
  );
}

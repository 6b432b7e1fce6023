import { notFoundRoute, type RouteInfo, routeKeys, routeTable } from '@medhire/domain';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppFrame } from './app-frame';
import type { RouteHandle } from './route-access';
import { type ScreenLoader, screens } from './screens';

/** One route of the router, from its row of the table: its screen loads on demand, gated when it needs to be. */
function screen(route: RouteInfo, load: ScreenLoader): RouteObject {
  const { pattern: path, capability } = route;
  const handle: RouteHandle = route;
  if (!capability) return { path, handle, lazy: async () => ({ Component: (await load()).Component }) };
  return {
    path,
    handle,
    lazy: async () => {
      const [{ Component }, { gated }] = await Promise.all([load(), import('./capability-gate')]);
      return { Component: gated(capability, Component) };
    },
  };
}

/**
 * What the router renders while the first screen's code loads: nothing, as before (the session's loading screen
 * follows). Naming it spares the router a console warning, which cost the start-up task tens of milliseconds.
 */
function NothingYet() {
  return null;
}

/** Every route of the product, one per row of the domain's route table, then the not-found page. */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    HydrateFallback: NothingYet,
    children: [
      ...routeKeys.map((key) => screen(routeTable[key], screens[key])),
      screen(notFoundRoute, screens.notFound),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

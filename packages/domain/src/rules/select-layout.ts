import { PROFILE_PENDING_SESSION_CODE } from '../constants';
import { isStaticRoute, routes } from '../routes';
import { normalizePathname } from './normalize-pathname';

/** The layouts of the app: shared static, would-you-rather, onboarding (code 201), main and public. */
export type Layout = 'static' | 'would-you-rather' | 'onboarding' | 'main' | 'public';

/** What decides the layout. */
export interface SelectLayoutInput {
  readonly pathname: string;
  readonly signedIn: boolean;
  readonly sessionCode?: number | null;
}

/** /payment and /global-connection borrow the static layout for signed-in users (spec §2). */
const signedInStaticLayoutPaths: readonly string[] = [routes.payment, routes.globalConnection];

/**
 * Picks the layout of a page (spec §2, "Layout selection"), first match wins:
 * (1) static pages for anyone, /payment and /global-connection when signed in, /establish-profile when
 * signed out → 'static'; (2) /would-you-rather → 'would-you-rather'; (3) signed in with session code 201
 * → 'onboarding'; (4) signed in → 'main'; (5) → 'public'. A trailing slash is the same path.
 */
export function selectLayout({ pathname, signedIn, sessionCode }: SelectLayoutInput): Layout {
  const path = normalizePathname(pathname);
  if (isStaticRoute(path)) {
    return 'static';
  }
  if (signedIn && signedInStaticLayoutPaths.includes(path)) {
    return 'static';
  }
  if (!signedIn && path === routes.establishProfile) {
    return 'static';
  }
  if (path === routes.wouldYouRather) {
    return 'would-you-rather';
  }
  if (signedIn && sessionCode === PROFILE_PENDING_SESSION_CODE) {
    return 'onboarding';
  }
  return signedIn ? 'main' : 'public';
}

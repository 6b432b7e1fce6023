/**
 * Reduces a pathname to the form the route tables use: no query or hash, no trailing slash
 * (so `/payment/` is `/payment`), and `/` for an empty path.
 */
export function normalizePathname(pathname: string): string {
  // A caller may pass `location.pathname + location.search`; the route is decided by the path alone.
  const pathOnly = pathname.split(/[?#]/, 1)[0] ?? '';
  const withoutTrailingSlashes = pathOnly.replace(/\/+$/, '');
  return withoutTrailingSlashes === '' ? '/' : withoutTrailingSlashes;
}

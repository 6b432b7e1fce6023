/**
 * Reduces a pathname to the form the route tables use: no query or hash, no trailing slash
 * (so `/payment/` is `/payment`), and `/` for an empty path.
 */
export function normalizePathname(pathname: string): string {
  // A caller may pass `location.pathname + location.search`; the route is decided by the path alone.
  const pathOnly = pathname.split(/[?#]/, 1)[0] ?? '';
  // Trailing slashes counted from the end: a pattern such as /\/+$/ retries from every slash of a long run of
  // them (quadratic), and the server runs this on any path a client sends.
  let end = pathOnly.length;
  while (end > 0 && pathOnly[end - 1] === '/') end -= 1;
  return end === 0 ? '/' : pathOnly.slice(0, end);
}

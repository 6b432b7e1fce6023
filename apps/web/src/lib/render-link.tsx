import type { LinkProps } from '@medhire/ui/lib';
import { Link } from 'react-router-dom';

/**
 * The design-system components render links through this: they pass `href`, classes, ARIA and data
 * attributes, and the router's `Link` does client-side navigation with all of them applied.
 */
export function renderRouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}

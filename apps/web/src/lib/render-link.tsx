import { Link } from 'react-router-dom';

/**
 * The design-system layouts render links through this: they pass `href`, classes, ARIA and data
 * attributes, and the router's `Link` does client-side navigation with all of them applied.
 */
export function renderRouterLink({
  href,
  ...props
}: {
  href: string;
  className: string;
  children: React.ReactNode;
}) {
  return <Link to={href} {...props} />;
}

/**
 * What a design-system component hands to its `renderLink` prop: spread every prop onto the rendered link
 * (`<Link to={href} {...rest} />` for a router link). Components that need more (the navigation's active
 * state, a label) extend it.
 */
export type LinkProps = {
  /** Where the link goes (pass it on as `to` for a router link). */
  href: string;
  className: string;
  children: React.ReactNode;
  'data-slot'?: string;
  'aria-label'?: string;
};

/** A `renderLink` prop: how the app turns {@link LinkProps} into its router's link. */
export type RenderLink<Props extends LinkProps = LinkProps> = (props: Props) => React.ReactElement;

/** The default `renderLink`: a plain anchor, so a component works (and its stories run) without a router. */
export const renderAnchor = <Props extends LinkProps>({ href, ...props }: Props): React.ReactElement => (
  <a href={href} {...props} />
);

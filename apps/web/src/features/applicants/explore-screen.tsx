import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Explore candidates. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Explore candidates"
      description="Search every physician and provider by specialty, state, board status, experience and availability."
    />
  );
}

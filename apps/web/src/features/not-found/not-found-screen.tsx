import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Page not found. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Page not found"
      description="The page you asked for does not exist. Check the address, or go back to where you were."
    />
  );
}

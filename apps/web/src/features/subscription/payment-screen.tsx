import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Payment. */
export function Component() {
  return <ScreenPlaceholder title="Payment" description="Choose a plan to start recruiting." />;
}

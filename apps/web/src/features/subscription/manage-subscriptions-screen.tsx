import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Subscription. */
export function Component() {
  return <ScreenPlaceholder title="Subscription" description="Your plan, its status and billing." />;
}

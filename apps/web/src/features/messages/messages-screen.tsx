import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Messages. */
export function Component() {
  return (
    <ScreenPlaceholder title="Messages" description="Your conversations with candidates, in real time." />
  );
}

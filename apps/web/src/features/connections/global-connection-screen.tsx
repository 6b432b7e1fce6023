import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** All connections. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="All connections"
      description="Every candidate you are connected with, across all your jobs."
    />
  );
}

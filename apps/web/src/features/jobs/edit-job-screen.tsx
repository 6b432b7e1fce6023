import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Edit job. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Edit job"
      description="Change any detail of a posted job; candidates see the update at once."
    />
  );
}

import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Organization profile. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Organization profile"
      description="Your organization's details, locations, media and candidate preferences."
    />
  );
}

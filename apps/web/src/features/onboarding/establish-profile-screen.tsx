import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Set up your organization. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Set up your organization"
      description="Four short steps: organization details, locations, media and links, and the candidates you are looking for."
    />
  );
}

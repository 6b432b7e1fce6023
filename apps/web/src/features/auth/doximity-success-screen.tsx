import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Signing you in. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Signing you in"
      description="Third-party sign-in finishes here once it is configured for your organization."
    />
  );
}

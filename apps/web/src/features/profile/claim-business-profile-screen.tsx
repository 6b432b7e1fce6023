import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Claim a business profile. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Claim a business profile"
      description="Add another organization you manage by its NPI number."
    />
  );
}

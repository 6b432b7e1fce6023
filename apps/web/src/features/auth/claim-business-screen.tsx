import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Claim your business. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Claim your business"
      description="Find your organization by its NPI number and we will email you a link to set your password."
    />
  );
}

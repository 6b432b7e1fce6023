import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Set up your password. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Set up your password"
      description="Choose the password for the account we created when you claimed your business."
    />
  );
}

import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Create an account. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Create an account"
      description="Register your practice with your work email, confirm it with a one-time code, and set up your organization."
    />
  );
}

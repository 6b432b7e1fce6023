import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Recover your password. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Recover your password"
      description="We will email you a six-digit code to confirm it is you, then you choose a new password."
    />
  );
}

import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Would you rather. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Would you rather"
      description="A few quick either-or questions that tune which candidates we recommend first."
    />
  );
}

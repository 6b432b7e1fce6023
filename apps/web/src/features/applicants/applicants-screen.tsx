import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Applicants. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Applicants"
      description="Recommended candidates, the ones you saved, and everyone who applied or was invited."
    />
  );
}

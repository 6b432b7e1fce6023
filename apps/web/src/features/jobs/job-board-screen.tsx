import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Job pipeline. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Job pipeline"
      description="One job's candidates on a board: Shortlisted, Submitted, Interview, Offer, Hired."
    />
  );
}

import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Jobs. */
export function Component() {
  return (
    <ScreenPlaceholder title="Jobs" description="All your job posts with their applicants, open or closed." />
  );
}

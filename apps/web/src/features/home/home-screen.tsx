import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Home. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Home"
      description="Your dashboard: open jobs, new applicants, interviews, hires and the candidates who fit you best."
    />
  );
}

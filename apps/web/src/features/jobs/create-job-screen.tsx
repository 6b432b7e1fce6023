import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Post a job. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Post a job"
      description="Describe the role in detail — compensation, schedule, benefits and locations — so the right physicians find it."
    />
  );
}

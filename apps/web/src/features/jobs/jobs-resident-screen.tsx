import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Pipeline. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Pipeline"
      description="Every job with how many candidates are at each stage of your pipeline."
    />
  );
}

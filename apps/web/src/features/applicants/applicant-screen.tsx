import { ScreenPlaceholder } from '../../lib/screen-placeholder';

/** Applicant. */
export function Component() {
  return (
    <ScreenPlaceholder
      title="Applicant"
      description="A candidate's full profile and why they match your practice."
    />
  );
}

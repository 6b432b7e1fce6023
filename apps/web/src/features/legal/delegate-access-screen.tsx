import { delegateAccessDocument } from './documents';
import { LegalPage } from './legal-page';

/** Delegate access. */
export function Component() {
  return <LegalPage document={delegateAccessDocument} />;
}

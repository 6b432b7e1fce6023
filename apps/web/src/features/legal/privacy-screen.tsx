import { privacyDocument } from './documents';
import { LegalPage } from './legal-page';

/** Privacy policy. */
export function Component() {
  return <LegalPage document={privacyDocument} />;
}

import { termsDocument } from './documents';
import { LegalPage } from './legal-page';

/** Terms and conditions. */
export function Component() {
  return <LegalPage document={termsDocument} />;
}

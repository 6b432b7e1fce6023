import { licensingDocument } from './documents';
import { LegalPage } from './legal-page';

/** Licensing agreement. */
export function Component() {
  return <LegalPage document={licensingDocument} />;
}

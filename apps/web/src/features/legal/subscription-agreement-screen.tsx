import { subscriptionAgreementDocument } from './documents';
import { LegalPage } from './legal-page';

/** Subscription agreement. */
export function Component() {
  return <LegalPage document={subscriptionAgreementDocument} />;
}

import { type LegalDocument, updated } from './documents';
import { LegalPage } from './legal-page';

// The page's text lives with its screen, so each page loads its own words only.
const subscriptionAgreementDocument: LegalDocument = {
  title: 'Subscription agreement',
  updated,
  summary: 'How plans, billing, renewals and cancellations work.',
  sections: [
    {
      heading: 'Plans and billing',
      paragraphs: [
        'Plans are billed monthly or yearly in advance, at the price shown when you subscribe. Taxes are added where they apply.',
      ],
    },
    {
      heading: 'Renewal and cancellation',
      paragraphs: [
        'Subscriptions renew automatically. You can cancel at any time from Subscription; access continues to the end of the paid period, and you can resume before it ends.',
      ],
    },
    {
      heading: 'Failed payments',
      paragraphs: [
        'If a payment fails we retry and tell you. Your jobs stay saved while the account is past due, but new posts and invites pause until payment succeeds.',
      ],
    },
  ],
};

/** Subscription agreement. */
export function Component() {
  return <LegalPage document={subscriptionAgreementDocument} />;
}

import { type LegalDocument, updated } from './documents';
import { LegalPage } from './legal-page';

// The page's text lives with its screen, so each page loads its own words only.
const licensingDocument: LegalDocument = {
  title: 'Licensing agreement',
  updated,
  summary: 'The licence we grant you to use MedHire’s software, and what it does not cover.',
  sections: [
    {
      heading: 'Your licence',
      paragraphs: [
        'While your subscription is active we grant your organization a non-exclusive, non-transferable licence to use MedHire for its own recruiting.',
      ],
    },
    {
      heading: 'Restrictions',
      paragraphs: [
        'You may not resell access, copy candidate data into other products, scrape the service, or attempt to bypass its security or rate limits.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'You own your job posts, logo and media. You grant us the rights needed to host and show them to candidates while your account is active.',
      ],
    },
  ],
};

/** Licensing agreement. */
export function Component() {
  return <LegalPage document={licensingDocument} />;
}

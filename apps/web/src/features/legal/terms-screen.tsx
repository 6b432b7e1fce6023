import { type LegalDocument, updated } from './documents';
import { LegalPage } from './legal-page';

// The page's text lives with its screen, so each page loads its own words only.
const termsDocument: LegalDocument = {
  title: 'Terms and conditions',
  updated,
  summary:
    'These terms govern how medical practices, hospitals and physician groups use MedHire to recruit physicians and other providers.',
  sections: [
    {
      heading: 'Who may use MedHire',
      paragraphs: [
        'MedHire is for organizations that employ or contract physicians and other licensed providers in the United States. The person who registers confirms they may act for the organization.',
        'You keep your credentials private and tell us at once if you believe your account was used without your permission.',
      ],
    },
    {
      heading: 'Job posts and candidate contact',
      paragraphs: [
        'Job posts must describe real openings, with accurate compensation, schedule and location. You may contact candidates only about opportunities at your organization.',
        'Hiring decisions are yours. Match scores and recommendations help you prioritise; they are not an assessment of a candidate’s competence and must never be the only basis for a decision.',
      ],
    },
    {
      heading: 'Fair and lawful recruiting',
      paragraphs: [
        'You comply with equal-opportunity and anti-discrimination law, and you do not ask candidates for information the law forbids you to consider.',
      ],
    },
    {
      heading: 'Ending your use',
      paragraphs: [
        'You may archive your account at any time from your profile. We may suspend an account that breaks these terms, after telling you why whenever the law and safety allow.',
      ],
    },
  ],
};

/** Terms and conditions. */
export function Component() {
  return <LegalPage document={termsDocument} />;
}

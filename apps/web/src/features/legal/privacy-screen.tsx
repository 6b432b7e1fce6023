import { type LegalDocument, updated } from './documents';
import { LegalPage } from './legal-page';

// The page's text lives with its screen, so each page loads its own words only.
const privacyDocument: LegalDocument = {
  title: 'Privacy policy',
  updated,
  summary: 'What we collect about employers and candidates, why, and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details (name, work email, phone), your organization profile, job posts, messages with candidates, and the device tokens you allow for notifications.',
        'We do not collect patient information, and you must not send any through MedHire.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run the service: show your jobs to candidates, rank candidates for you, deliver messages and notifications, and bill your subscription.',
        'We never sell personal information, and we do not use message contents for advertising.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, sessions expire and are revoked when you sign out or change your password, and every record is visible only to the organization it belongs to.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can correct your details at any time, export them on request, and archive your account. Archived accounts are removed after the retention period the law requires.',
      ],
    },
  ],
};

/** Privacy policy. */
export function Component() {
  return <LegalPage document={privacyDocument} />;
}

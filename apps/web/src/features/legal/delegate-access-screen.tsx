import type { LegalDocument } from './documents';
import { LegalPage } from './legal-page';

// The page's text lives with its screen, so each page loads its own words only.
const delegateAccessDocument: LegalDocument = {
  title: 'Delegate access',
  updated: 'November 27, 2026',
  summary:
    'Let colleagues recruit on your organization’s behalf, each with their own sign-in, without sharing your password.',
  sections: [
    {
      heading: 'Inviting your team',
      paragraphs: [
        'The account owner invites colleagues by email from the Team page, as a recruiter (the delegate) or a hiring manager. The invitation link works for 72 hours and once; the colleague chooses their name and password and signs in with their own email from then on.',
        'Each person takes a seat of your plan, the owner included: 5 on the monthly plan, 10 on the yearly plan. A pending invitation holds its seat until it is used, expires or is cancelled.',
      ],
    },
    {
      heading: 'What a recruiter (delegate) can do',
      paragraphs: [
        'Recruiters post and edit jobs, explore, save and invite candidates, move candidates through the pipeline and message them. A recruiter who posts a job leads it, and recruiters choose each job’s hiring team: who leads it and its hiring managers.',
      ],
    },
    {
      heading: 'What a hiring manager can do',
      paragraphs: [
        'Hiring managers see the jobs they are assigned to, and for those jobs only their candidates, pipeline and conversations; they leave notes on those candidates. The owner or a recruiter assigns them from the job’s pipeline (Hiring team). They do not message candidates, move them between stages or edit jobs.',
      ],
    },
    {
      heading: 'What stays with the owner',
      paragraphs: [
        'Only the account owner sees payment and subscription screens, manages the team, edits the organization profile, changes the owner’s email or password, and archives the account. MedHire refuses these actions to anyone else, whatever the screen shows.',
      ],
    },
    {
      heading: 'Changing or removing a member',
      paragraphs: [
        'The owner can change a member’s role or remove them at any time; their sessions end at once, on every device. The messages they sent stay in the organization’s conversations.',
      ],
    },
  ],
};

/** Delegate access. */
export function Component() {
  return <LegalPage document={delegateAccessDocument} />;
}

export interface LegalDocument {
  title: string;
  updated: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const updated = 'November 25, 2026';

export const termsDocument: LegalDocument = {
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

export const privacyDocument: LegalDocument = {
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

export const licensingDocument: LegalDocument = {
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

export const subscriptionAgreementDocument: LegalDocument = {
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

export const delegateAccessDocument: LegalDocument = {
  title: 'Delegate access',
  updated,
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
        'Recruiters post and edit jobs, explore, save and invite candidates, move candidates through the pipeline and message them.',
      ],
    },
    {
      heading: 'What a hiring manager can do',
      paragraphs: [
        'Hiring managers see the organization’s jobs, candidates, pipeline and conversations. They do not message candidates, move them between stages or edit jobs.',
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

import type { Mail } from '../../mail/mailer.js';
import type { OtpPurpose } from './otp.js';

/** The subject of every code mail: e2e tests and developers read the code from it in the outbox. */
export function codeSubject(code: string): string {
  return `Your MedHire code: ${code}`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text and the same words as simple HTML (one paragraph per line; `link` becomes a link). */
function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '— MedHire'].join('\n\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>— MedHire</p>',
  ].join('\n');
  return { to, subject, text, html };
}

const CODE_REASONS: Record<OtpPurpose, string> = {
  register: 'Enter this code to confirm your email address and finish creating your MedHire account.',
  recovery: 'Enter this code to choose a new password for your MedHire account.',
  'update-email': 'Enter this code to make this address the email of your MedHire account.',
};

/** A six-digit code, valid ten minutes. */
export function codeMail(to: string, code: string, purpose: OtpPurpose): Mail {
  const body = mail(to, codeSubject(code), [
    `Your code is ${code}.`,
    CODE_REASONS[purpose],
    'It is valid for 10 minutes and can be used once. If you did not ask for it, you can ignore this email.',
  ]);
  return { ...body, secrets: [code] };
}

/** Sent instead of a code when someone registers with the email of an existing account. */
export function alreadyRegisteredMail(to: string, publicUrl: string): Mail {
  return mail(
    to,
    'You already have a MedHire account',
    [
      'Someone, perhaps you, tried to create a MedHire account with this email address. You already have one.',
      'Sign in instead, or reset your password from the sign-in page if you forgot it. If this was not you, you can ignore this email: nothing was changed.',
    ],
    { label: 'Sign in', url: `${publicUrl}/signIn` },
  );
}

/** The link of a successful claim: choose a password to open the account. */
export function setPasswordMail(to: string, organizationName: string, url: string): Mail {
  const body = mail(
    to,
    `Set your MedHire password for ${organizationName}`,
    [
      `You claimed ${organizationName} on MedHire. Choose a password to finish setting up your account.`,
      'The link is valid for 72 hours and can be used once. If you did not ask for this, you can ignore this email.',
    ],
    { label: 'Set your password', url },
  );
  return { ...body, secrets: [url] };
}

/** Sent to the old address after the account's email changed. */
export function emailChangedMail(to: string, newEmail: string): Mail {
  return mail(to, 'Your MedHire email was changed', [
    `The email of your MedHire account is now ${newEmail}. Sign in with that address from now on.`,
    'If you did not make this change, contact support right away.',
  ]);
}

import type { Mail } from '../../mail/mailer.js';
import { renderMail, subjectLine } from '../../mail/template.js';
import type { OtpPurpose } from './otp.js';

/** The subject of every code mail: e2e tests and developers read the code from it in the outbox. */
export function codeSubject(code: string): string {
  return `Your MedHire code: ${code}`;
}

/**
 * Plain text and the same words as HTML from the house template (src/mail/template.ts): every value in
 * `paragraphs`, `link` and the subject is treated as text, so an organization named `<b>Acme</b>` reads as typed.
 */
function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): Mail {
  return { to, subject: subjectLine(subject), ...renderMail({ paragraphs, link }) };
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

/**
 * The set-password link of a claim: sent to the organization's contact email on file (`contact`), or to
 * the claimant an operator checked (`approved`).
 */
export function setPasswordMail(
  to: string,
  organizationName: string,
  url: string,
  reason: 'contact' | 'approved' = 'contact',
): Mail {
  const intro =
    reason === 'contact'
      ? `Someone asked to claim ${organizationName} on MedHire, and this is the email we have on file for it. Choose a password to open the organization's account.`
      : `We checked your claim of ${organizationName} on MedHire and approved it. Choose a password to open the organization's account.`;
  const body = mail(
    to,
    `Set your MedHire password for ${organizationName}`,
    [
      intro,
      'The link is valid for 72 hours and can be used once. If you did not ask for this, you can ignore this email: nothing happens without the link.',
    ],
    { label: 'Set your password', url },
  );
  return { ...body, secrets: [url] };
}

/** Sent to a contact email on file that already has an account, instead of a set-password link. */
export function claimContactHasAccountMail(to: string, organizationName: string, publicUrl: string): Mail {
  return mail(
    to,
    `Someone asked to claim ${organizationName} on MedHire`,
    [
      `Someone asked to claim ${organizationName} on MedHire, and this is the email we have on file for it. This address already has a MedHire account, so we did not open another one.`,
      'Sign in with this address. If you did not ask for this, you can ignore this email: nothing was changed.',
    ],
    { label: 'Sign in', url: `${publicUrl}/signIn` },
  );
}

/** Sent to a claimant whose claim an operator could not confirm. */
export function claimRejectedMail(to: string, organizationName: string): Mail {
  return mail(to, `Your claim of ${organizationName} on MedHire`, [
    `We could not confirm that you represent ${organizationName}, so we did not open an account for it.`,
    'If you think this is a mistake, reply to this email with a way to reach you at the organization (for example its main phone number), and we will look again.',
  ]);
}

/** Sent instead of a code when a signed-in account asks to move to an address another account uses. */
export function emailTakenMail(to: string): Mail {
  return mail(to, 'Someone tried to use your email on MedHire', [
    'Someone signed in to another MedHire account asked to make this address the email of that account. This address already belongs to your MedHire account, so nothing was changed.',
    'If it was you, sign in with this address instead. If it was not, you can ignore this email: your account is untouched.',
  ]);
}

/** Sent to the old address after the account's email changed: what happened, and what to do if it was not you. */
export function emailChangedMail(to: string, newEmail: string): Mail {
  return mail(to, 'Your MedHire email was changed', [
    `The email of your MedHire account was changed to ${newEmail}. Every other device was signed out; sign in with the new address from now on.`,
    'If you did not make this change, someone else may control your account: reply to this email right away so MedHire support can lock the account and give it back to you. Until then, do not use any link sent to the new address.',
  ]);
}

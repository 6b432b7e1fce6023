/**
 * A person's name that candidates read beside messages (a team member's, the practice manager's) must not pass for
 * MedHire's own staff: it may not name the product or a staff role, nor carry a web or email address. Look-alike
 * letters (Cyrillic or Greek for Latin), accents, invisible characters and separators ("Med-Hire", "M e d H i r e")
 * do not get around it.
 */

/** Why a name was refused, or null when it may be shown. */
export type PersonNameProblem = 'impersonates-staff' | 'holds-address' | null;

/** Shown when a name passes for MedHire's staff. */
export const impersonatingNameMessage =
  'Use your own name, without MedHire or a staff role such as Support or Admin';
/** Shown when a name holds a web or email address. */
export const addressInNameMessage = 'Use your own name, without a web or email address';

/** Cyrillic and Greek letters drawn like Latin ones, as the Latin letter. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** Staff roles a member's name may not claim, as whole words. */
const STAFF_WORDS =
  /\b(support|admin|administrator|moderator|helpdesk|help desk|customer service|trust and safety|staff)\b/;
const ADDRESS = /(https?:|www\.|@|\b[a-z0-9-]+\.(com|org|net|io|co|health|app|info|us)\b)/;

/** The name as it reads: compatibility forms folded, accents and invisible characters dropped, look-alikes Latin. */
function asRead(name: string): string {
  return [
    ...name
      .normalize('NFKD')
      .replace(/\p{M}|\p{Cf}/gu, '')
      .toLowerCase(),
  ]
    .map((letter) => LOOK_ALIKES[letter] ?? letter)
    .join('');
}

/** Whether `name` may be shown to candidates as a person's name, and if not why. */
export function personNameProblem(name: string): PersonNameProblem {
  const read = asRead(name);
  if (ADDRESS.test(read)) return 'holds-address';
  const lettersOnly = read.replace(/[^a-z]/g, '');
  if (lettersOnly.includes('medhire') || STAFF_WORDS.test(read.replace(/[^a-z]+/g, ' ')))
    return 'impersonates-staff';
  return null;
}

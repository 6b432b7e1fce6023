/**
 * A person's name that candidates read beside messages (a team member's, the practice manager's) must not pass for
 * MedHire's own staff: it may not name the product or a staff role, nor carry a web or email address, nor hide
 * characters that change the direction text is shown in. The check reads the name's "skeleton": compatibility forms
 * folded, accents and invisible characters dropped, and letters or digits drawn like a Latin letter taken as that
 * letter ("MеdH1re", "ᴍᴇᴅʜɪʀᴇ", "M e d H i r e"), so look-alikes do not get around it; real names that merely
 * contain the letters across words ("Ahmed Hiremath", "Medhi Reza") pass.
 */

/** Why a name was refused, or null when it may be shown. */
export type PersonNameProblem = 'impersonates-staff' | 'holds-address' | 'changes-direction' | null;

/** Shown when a name passes for MedHire's staff. */
export const impersonatingNameMessage =
  'Use your own name, without MedHire or a staff role such as Support or Admin';
/** Shown when a name holds a web or email address. */
export const addressInNameMessage = 'Use your own name, without a web or email address';
/** Shown when a name holds characters that reorder how it is displayed. */
export const directionInNameMessage =
  'Use your own name as plain text, without direction-changing characters';

/** Characters drawn like a Latin letter (Cyrillic, Greek, IPA and small capitals, digits and strokes), as it. */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  г: 'r',
  д: 'a',
  е: 'e',
  ё: 'e',
  з: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'i',
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
  ı: 'i',
  ɪ: 'i',
  ʀ: 'r',
  ʜ: 'h',
  ᴀ: 'a',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ᴍ: 'm',
  ᴏ: 'o',
  ᴘ: 'p',
  ᴛ: 't',
  ᴜ: 'u',
  ꜱ: 's',
  ǀ: 'i',
  '|': 'i',
  l: 'i',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
};

/** Characters that reorder how text is displayed (bidirectional controls), refused outright. */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Staff roles a member's name may not claim, as whole words (or words spelled out letter by letter). */
const STAFF_WORDS = [
  'support',
  'admin',
  'administrator',
  'moderator',
  'helpdesk',
  'customerservice',
  'trustandsafety',
];
const ADDRESS =
  /(https?:|www\.|@|\/|。|\b[a-z0-9-]{2,}\.(com|org|net|io|co|us|me|ly|xyz|app|info|biz|link|site|online|health|care|clinic)\b)/;

/** The name's words as read: camel case split, compatibility forms folded, accents and invisible characters dropped. */
function wordsOf(name: string): string[] {
  return name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .normalize('NFKD')
    .replace(/\p{M}|\p{Cf}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}|!$]+/u)
    .filter((word) => word !== '');
}

/** A word's skeleton: each character as the Latin letter it is drawn like, everything else dropped. */
function skeletonOf(word: string): string {
  return [...word]
    .map((character) => LOOK_ALIKES[character] ?? character)
    .join('')
    .replace(/[^a-z]/g, '');
}

/** Whether consecutive words, joined, are exactly `target` ("Med Hire", "M e d H i r e", "Help Desk"). */
function spelledAcrossWords(words: readonly string[], target: string): boolean {
  for (let first = 0; first < words.length; first += 1) {
    let joined = '';
    for (let last = first; last < words.length && joined.length < target.length; last += 1) {
      joined += words[last];
      if (joined === target) return true;
    }
  }
  return false;
}

const PRODUCT = skeletonOf('medhire');
const STAFF = STAFF_WORDS.map(skeletonOf);

/** Whether `name` may be shown to candidates as a person's name, and if not why. */
export function personNameProblem(name: string): PersonNameProblem {
  if (DIRECTION_CONTROLS.test(name)) return 'changes-direction';
  if (ADDRESS.test(name.normalize('NFKC').toLowerCase())) return 'holds-address';
  const words = wordsOf(name)
    .map(skeletonOf)
    .filter((word) => word !== '');
  // The product's name starting a word ("MedHireTeam") or spelled across words; a staff role as a whole word.
  const product = words.some((word) => word.startsWith(PRODUCT)) || spelledAcrossWords(words, PRODUCT);
  if (product || STAFF.some((role) => spelledAcrossWords(words, role))) return 'impersonates-staff';
  return null;
}

/** The message for a refused name. */
export function personNameMessage(problem: Exclude<PersonNameProblem, null>): string {
  return problem === 'holds-address'
    ? addressInNameMessage
    : problem === 'changes-direction'
      ? directionInNameMessage
      : impersonatingNameMessage;
}

/** The prefix the NPI check digit is computed with (ISO 7812 issuer "80840" for US health). */
const npiLuhnPrefix = '80840';

/**
 * Whether a text is a valid National Provider Identifier: exactly 10 digits whose last digit is the
 * Luhn check digit of "80840" followed by the first nine (CMS's NPI check-digit rule).
 */
export function isValidNpi(npiNumber: string): boolean {
  if (!/^\d{10}$/.test(npiNumber)) {
    return false;
  }
  const digits = `${npiLuhnPrefix}${npiNumber}`;
  let sum = 0;
  // Luhn: from the rightmost digit (the check digit), double every second digit.
  for (let offset = 0; offset < digits.length; offset += 1) {
    const digit = Number(digits[digits.length - 1 - offset]);
    if (offset % 2 === 1) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return sum % 10 === 0;
}

/** Longest path accepted; a longer one is not a link the app made. */
const maximumLength = 2048;

/** How many rounds of percent-decoding are inspected, to catch double-encoded tricks like %252F. */
const decodingRounds = 3;

/**
 * Control characters (C0, DEL, C1) and the Unicode line separators: browsers strip or mangle them, so
 * "/\t/evil.com" would become "//evil.com". Checked by code point rather than a regular expression of
 * control characters, which reads as a mistake.
 */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) {
      return true;
    }
  }
  return false;
}

/** A path that stays on this site: one leading slash, then anything but a second slash or backslash. */
function looksInternal(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // Browsers read a backslash as a slash, so "/\evil.com" is "//evil.com".
    !path.includes('\\') &&
    !hasUnsafeCharacter(path)
  );
}

/**
 * Returns `candidate` when it is a path on this site (`/jobs?tab=open#top`, query and hash kept), or
 * `fallback` otherwise. Refused: anything not starting with a single `/` (`https://…`, `javascript:`),
 * protocol-relative `//evil.com`, backslashes (`/\evil.com`), control characters, over-long input, and
 * the same tricks hidden behind percent-encoding (`/%2F%2Fevil.com`, `/%5Cevil.com`, `/%0A…`).
 */
export function toSafeInternalPath(candidate: unknown, fallback = '/home'): string {
  if (typeof candidate !== 'string' || candidate.length > maximumLength || !looksInternal(candidate)) {
    return fallback;
  }
  let decoded = candidate;
  for (let round = 0; round < decodingRounds; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // A malformed escape ("%E0%A4%A") is not a link the app made.
      return fallback;
    }
    if (!looksInternal(decoded)) {
      return fallback;
    }
  }
  return candidate;
}

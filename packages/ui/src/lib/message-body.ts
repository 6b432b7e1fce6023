/** A piece of a message body: plain text, or an http(s) link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/**
 * Splits a message body into text and links. Only `http:` and `https:` URLs become links; anything
 * else (including `javascript:`) stays text.
 */
export function splitMessageBody(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trimmed = raw.replace(trailingPunctuation, '');
    let href: string | undefined;
    try {
      const url = new URL(trimmed);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (href === undefined || trimmed.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: trimmed, href });
    last = start + trimmed.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/**
 * Mail templates: plain text and HTML built from the same words, every interpolated value escaped in the HTML.
 * Values come from users (organization names, people's names, addresses) and from the server (links), and none
 * of them may add markup: `html` escapes each `${value}` unless it is already {@link SafeHtml}.
 */

/** HTML that is already safe (built by {@link html}); interpolating it does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** `&`, `<`, `>`, `"` and `'` as entities: safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

/** A tagged template: html`<p>${name}</p>` escapes `name`; nested html`` values and arrays of them stay as built. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += value.map((part) => part.value).join('');
    else out += escapeHtml(String(value));
    out += strings[index + 1] ?? '';
  });
  return new SafeHtml(out);
}

/** A link target for an `href`: only http(s) URLs (never `javascript:`), escaped by {@link html}. */
export function safeUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error('A mail link must be an http(s) URL');
  }
  return url;
}

/** A subject line: one line (a header cannot hold a line break), spaces collapsed. */
export function subjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface MailBody {
  text: string;
  html: string;
}

/**
 * The house layout: paragraphs, an optional button-like link, and the signature, as plain text and as HTML (a
 * narrow centred column with inline styles, which mail clients keep).
 */
export function renderMail(content: {
  /** Preview line some clients show next to the subject. */
  preview?: string;
  paragraphs: readonly string[];
  link?: { label: string; url: string } | undefined;
}): MailBody {
  const { paragraphs, link } = content;
  const text = [...paragraphs, ...(link ? [`${link.label}: ${safeUrl(link.url)}`] : []), '— MedHire'].join(
    '\n\n',
  );
  const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937';
  const body = html`${paragraphs.map((paragraph) => html`<p style="${paragraphStyle}">${paragraph}</p>`)}${
    link
      ? html`<p style="${paragraphStyle}"><a href="${safeUrl(link.url)}" style="color:#1d4ed8;font-weight:600">${link.label}</a></p>`
      : html``
  }<p style="${paragraphStyle}">— MedHire</p>`;
  const preview = content.preview ?? paragraphs[0] ?? '';
  const document = html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${preview}</div>
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
${body}
</div>
</body>
</html>
`;
  return { text, html: document.value };
}

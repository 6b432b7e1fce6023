import { describe, expect, it } from 'vitest';
import { html, renderMail, subjectLine } from './template.js';

describe('mail templates', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const name = `<img src=x onerror="alert(1)"> & 'Co'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Co&#39;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Co&#39;</p>',
    );
    // Nested templates are not escaped twice.
    expect(html`<div>${html`<b>${'&'}</b>`}</div>`.value).toBe('<div><b>&amp;</b></div>');
  });

  it('renders the same words as text and HTML, the link escaped in the HTML only', () => {
    const mail = renderMail({
      paragraphs: ['Welcome to <Lakeside> & Co.'],
      link: { label: 'Open', url: 'https://medhire.test/a?b=1&c=2' },
    });
    expect(mail.text).toBe(
      'Welcome to <Lakeside> & Co.\n\nOpen: https://medhire.test/a?b=1&c=2\n\n— MedHire',
    );
    expect(mail.html).toContain('Welcome to &lt;Lakeside&gt; &amp; Co.');
    expect(mail.html).toContain('href="https://medhire.test/a?b=1&amp;c=2"');
    expect(mail.html).not.toContain('<Lakeside>');
  });

  it('refuses a link that is not http(s), and keeps a subject on one line', () => {
    expect(() => renderMail({ paragraphs: [], link: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(
      /http\(s\)/,
    );
    expect(subjectLine('Claim of Acme\r\nBcc: victim@example.org')).toBe(
      'Claim of Acme Bcc: victim@example.org',
    );
  });
});

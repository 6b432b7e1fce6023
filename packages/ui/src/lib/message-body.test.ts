import { describe, expect, it } from 'vitest';
import { splitMessageBody } from './message-body';

describe('splitMessageBody', () => {
  it('keeps a body without links as one text part', () => {
    expect(splitMessageBody('See you at 9 tomorrow.')).toEqual([
      { kind: 'text', text: 'See you at 9 tomorrow.' },
    ]);
  });

  it('gives nothing for an empty body (a deleted message) and keeps whitespace as text', () => {
    expect(splitMessageBody('')).toEqual([]);
    expect(splitMessageBody('  \n ')).toEqual([{ kind: 'text', text: '  \n ' }]);
  });

  it('turns http and https URLs into links between the text around them', () => {
    expect(
      splitMessageBody('Details: https://medhire.example/jobs/42 and http://clinic.example too'),
    ).toEqual([
      { kind: 'text', text: 'Details: ' },
      { kind: 'link', text: 'https://medhire.example/jobs/42', href: 'https://medhire.example/jobs/42' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://clinic.example', href: 'http://clinic.example/' },
      { kind: 'text', text: ' too' },
    ]);
  });

  it('leaves trailing punctuation out of a link', () => {
    expect(splitMessageBody('Read https://medhire.example/faq.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://medhire.example/faq', href: 'https://medhire.example/faq' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitMessageBody('(see https://medhire.example/a?b=1),!')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://medhire.example/a?b=1', href: 'https://medhire.example/a?b=1' },
      { kind: 'text', text: '),!' },
    ]);
  });

  it('stops a link at whitespace, quotes and angle brackets', () => {
    expect(splitMessageBody('<https://a.example/x>"https://b.example"')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: '>"' },
      { kind: 'link', text: 'https://b.example', href: 'https://b.example/' },
      { kind: 'text', text: '"' },
    ]);
  });

  it('never makes a link of javascript:, data: or any other scheme', () => {
    for (const body of [
      'javascript:alert(1)',
      'click javascript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://files.example/cv.pdf',
      'mailto:hr@clinic.example',
    ]) {
      expect(splitMessageBody(body)).toEqual([{ kind: 'text', text: body }]);
    }
  });

  it('links only the http(s) URL inside a javascript: text, never the javascript: itself', () => {
    const parts = splitMessageBody('javascript:fetch("https://evil.example")');
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://evil.example', href: 'https://evil.example/' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('javascript:fetch("https://evil.example")');
  });

  it('keeps a scheme with nothing after it as text', () => {
    expect(splitMessageBody('https:// is the start')).toEqual([
      { kind: 'text', text: 'https:// is the start' },
    ]);
  });

  it('gives back every character of the body, in order', () => {
    const body = 'a https://x.example/1, b\nhttps://y.example/2!';
    expect(
      splitMessageBody(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });
});

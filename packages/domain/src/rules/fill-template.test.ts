import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  templatePlaceholders,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from './fill-template';

const values = { firstName: 'Maya', jobTitle: 'Family Physician', practice: 'Lakeside Family Practice' };

describe('fillTemplate', () => {
  it.each([
    ['Hi {firstName},', 'Hi Maya,'],
    ['The {jobTitle} role at {practice}', 'The Family Physician role at Lakeside Family Practice'],
    ['{firstName} {firstName}', 'Maya Maya'],
    ['No placeholders at all.', 'No placeholders at all.'],
    ['', ''],
    // Unknown placeholders and near misses stay as written.
    ['Hi {firstname}', 'Hi {firstname}'],
    ['Hi {first Name}', 'Hi {first Name}'],
    ['Hi { firstName }', 'Hi { firstName }'],
    ['Hi {{firstName}}', 'Hi {Maya}'],
    ['Hi {salary}', 'Hi {salary}'],
    ['Braces { alone }', 'Braces { alone }'],
    ['Hi {firstName', 'Hi {firstName'],
    // Prototype names are not placeholders.
    ['{constructor} {__proto__} {toString}', '{constructor} {__proto__} {toString}'],
  ])('fills %j as %j', (body, expected) => {
    expect(fillTemplate(body, values)).toBe(expected);
  });

  it('leaves a placeholder whose value is missing or blank for the person to fill', () => {
    expect(
      fillTemplate('Hi {firstName}, about {jobTitle} at {practice}', { firstName: '  ', jobTitle: null }),
    ).toBe('Hi {firstName}, about {jobTitle} at {practice}');
  });

  it('trims values and never fills a value that looks like a placeholder', () => {
    expect(
      fillTemplate('{firstName} / {jobTitle}', { firstName: ' {jobTitle} ', jobTitle: 'Pediatrician' }),
    ).toBe('{jobTitle} / Pediatrician');
  });

  it('inserts values as text (no replacement patterns)', () => {
    expect(fillTemplate('Hi {firstName}', { firstName: "$& $1 $'" })).toBe("Hi $& $1 $'");
  });

  it('knows every placeholder it lists', () => {
    const body = templatePlaceholders.map((name) => `{${name}}`).join(' ');
    expect(fillTemplate(body, values)).toBe('Maya Family Physician Lakeside Family Practice');
    expect(unknownPlaceholders(body)).toEqual([]);
  });
});

describe('unknownPlaceholders', () => {
  it.each([
    ['Hi {firstName} at {practice}', []],
    ['Hi {firstname} {FirstName} {firstname}', ['firstname', 'FirstName']],
    ['{salary} and {start_date}', ['salary', 'start_date']],
    ['{ spaced } {1abc} {}', []],
  ])('finds in %j: %j', (body, expected) => {
    expect(unknownPlaceholders(body)).toEqual(expected);
  });
});

describe('unknownPlaceholderMessage', () => {
  it('is null when every placeholder is known', () => {
    expect(unknownPlaceholderMessage('Hi {firstName}')).toBeNull();
  });

  it('names the unknown ones and the ones to use', () => {
    expect(unknownPlaceholderMessage('Hi {firstname}')).toBe(
      'Unknown placeholder {firstname}: use {firstName}, {jobTitle}, {practice}',
    );
    expect(unknownPlaceholderMessage('{a} {b}')).toBe(
      'Unknown placeholders {a}, {b}: use {firstName}, {jobTitle}, {practice}',
    );
  });
});

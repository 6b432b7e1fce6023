import { describe, expect, it } from 'vitest';
import { cleanPayload, dropBlankValues } from './clean-payload';

describe('cleanPayload (spec §5: empty string and undefined are sent as absent; an explicit null clears)', () => {
  it.each([
    ['an empty string value is dropped', { title: 'GI', note: '' }, { title: 'GI' }],
    [
      'a null value is sent: it clears the field',
      { title: 'GI', logo: null, features: { aboutUs: null } },
      { title: 'GI', logo: null, features: { aboutUs: null } },
    ],
    ['an undefined value is dropped', { title: 'GI', note: undefined }, { title: 'GI' }],
    ['zero is kept', { noOfPhysician: 0 }, { noOfPhysician: 0 }],
    ['false is kept', { mentorship: false }, { mentorship: false }],
    ['whitespace is kept (only the empty string counts as empty)', { title: ' ' }, { title: ' ' }],
    ['NaN is kept (it is not one of the three empty values)', { count: Number.NaN }, { count: Number.NaN }],
    ['an empty array is kept', { media: [] }, { media: [] }],
    ['an empty object is kept', { socialLinks: {} }, { socialLinks: {} }],
    [
      'nested objects are cleaned at every depth',
      { features: { aboutUs: '', practiceType: 'private-practice', extra: { deeper: undefined, kept: 1 } } },
      { features: { practiceType: 'private-practice', extra: { kept: 1 } } },
    ],
    [
      'an object emptied by cleaning stays as an empty object',
      { socialLinks: { facebook: '' } },
      { socialLinks: {} },
    ],
    ['array items that are empty are dropped', { tags: ['a', '', undefined, 'b'] }, { tags: ['a', 'b'] }],
    ['array items keep 0 and false', [0, false, ''], [0, false]],
    [
      'objects inside arrays are cleaned',
      { locations: [{ city: 'Austin', description: '' }] },
      { locations: [{ city: 'Austin' }] },
    ],
    ['arrays inside arrays are cleaned', [[undefined, 1], [''], []], [[1], [], []]],
    ['an empty string at the top is returned as is', '', ''],
    ['null at the top is returned as is', null, null],
    ['a number at the top is returned as is', 42, 42],
  ])('%s', (_name, input, expected) => {
    expect(cleanPayload(input)).toEqual(expected);
  });

  it('drops the holes of a sparse array', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the hostile input under test
    const sparse = [1, , 2];
    expect(cleanPayload(sparse)).toEqual([1, 2]);
  });

  it('leaves a Date untouched (same instance)', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    const cleaned = cleanPayload({ sentTime: date });
    expect(cleaned.sentTime).toBe(date);
  });

  it('leaves a Blob untouched (same instance)', () => {
    const blob = new Blob(['x']);
    expect(cleanPayload({ image: blob }).image).toBe(blob);
  });

  it('leaves a File-like class instance untouched, even with empty fields inside', () => {
    class Upload {
      name = '';
      size = 0;
    }
    const upload = new Upload();
    const cleaned = cleanPayload({ image: upload, other: '' });
    expect(cleaned.image).toBe(upload);
    expect(upload.name).toBe('');
    expect(cleaned).not.toHaveProperty('other');
  });

  it('leaves a Map untouched', () => {
    const map = new Map([['a', null]]);
    expect(cleanPayload({ map }).map).toBe(map);
  });

  it('walks objects without a prototype', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.kept = 1;
    bare.dropped = '';
    expect(cleanPayload({ bare })).toEqual({ bare: { kept: 1 } });
  });

  it('does not mutate its input', () => {
    const input = { title: '', nested: { note: undefined, list: ['', 'a'] } };
    const snapshot = structuredClone(input);
    const cleaned = cleanPayload(input);
    expect(input).toEqual(snapshot);
    expect(cleaned).not.toBe(input);
    expect(cleaned.nested).not.toBe(input.nested);
  });

  it('keeps a "__proto__" key as data instead of changing the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "title": "GI"}') as Record<string, unknown>;
    const cleaned = cleanPayload(hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(cleaned, '__proto__')).toBe(true);
  });
});

describe('dropBlankValues (what a form left blank is "nothing entered" before its checks)', () => {
  it.each([
    ['an empty string value is dropped', { title: 'GI', note: '' }, { title: 'GI' }],
    ['a null value is dropped (a cleared number or picker)', { title: 'GI', count: null }, { title: 'GI' }],
    ['an undefined value is dropped', { title: 'GI', note: undefined }, { title: 'GI' }],
    ['zero and false are kept', { count: 0, mentorship: false }, { count: 0, mentorship: false }],
    ['whitespace is kept', { title: ' ' }, { title: ' ' }],
    [
      'nested objects are cleaned at every depth',
      { features: { aboutUs: '', noOfPhysician: null, practiceType: 'private-practice' } },
      { features: { practiceType: 'private-practice' } },
    ],
    [
      'array items that are blank are dropped',
      { tags: ['a', '', null, undefined, 'b'] },
      { tags: ['a', 'b'] },
    ],
    ['null at the top is returned as is', null, null],
  ])('%s', (_name, input, expected) => {
    expect(dropBlankValues(input)).toEqual(expected);
  });

  it('leaves a File-like class instance untouched and does not mutate its input', () => {
    const blob = new Blob(['x']);
    const input = { image: blob, other: null, nested: { note: '' } };
    const snapshot = { ...input, nested: { ...input.nested } };
    const cleaned = dropBlankValues(input);
    expect(cleaned.image).toBe(blob);
    expect(cleaned).toEqual({ image: blob, nested: {} });
    expect(input).toEqual(snapshot);
  });
});

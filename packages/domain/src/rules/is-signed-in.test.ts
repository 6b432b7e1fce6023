import { describe, expect, it } from 'vitest';
import { isSignedIn, type MaybeSession } from './is-signed-in';

const user = { _id: 'u1', email: 'recruiter@clinic.org', accountStatus: 'approved' };

describe('isSignedIn (spec §6: signed in means both token and user are present)', () => {
  it.each<[string, MaybeSession | null | undefined, boolean]>([
    ['token and user present: signed in', { token: 'abc', user }, true],
    [
      'token and user present, with a code: signed in',
      { token: 'abc', user, code: 201 } as MaybeSession,
      true,
    ],
    ['token without user: signed out', { token: 'abc' }, false],
    ['user without token: signed out', { user }, false],
    ['empty token: signed out', { token: '', user }, false],
    ['whitespace token: signed out', { token: '   ', user }, false],
    ['null token: signed out', { token: null, user }, false],
    ['null user: signed out', { token: 'abc', user: null }, false],
    ['user that is text, not an object: signed out', { token: 'abc', user: 'u1' }, false],
    ['token that is a number: signed out', { token: 123 as unknown as string, user }, false],
    ['no session at all (null): signed out', null, false],
    ['no session at all (undefined): signed out', undefined, false],
    ['empty session: signed out', {}, false],
  ])('%s', (_name, session, expected) => {
    expect(isSignedIn(session)).toBe(expected);
  });
});

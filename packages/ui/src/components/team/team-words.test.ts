import type { TeamMember } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { memberDisplayName, memberStatusLine, roleInSentence, seatsLine } from './team-words';

const invited: TeamMember = {
  _id: 'mem_lee',
  email: 'j.lee@riverside.example',
  name: null,
  role: 'hiring-manager',
  status: 'invited',
  invitedAt: '2030-06-01T12:00:00.000Z',
  inviteExpiresAt: '2030-06-04T12:00:00.000Z',
  joinedAt: null,
};

describe('team words', () => {
  it('names a member by their name, or their email while they have none', () => {
    expect(memberDisplayName({ name: 'Ana Ruiz', email: 'ana@riverside.example' })).toBe('Ana Ruiz');
    expect(memberDisplayName({ name: '  ', email: 'ana@riverside.example' })).toBe('ana@riverside.example');
    expect(memberDisplayName({ name: null, email: 'ana@riverside.example' })).toBe('ana@riverside.example');
  });

  it.each([
    ['an open invitation', invited, new Date('2030-06-02T00:00:00Z'), 'Invited · link expires Jun 4, 2030'],
    [
      'an expired invitation',
      invited,
      new Date('2030-06-05T00:00:00Z'),
      'Invited · link expired Jun 4, 2030',
    ],
    [
      'a joined member',
      { ...invited, status: 'active', joinedAt: '2025-03-03T12:00:00.000Z' } as TeamMember,
      new Date('2030-06-02T00:00:00Z'),
      'Joined Mar 3, 2025',
    ],
    [
      'an owner without a date',
      { ...invited, status: 'active', role: 'owner' } as TeamMember,
      new Date(),
      null,
    ],
  ])('says where %s stands', (_case, member, now, line) => {
    expect(memberStatusLine(member, now)).toBe(line);
  });

  it('puts a role in a sentence and counts seats', () => {
    expect(roleInSentence('recruiter')).toBe('a recruiter');
    expect(roleInSentence('hiring-manager')).toBe('a hiring manager');
    expect(roleInSentence('owner')).toBe('the owner');
    expect(seatsLine({ used: 3, total: 5 })).toBe('3 of 5 seats used');
    expect(seatsLine({ used: 1, total: 1 })).toBe('1 of 1 seat used');
  });
});

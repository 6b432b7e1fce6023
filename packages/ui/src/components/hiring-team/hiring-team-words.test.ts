import { describe, expect, it } from 'vitest';
import { ana, lee, members, omar, owner, ownerOnlyTeam, staffedTeam } from './hiring-team-fixtures';
import {
  formValuesOf,
  hiringManagerChoices,
  leadChoices,
  leadValueOf,
  OWNER_LEAD_VALUE,
  payloadOf,
  personName,
} from './hiring-team-words';

describe('hiring team words', () => {
  it('names a person by their name, or their email when they have none', () => {
    expect(personName(ana)).toBe('Ana Ruiz');
    expect(personName(lee)).toBe('j.lee@riverside.example');
    expect(personName({ name: '  ', email: 'x@riverside.example' })).toBe('x@riverside.example');
  });

  it('offers the owner then the recruiters to lead, and only hiring managers to assign', () => {
    expect(leadChoices(members).map(personName)).toEqual(['Dana Whitfield', 'Ana Ruiz', 'Ben Okafor']);
    expect(hiringManagerChoices(members).map(personName)).toEqual([
      'Dr. Omar Haddad',
      'Dr. Priya Natarajan',
      'j.lee@riverside.example',
    ]);
  });

  it('sends null for the owner and the member id for a recruiter', () => {
    expect(leadValueOf(owner)).toBe(OWNER_LEAD_VALUE);
    expect(payloadOf({ lead: OWNER_LEAD_VALUE, hiringManagerIds: [] })).toEqual({
      recruiterMemberId: null,
      hiringManagerIds: [],
    });
    expect(payloadOf({ lead: leadValueOf(ana), hiringManagerIds: [omar._id] })).toEqual({
      recruiterMemberId: 'mem_ana',
      hiringManagerIds: ['mem_omar'],
    });
  });

  it('starts the form from the job’s team', () => {
    expect(formValuesOf(staffedTeam)).toEqual({ lead: 'mem_ana', hiringManagerIds: ['mem_omar', 'mem_lee'] });
    expect(formValuesOf(ownerOnlyTeam)).toEqual({ lead: OWNER_LEAD_VALUE, hiringManagerIds: [] });
  });
});

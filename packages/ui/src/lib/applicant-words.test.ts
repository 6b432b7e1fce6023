import { describe, expect, it } from 'vitest';
import {
  candidateDisplayName,
  employmentTypeName,
  homeLine,
  matchStatusWords,
  matchWords,
  providerTypeAbbreviation,
  scoreBand,
  specialtyLine,
  yearsWord,
} from './applicant-words';

describe('names of enum ids', () => {
  it('reads the name people know, and the id itself when the list does not know it', () => {
    expect(employmentTypeName('full-time')).toBe('Full-time');
    expect(employmentTypeName('gig')).toBe('gig');
    expect(employmentTypeName(null)).toBe('');
  });

  it('abbreviates a provider type from its name, or capitalises an unknown id', () => {
    expect(providerTypeAbbreviation('md')).toBe('MD');
    expect(providerTypeAbbreviation('np')).toBe('NP');
    expect(providerTypeAbbreviation('xyz')).toBe('XYZ');
  });
});

describe('candidateDisplayName', () => {
  it('calls physicians "Dr." and other providers by name, with the provider type', () => {
    expect(candidateDisplayName({ firstName: 'Maya', lastName: 'Chen', providerType: 'md' })).toBe(
      'Dr. Maya Chen, MD',
    );
    expect(candidateDisplayName({ firstName: 'Sam', lastName: 'Ortiz', providerType: 'np' })).toBe(
      'Sam Ortiz, NP',
    );
  });
});

describe('lines of a card', () => {
  it('puts the city before the state name, or the state alone', () => {
    expect(homeLine('Madison', 'WI')).toBe('Madison, Wisconsin');
    expect(homeLine(undefined, 'WI')).toBe('Wisconsin');
    expect(homeLine('', 'WI')).toBe('Wisconsin');
  });

  it('joins specialty and sub-specialty, or shows the specialty alone', () => {
    expect(specialtyLine('family-medicine', 'sports-medicine-family-medicine')).toBe(
      'Family Medicine · Sports Medicine',
    );
    expect(specialtyLine('family-medicine')).toBe('Family Medicine');
  });

  it('counts years in words', () => {
    expect(yearsWord(1)).toBe('1 year');
    expect(yearsWord(8)).toBe('8 years');
  });
});

describe('scoreBand', () => {
  it('bands scores at 80, 60 and 40', () => {
    expect([80, 79, 60, 59, 40, 39, 0].map((score) => scoreBand(score).label)).toEqual([
      'Strong match',
      'Good match',
      'Good match',
      'Fair match',
      'Fair match',
      'Weak match',
      'Weak match',
    ]);
  });
});

describe('matchWords and matchStatusWords', () => {
  const match = { jobTitle: 'Sports Medicine Physician', pipelineStatus: 'Interview' } as const;

  it('says where an invite stands', () => {
    expect(matchWords({ ...match, requestStatus: 'pending' })).toEqual({
      label: 'Invited to Sports Medicine Physician — pending',
      variant: 'warning',
    });
    expect(matchWords({ ...match, requestStatus: 'cancelled' }).label).toBe(
      'Invite to Sports Medicine Physician — canceled',
    );
    expect(matchStatusWords({ ...match, requestStatus: 'declined' })).toBe('Declined the invite');
  });

  it('shows an accepted match by its pipeline step, hired in green and rejected in red', () => {
    expect(matchWords({ ...match, requestStatus: 'accepted' })).toEqual({
      label: 'Sports Medicine Physician — Interview',
      variant: 'brand',
    });
    expect(matchWords({ ...match, requestStatus: 'accepted', pipelineStatus: 'Hired' }).variant).toBe(
      'success',
    );
    expect(matchWords({ ...match, requestStatus: 'accepted', pipelineStatus: 'Rejected' }).variant).toBe(
      'danger',
    );
    expect(matchStatusWords({ ...match, requestStatus: 'accepted' })).toBe('In the pipeline — Interview');
  });
});

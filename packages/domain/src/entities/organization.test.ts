import { describe, expect, it } from 'vitest';
import { formatValidationError } from '../rules/format-validation-error';
import {
  legacyProfileUpdateSchema,
  organizationDetailsSchema,
  organizationDetailsUpdateSchema,
} from './organization';

const validDetails = {
  logo: 'https://cdn.medhire.test/logos/hill-country.png',
  organizationName: 'Hill Country Family Health',
  practiceManagerName: 'Dana Ruiz',
  email: 'dana@hillcountry.health',
  phoneNumber: '(512) 555-0100',
  orgLocations: {
    locations: [
      { description: '100 Congress Ave, Austin, TX', coords: { longitude: -97.74, latitude: 30.26 } },
    ],
    numberOfLocations: 1,
  },
  features: {
    practiceType: 'multi-specialty-group',
    noOfPhysician: 12,
    nonPhysicianProvider: 4,
    aboutUs: 'We care.',
  },
  media: [{ _id: 'm1', url: '/uploads/lobby.jpg', type: 'image' }],
  socialLinks: { facebook: 'facebook.com/hillcountry', websiteUrl: 'https://hillcountry.health' },
};

function errorOf(input: unknown): string {
  const result = organizationDetailsSchema.safeParse(input);
  if (result.success) {
    throw new Error('expected the payload to be refused');
  }
  return formatValidationError(result.error);
}

describe('organizationDetailsSchema (spec §3, "Organization detail payload")', () => {
  it('accepts the full payload, drops media _id and completes a bare web address', () => {
    const details = organizationDetailsSchema.parse(validDetails);
    expect(details.media).toEqual([{ url: '/uploads/lobby.jpg', type: 'image' }]);
    expect(details.socialLinks?.facebook).toBe('https://facebook.com/hillcountry');
    expect(details.features.noOfPhysician).toBe(12);
  });

  it('reads a physician count typed as text', () => {
    const details = organizationDetailsSchema.parse({
      ...validDetails,
      features: { practiceType: 'private-practice', noOfPhysician: '3' },
    });
    expect(details.features.noOfPhysician).toBe(3);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no organization name', { organizationName: ' ' }, 'Enter the organization name'],
    ['no practice manager', { practiceManagerName: undefined }, "Enter the practice manager's name"],
    [
      'a practice manager who passes for MedHire staff',
      { practiceManagerName: 'MedHire Support' },
      'Use your own name, without MedHire or a staff role such as Support or Admin',
    ],
    ['a bad email', { email: 'dana at hill country' }, 'Enter a valid email address, like name@practice.com'],
    ['a short phone number', { phoneNumber: '555-0100' }, 'Enter a valid phone number, like (512) 555-0100'],
    [
      'a phone number with letters',
      { phoneNumber: '512-CALL-NOW' },
      'Enter a valid phone number, like (512) 555-0100',
    ],
    ['no features', { features: undefined }, 'Choose the practice type and enter the number of physicians'],
    [
      'an unknown practice type',
      { features: { practiceType: 'spa', noOfPhysician: 1 } },
      'Choose the practice type',
    ],
    [
      'no physician count',
      { features: { practiceType: 'private-practice' } },
      'Enter the number of physicians',
    ],
    [
      'a physician count left empty',
      { features: { practiceType: 'private-practice', noOfPhysician: null } },
      'Enter the number of physicians',
    ],
    [
      'a physician count of spaces',
      { features: { practiceType: 'private-practice', noOfPhysician: '  ' } },
      'Enter the number of physicians',
    ],
    [
      'a physician count that is not a number',
      { features: { practiceType: 'private-practice', noOfPhysician: 'a dozen' } },
      'The number of physicians must be a whole number from 0 to 100000',
    ],
    [
      'a negative physician count',
      { features: { practiceType: 'private-practice', noOfPhysician: -2 } },
      'The number of physicians must be a whole number from 0 to 100000',
    ],
    [
      'a javascript: website',
      { socialLinks: { websiteUrl: 'javascript:alert(1)' } },
      'Website: enter a web address, like yourpractice.com',
    ],
    [
      'a website that is not an address',
      { socialLinks: { websiteUrl: 'my practice' } },
      'Website: enter a web address, like yourpractice.com',
    ],
    [
      'a logo link to another scheme',
      { logo: 'data:image/png;base64,AAAA' },
      'Logo: upload the file again (the link is not valid)',
    ],
    [
      'a logo link that is protocol-relative',
      { logo: '//evil.com/logo.png' },
      'Logo: upload the file again (the link is not valid)',
    ],
    [
      'a media item without a link',
      { media: [{ type: 'image' }] },
      'Photo or video: upload the file again (the link is not valid)',
    ],
    [
      'a location without coordinates',
      { orgLocations: { locations: [{ description: 'Austin' }], numberOfLocations: 1 } },
      'Choose the location from the suggestions so it has coordinates',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(errorOf({ ...validDetails, ...change })).toBe(message);
  });

  it('the update schema accepts any subset, features included', () => {
    expect(organizationDetailsUpdateSchema.parse({ features: { aboutUs: 'New text' } })).toEqual({
      features: { aboutUs: 'New text' },
    });
    expect(organizationDetailsUpdateSchema.parse({})).toEqual({});
  });

  it('the update keeps what is not sent, and an explicit null clears a field that may be empty', () => {
    const cleared = organizationDetailsUpdateSchema.parse({
      logo: null,
      orgLocations: null,
      features: { nonPhysicianProvider: null, aboutUs: null },
      media: null,
      socialLinks: { facebook: null, websiteUrl: 'practice.com' },
    });
    expect(cleared).toEqual({
      logo: null,
      orgLocations: null,
      features: { nonPhysicianProvider: null, aboutUs: null },
      media: null,
      socialLinks: { facebook: null, websiteUrl: 'https://practice.com' },
    });
    expect(organizationDetailsUpdateSchema.parse({ socialLinks: null })).toEqual({ socialLinks: null });
    expect(
      legacyProfileUpdateSchema.parse({
        linkedin: null,
        managingPartner: null,
        specialty: null,
        subSpecialty: null,
      }),
    ).toEqual({ linkedin: null, managingPartner: null, specialty: null, subSpecialty: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'the organization name',
      { organizationName: null },
      'The organization name is required and cannot be cleared',
    ],
    [
      "the practice manager's name",
      { practiceManagerName: null },
      "The practice manager's name is required and cannot be cleared",
    ],
    ['the organization email', { email: null }, 'The organization email is required and cannot be cleared'],
    ['the phone number', { phoneNumber: null }, 'The phone number is required and cannot be cleared'],
    [
      'the practice type',
      { features: { practiceType: null } },
      'The practice type is required and cannot be cleared',
    ],
    [
      'the number of physicians',
      { features: { aboutUs: 'Still here', noOfPhysician: null } },
      'The number of physicians is required and cannot be cleared',
    ],
    [
      'the features as a whole',
      { features: null },
      'The practice type and the number of physicians are required and cannot be cleared',
    ],
  ])('the update refuses to clear %s, naming it', (_field, update, message) => {
    const result = organizationDetailsUpdateSchema.safeParse(update);
    expect(result.success).toBe(false);
    if (!result.success) expect(formatValidationError(result.error)).toBe(message);
    const legacy = legacyProfileUpdateSchema.safeParse(update);
    expect(legacy.success).toBe(false);
  });

  it('the full first step still refuses null where a value is required', () => {
    expect(errorOf({ ...validDetails, organizationName: null })).toBe('Enter the organization name');
    expect(organizationDetailsSchema.safeParse({ ...validDetails, logo: null }).success).toBe(false);
  });

  it('the older profile update adds linkedin, managingPartner, specialty, subSpecialty, deletedImgskeys, locations', () => {
    const update = legacyProfileUpdateSchema.parse({
      linkedin: 'linkedin.com/company/hill-country',
      managingPartner: 'Dr. Lee',
      specialty: 'family-medicine',
      subSpecialty: ['sports-medicine-family-medicine'],
      deletedImgskeys: ['uploads/old.jpg'],
      locations: [{ description: 'Round Rock, TX', coords: { latitude: 30.5, longitude: -97.6 } }],
    });
    expect(update.specialty).toEqual(['family-medicine']);
    expect(update.linkedin).toBe('https://linkedin.com/company/hill-country');
  });
});

describe('long hostile values cost no more than short ones (issue 11)', () => {
  /** A URL-looking start, 100 000 letters and a space: what made the old link pattern backtrack. */
  const hostile = `https://${'a'.repeat(100_000)} x`;

  function millisecondsToParse(payload: unknown): number {
    const started = performance.now();
    organizationDetailsUpdateSchema.safeParse(payload);
    return performance.now() - started;
  }

  it.each([
    ['logo', { logo: hostile }],
    ['a media link', { media: [{ url: hostile }] }],
    ['a website', { socialLinks: { websiteUrl: hostile } }],
    ['a phone number', { phoneNumber: `+${'1'.repeat(100_000)}x` }],
    ['an email address', { email: `${'a.'.repeat(50_000)}@x` }],
  ])('refuses 100 KB in %s at once, with the field’s message', (_field, payload) => {
    const fastest = Math.min(...[1, 2, 3].map(() => millisecondsToParse(payload)));
    expect(fastest).toBeLessThan(20);
    expect(organizationDetailsUpdateSchema.safeParse(payload).success).toBe(false);
  });

  it('still reads the links people type', () => {
    const update = organizationDetailsUpdateSchema.parse({
      logo: 'HTTPS://cdn.medhire.test/logos/a.png',
      media: [{ url: '/uploads/lobby.jpg' }],
      socialLinks: { websiteUrl: 'sub.practice-name.health/about?x=1', twitter: 'http://x.com/practice' },
    });
    expect(update.socialLinks?.websiteUrl).toBe('https://sub.practice-name.health/about?x=1');
    for (const refused of [
      { logo: 'https:///path' },
      { logo: 'https://?q' },
      { logo: 'ftp://files.test/a.png' },
      { logo: '/\\evil.com' },
      { media: [{ url: '/uploads/a b.png' }] },
      { socialLinks: { websiteUrl: 'https://localhost' } },
      { socialLinks: { websiteUrl: 'https://-bad-.com' } },
      { socialLinks: { websiteUrl: 'mailto:a@b.com' } },
    ]) {
      expect(organizationDetailsUpdateSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
  });
});

import { z } from 'zod';
import { practiceTypes } from '../enums/practice-types';
import { specialties, subSpecialties } from '../enums/specialties';
import {
  boundedText,
  coordinatesSchema,
  emailAddress,
  enumId,
  idText,
  oneOrMany,
  optionalText,
  personName,
  requiredText,
  wholeNumber,
} from './fields';

/** True when `text` holds a space, tab, line break or other whitespace. */
function hasWhitespace(text: string): boolean {
  return /\s/.test(text);
}

/**
 * A web address (`http://` or `https://` followed by a host) or a path on this server ("/uploads/…", never
 * "//host" or "/\\host", which browsers read as another host), without whitespace. Plain checks instead of one
 * pattern, so the time is linear in the length.
 */
export function isFileLink(value: string): boolean {
  if (hasWhitespace(value)) return false;
  if (value.startsWith('/')) return value[1] !== '/' && value[1] !== '\\' && !value.includes('\\');
  const lower = value.slice(0, 8).toLowerCase();
  const rest = lower.startsWith('https://')
    ? value.slice(8)
    : lower.startsWith('http://')
      ? value.slice(7)
      : null;
  return rest !== null && rest.length > 0 && !'/?#'.includes(rest.charAt(0));
}

/** A link to an uploaded file: a web address, or a path on this server ("/uploads/…"). */
function fileLink(field: string) {
  const message = `${field}: upload the file again (the link is not valid)`;
  return boundedText(2048, message).trim().refine(isFileLink, message);
}

/** A host name such as "practice.com": dot-separated labels of letters, digits and inner hyphens, a TLD of letters. */
function isDomainName(hostname: string): boolean {
  const labels = hostname.split('.');
  return (
    hostname.length <= 253 &&
    labels.length >= 2 &&
    /^[a-z]{2,63}$/i.test(labels.at(-1) ?? '') &&
    labels.every((label) => label.length <= 63 && /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i.test(label))
  );
}

/** True for an http or https address of a named host, as the URL parser reads it. */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && isDomainName(url.hostname);
}

/** Starts with a URL scheme ("https:", "mailto:", "javascript:"); anchored, so linear in the length. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A social or website link. "practice.com" is read as "https://practice.com", because people type
 * addresses without the scheme; only http and https are accepted, so no `javascript:` link is stored.
 */
function webLink(field: string, example: string) {
  const message = `${field}: enter a web address, like ${example}`;
  return boundedText(2048, message)
    .trim()
    .transform((value) => (SCHEME.test(value) ? value : `https://${value}`))
    .pipe(boundedText(2048, message).refine(isWebAddress, message));
}

/** One location of the organization: the address as chosen from the suggestions, with coordinates. */
export const organizationLocationSchema = z.object({
  description: requiredText('A location address', 'Enter the address of each location', 300),
  coords: coordinatesSchema,
});
/** One location of the organization. */
export type OrganizationLocation = z.infer<typeof organizationLocationSchema>;

/** An uploaded photo or video of the organization. Its `_id` is not sent back: unknown keys are dropped. */
export const mediaItemSchema = z.object({
  url: fileLink('Photo or video'),
  key: boundedText(1024, 'Photo or video: upload the file again').trim().optional(),
  type: z
    .enum(['image', 'video'], { error: 'Photos and videos only: upload an image or a video' })
    .optional(),
  name: optionalText('The file name', 255),
});
/** An uploaded photo or video. */
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** Links to the organization's pages. */
export const socialLinksSchema = z.object({
  facebook: webLink('Facebook link', 'facebook.com/yourpractice').optional(),
  twitter: webLink('X (Twitter) link', 'x.com/yourpractice').optional(),
  instagram: webLink('Instagram link', 'instagram.com/yourpractice').optional(),
  websiteUrl: webLink('Website', 'yourpractice.com').optional(),
});
/** Links to the organization's pages. */
export type SocialLinks = z.infer<typeof socialLinksSchema>;

const phoneNumber = boundedText(
  40,
  'Enter a valid phone number, like (512) 555-0100',
  'Enter the phone number',
)
  .trim()
  .min(1, 'Enter the phone number')
  .regex(/^\+?[\d\s().-]{7,25}$/, 'Enter a valid phone number, like (512) 555-0100')
  .refine((value) => {
    const digitCount = value.replace(/\D/g, '').length;
    return digitCount >= 10 && digitCount <= 15;
  }, 'Enter a valid phone number, like (512) 555-0100');

const organizationLocations = z.object({
  locations: z
    .array(organizationLocationSchema, { error: 'Locations must be a list' })
    .max(500, 'An organization can list at most 500 locations'),
  numberOfLocations: wholeNumber('The number of locations', 0, 10_000),
});

const featureFields = {
  practiceType: enumId(practiceTypes, 'Choose the practice type'),
  noOfPhysician: wholeNumber('The number of physicians', 0, 100_000, 'Enter the number of physicians'),
  nonPhysicianProvider: wholeNumber('The number of non-physician providers', 0, 100_000).optional(),
  aboutUs: optionalText('About us', 5_000),
};

const organizationFields = {
  logo: fileLink('Logo').optional(),
  organizationName: requiredText('The organization name', 'Enter the organization name', 200),
  // Candidates read it beside the owner's messages.
  practiceManagerName: personName("The practice manager's name", "Enter the practice manager's name", 200),
  email: emailAddress('Enter the organization email address'),
  phoneNumber,
  orgLocations: organizationLocations.optional(),
  features: z.object(featureFields, { error: 'Choose the practice type and enter the number of physicians' }),
  media: z
    .array(mediaItemSchema, { error: 'Media must be a list' })
    .max(50, 'Add at most 50 photos and videos')
    .optional(),
  socialLinks: socialLinksSchema.optional(),
};

/**
 * `PATCH /employer/auth/v1/update-orgdetails/{id}` with the whole step: logo, name, practice manager,
 * email, phone, locations, features (practice type, physicians, non-physician providers, about us),
 * media and social links. Name, manager, email, phone, practice type and physician count are required.
 */
export const organizationDetailsSchema = z.object(organizationFields);
/** The organization detail payload. */
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

/** A field that may be empty, in an update: `null` clears it; a field not sent keeps what is stored. */
function clearable<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullable().optional();
}

/**
 * A field that must keep a value, in an update: a field not sent keeps what is stored, and `null` (clearing
 * it) is refused with `message`, before the field's own checks.
 */
function notClearable<Schema extends z.ZodType>(schema: Schema, message: string) {
  return z
    .preprocess<unknown, Schema, unknown>((value, context) => {
      if (value === null) {
        context.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return value;
    }, schema)
    .optional();
}

const featureUpdateFields = {
  practiceType: notClearable(
    featureFields.practiceType,
    'The practice type is required and cannot be cleared',
  ),
  noOfPhysician: notClearable(
    featureFields.noOfPhysician,
    'The number of physicians is required and cannot be cleared',
  ),
  nonPhysicianProvider: clearable(featureFields.nonPhysicianProvider),
  aboutUs: clearable(featureFields.aboutUs),
};

const organizationUpdateFields = {
  logo: clearable(organizationFields.logo),
  organizationName: notClearable(
    organizationFields.organizationName,
    'The organization name is required and cannot be cleared',
  ),
  practiceManagerName: notClearable(
    organizationFields.practiceManagerName,
    "The practice manager's name is required and cannot be cleared",
  ),
  email: notClearable(organizationFields.email, 'The organization email is required and cannot be cleared'),
  phoneNumber: notClearable(
    organizationFields.phoneNumber,
    'The phone number is required and cannot be cleared',
  ),
  orgLocations: clearable(organizationLocations),
  features: notClearable(
    z.object(featureUpdateFields, {
      error: 'Choose the practice type and enter the number of physicians',
    }),
    'The practice type and the number of physicians are required and cannot be cleared',
  ),
  media: clearable(organizationFields.media),
  socialLinks: clearable(
    z.object({
      facebook: clearable(socialLinksSchema.shape.facebook),
      twitter: clearable(socialLinksSchema.shape.twitter),
      instagram: clearable(socialLinksSchema.shape.instagram),
      websiteUrl: clearable(socialLinksSchema.shape.websiteUrl),
    }),
  ),
};

/**
 * The same fields for the wizard's later steps and `PATCH /employer/auth/v1/update-profile/{id}`, which send
 * only what changed. The rule of an update: a field not sent keeps what is stored; a value replaces it; an
 * explicit `null` clears a field that may be empty (logo, locations, non-physician providers, "About us",
 * media, social links); a required field (name, practice manager, email, phone, practice type, number of
 * physicians) refuses `null` with a message that names it.
 */
export const organizationDetailsUpdateSchema = z.object(organizationUpdateFields);
/** A partial organization detail payload; `null` clears a field that may be empty. */
export type OrganizationDetailsUpdate = z.infer<typeof organizationDetailsUpdateSchema>;

/**
 * `PATCH /employer/auth/update-profile/{id}`, the older profile update: the organization fields plus
 * linkedin, managingPartner, specialty, subSpecialty, deletedImgskeys (storage keys of removed media)
 * and locations. Specialty and sub-specialty take one id or a list (older clients send one). As in
 * {@link organizationDetailsUpdateSchema}, `null` clears linkedin, managingPartner, specialty and subSpecialty.
 */
export const legacyProfileUpdateSchema = organizationDetailsUpdateSchema.extend({
  linkedin: clearable(webLink('LinkedIn link', 'linkedin.com/company/yourpractice')),
  managingPartner: clearable(optionalText("The managing partner's name", 200)),
  specialty: clearable(oneOrMany(enumId(specialties, 'Choose the specialty from the list'), 'Specialty')),
  subSpecialty: clearable(
    oneOrMany(enumId(subSpecialties, 'Choose the sub-specialty from the list'), 'Sub-specialty'),
  ),
  deletedImgskeys: z
    .array(idText('Removed media: the file key is missing'), { error: 'Removed media must be a list' })
    .max(100, 'Remove at most 100 files at a time')
    .optional(),
  locations: z
    .array(organizationLocationSchema, { error: 'Locations must be a list' })
    .max(500, 'An organization can list at most 500 locations')
    .optional(),
});
/** The older profile update payload. */
export type LegacyProfileUpdate = z.infer<typeof legacyProfileUpdateSchema>;

import type { z } from 'zod';

/** Words a recruiter reads (as written mid-sentence) for field names that camelCase splitting gets wrong. */
const fieldLabels: Readonly<Record<string, string>> = {
  _id: 'id',
  npiNumber: 'NPI number',
  otp: 'code',
  reasonForJobOpp: 'reason for the job opportunity',
  supportBenefitPerk: 'benefits and perks',
  noOfPhysician: 'number of physicians',
  nonPhysicianProvider: 'number of non-physician providers',
  electronicMedRecord: 'electronic medical record',
  speakerShip: 'speakership',
  deletedImgskeys: 'removed media',
  locationsDetails: 'locations',
  orgLocations: 'locations',
  tempMsgId: 'temporary message id',
  websiteUrl: 'website',
  coords: 'coordinates',
  boardCertStatus: 'board status',
  specialtiesIds: 'specialties',
};

/** Zod's own English messages start with these words; ours never do. */
const defaultMessagePattern = /^(Invalid|Too (small|big)|Unrecognized key|Expected|Required)/;

function labelOfSegment(segment: PropertyKey): string {
  if (typeof segment === 'number') {
    return `item ${segment + 1}`;
  }
  const key = String(segment);
  return fieldLabels[key] ?? key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "salaryRange.min" → "Salary range, min"; a list position reads "item 2". */
export function labelOfPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) {
    return 'The form';
  }
  const label = path.map(labelOfSegment).join(', ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * One sentence for one zod issue. The schemas' own messages already name their field and are kept;
 * a zod default message ("Invalid input: expected string, received undefined") is rewritten to name
 * the field in words ("Job title is required"), so nothing technical reaches a toast.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (!defaultMessagePattern.test(issue.message)) {
    return issue.message;
  }
  const label = labelOfPath(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? `${label} is required` : `${label} is not valid`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${label} must be at least ${String(issue.minimum)} characters`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `${label} needs at least ${String(issue.minimum)} item(s)`
          : `${label} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${label} must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array' || issue.origin === 'set'
          ? `${label} can have at most ${String(issue.maximum)} item(s)`
          : `${label} must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return `${label} is not a valid ${issue.format === 'email' ? 'email address' : issue.format}`;
    case 'unrecognized_keys':
      return `${label} has fields that are not allowed: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return `${label}: choose one of the listed options`;
    case 'not_multiple_of':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid`;
    default:
      issue satisfies never;
      return `${label} is not valid`;
  }
}

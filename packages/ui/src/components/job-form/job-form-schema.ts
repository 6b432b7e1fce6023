import { dropBlankValues, type HalfDayCategory, halfDayCategories, type JobLocation } from '@medhire/domain';

/** A money range as the form holds it: a cleared amount is `null`. */
export type JobFormRange = { min: number | null; max: number | null };

/**
 * Every value of the job form as the controls hold it (a cleared choice is `null`, a cleared text is
 * `""`). Plain JSON, so the app can store it as a draft and give it back as `defaultValues`.
 */
export type JobFormValues = {
  title: string;
  specialty: string | null;
  subSpecialty: string | null;
  employmentType: string | null;
  reasonForJobOpp: string | null;
  salaryRange: JobFormRange;
  signOnBonus: JobFormRange;
  productiveBonus: string | null;
  stipendTraining: string;
  loanRepaymentAssistance: string;
  vacation: string;
  callSchedule: string;
  requiredTravel: string;
  halfDaysPerWeek: Record<HalfDayCategory, number | null>;
  advancedTech: string;
  electronicMedRecord: string;
  scribeSupport: boolean | null;
  supportBenefitPerk: string[];
  partnership: { value: string | null; types: string[] };
  academicResearchOpportunity: boolean | null;
  mentorship: boolean | null;
  speakerShip: boolean | null;
  globalMissions: boolean | null;
  locations: JobLocation[];
  additionalContext: string;
};

type LooseRange = string | { min?: number | string | null; max?: number | string | null } | null;

/**
 * What the form starts from: a saved job (the payload or the job as the server returns it, salary as
 * `{ min, max }` or JSON text) or a draft of {@link JobFormValues}. Anything missing starts empty.
 */
export type JobFormDefaultValues = {
  [Key in keyof JobFormValues]?: Key extends 'salaryRange' | 'signOnBonus'
    ? LooseRange
    : Key extends 'halfDaysPerWeek'
      ? Partial<Record<HalfDayCategory, number | string | null>> | null
      : Key extends 'partnership'
        ? { value?: string | null; types?: readonly string[] | null } | null
        : Key extends 'supportBenefitPerk'
          ? readonly string[] | null
          : Key extends 'locations'
            ? readonly JobLocation[] | null
            : JobFormValues[Key] | undefined;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function choice(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function yesNo(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

function amount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function range(value: unknown): JobFormRange {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      parsed = null;
    }
  }
  return isRecord(parsed) ? { min: amount(parsed.min), max: amount(parsed.max) } : { min: null, max: null };
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The form's values from a saved job or a draft; anything missing or unreadable starts empty. */
export function toFormValues(defaults: JobFormDefaultValues | undefined): JobFormValues {
  const source: Record<string, unknown> = isRecord(defaults) ? defaults : {};
  const halfDays = isRecord(source.halfDaysPerWeek) ? source.halfDaysPerWeek : {};
  const partnership = isRecord(source.partnership) ? source.partnership : {};
  return {
    title: text(source.title),
    specialty: choice(source.specialty),
    subSpecialty: choice(source.subSpecialty),
    employmentType: choice(source.employmentType),
    reasonForJobOpp: choice(source.reasonForJobOpp),
    salaryRange: range(source.salaryRange),
    signOnBonus: range(source.signOnBonus),
    productiveBonus: choice(source.productiveBonus),
    stipendTraining: text(source.stipendTraining),
    loanRepaymentAssistance: text(source.loanRepaymentAssistance),
    vacation: text(source.vacation),
    callSchedule: text(source.callSchedule),
    requiredTravel: text(source.requiredTravel),
    halfDaysPerWeek: Object.fromEntries(
      halfDayCategories.map((category) => [category, amount(halfDays[category])]),
    ) as Record<HalfDayCategory, number | null>,
    advancedTech: text(source.advancedTech),
    electronicMedRecord: text(source.electronicMedRecord),
    scribeSupport: yesNo(source.scribeSupport),
    supportBenefitPerk: list(source.supportBenefitPerk),
    partnership: { value: choice(partnership.value), types: list(partnership.types) },
    academicResearchOpportunity: yesNo(source.academicResearchOpportunity),
    mentorship: yesNo(source.mentorship),
    speakerShip: yesNo(source.speakerShip),
    globalMissions: yesNo(source.globalMissions),
    locations: Array.isArray(source.locations) ? [...(source.locations as JobLocation[])] : [],
    additionalContext: text(source.additionalContext),
  };
}

/** The values with every text trimmed, so spaces alone count as nothing typed. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  return value;
}

/**
 * Whether a saved draft (or a job) holds anything a recruiter typed or chose: `false` for nothing stored, for
 * unreadable values, and for values that are the empty form (spaces alone count as nothing). Only such a draft is
 * worth restoring, and saying so.
 */
export function hasJobFormContent(defaults: JobFormDefaultValues | undefined): boolean {
  if (!isRecord(defaults)) return false;
  const empty = JSON.stringify(trimmed(toFormValues(undefined)));
  return JSON.stringify(trimmed(toFormValues(defaults))) !== empty;
}

function blank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * The payload the form's values stand for, before the domain checks it. Empty values are absent
 * (spec §5); a range, the half-day split or the partnership left wholly empty is absent too, so an
 * optional group the recruiter skipped is not refused. A half-filled range stays and gets the
 * domain's message.
 */
export function toPayloadInput(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const values: Record<string, unknown> = { ...raw };
  for (const key of ['salaryRange', 'signOnBonus']) {
    const value = values[key];
    if (isRecord(value) && blank(value.min) && blank(value.max)) delete values[key];
  }
  const halfDays = values.halfDaysPerWeek;
  if (isRecord(halfDays) && Object.values(halfDays).every(blank)) delete values.halfDaysPerWeek;
  const partnership = values.partnership;
  if (isRecord(partnership)) {
    const types = Array.isArray(partnership.types) ? partnership.types : [];
    if (blank(partnership.value) && types.length === 0) delete values.partnership;
    else if (types.length === 0) values.partnership = { value: partnership.value };
  }
  if (Array.isArray(values.supportBenefitPerk) && values.supportBenefitPerk.length === 0) {
    delete values.supportBenefitPerk;
  }
  return dropBlankValues(values);
}

import { type JobPayloadInput, jobPayloadSchema } from '@medhire/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employers, jobs } from '../../db/schema.js';
import { jobColumns } from './service.js';

const madison = {
  city: 'Madison',
  state: 'WI',
  description: 'Madison, WI',
  coords: { latitude: 43.0731, longitude: -89.4012 },
};
const middleton = {
  city: 'Middleton',
  state: 'WI',
  description: 'Middleton, WI',
  coords: { latitude: 43.0972, longitude: -89.5043 },
};

/**
 * The demo employer's (Lakeside Family Medicine, Madison WI) open jobs, every field filled, oldest first:
 * the list shows the last one on top. Each goes through the domain's jobPayloadSchema like a posted job.
 */
export const DEMO_JOBS: readonly JobPayloadInput[] = [
  {
    title: 'Family Medicine Physician',
    specialty: 'family-medicine',
    subSpecialty: 'geriatric-medicine-family-medicine',
    employmentType: 'full-time',
    reasonForJobOpp: 'retirement',
    salaryRange: '{"min":265000,"max":310000}',
    signOnBonus: '{"min":20000,"max":40000}',
    productiveBonus: 'rvu-productivity-bonus',
    stipendTraining: '$2,500 a month for a resident who signs in the final year of training',
    loanRepaymentAssistance: 'Up to $100,000 over five years; Wisconsin Health Service Corps eligible',
    vacation: '5 weeks of paid time off plus 5 CME days',
    callSchedule: '1 in 8 weeknights, phone call only; no hospital rounding',
    requiredTravel: 'None: one clinic, on Madison’s east side',
    additionalContext:
      'Take over a full panel of 1,800 patients, many of them older adults, from a physician retiring after ' +
      '30 years with us, including visits at a senior living community next door. Outpatient only. Our own ' +
      'lab and X-ray on site, and a care manager for patients with chronic conditions. Geriatric ' +
      'experience welcome, not required.',
    halfDaysPerWeek: { outpatient: 8, inpatient: 0, procedural: 0, administrative: 1, other: 0 },
    advancedTech: 'Ambient AI scribe, remote blood-pressure monitoring, point-of-care ultrasound',
    electronicMedRecord: 'Epic',
    scribeSupport: true,
    supportBenefitPerk: [
      'Health insurance',
      'Dental insurance',
      '401(k) match',
      'Malpractice with tail coverage',
      'CME allowance',
      'Relocation assistance',
      'Paid parental leave',
    ],
    partnership: { value: 'Yes', types: ['proven-partnership-track', 'real-estate-ownership'] },
    academicResearchOpportunity: false,
    mentorship: true,
    speakerShip: false,
    globalMissions: false,
    locations: [madison],
  },
  {
    title: 'Primary Care Sports Medicine Physician',
    specialty: 'family-medicine',
    subSpecialty: 'sports-medicine-family-medicine',
    employmentType: 'full-time',
    reasonForJobOpp: 'new-location-or-service',
    salaryRange: '{"min":285000,"max":340000}',
    signOnBonus: '{"min":25000,"max":35000}',
    productiveBonus: 'collections-productivity-bonus',
    stipendTraining: '$3,000 a month during fellowship for a fellow who signs early',
    loanRepaymentAssistance: 'Up to $60,000 over three years',
    vacation: '6 weeks of paid time off including CME',
    callSchedule: 'No clinic call; Friday-night high-school football coverage in the fall, shared by four',
    requiredTravel: 'Clinics in Madison and Middleton, 15 minutes apart; event coverage across Dane County',
    additionalContext:
      'Lead our new sports medicine clinic beside the Middleton athletic complex: musculoskeletal ' +
      'ultrasound, concussion care and team physician roles with two high schools and a college club team. ' +
      'Two athletic trainers and a physical therapist work in the clinic.',
    halfDaysPerWeek: { outpatient: 6, inpatient: 0, procedural: 2, administrative: 1, other: 1 },
    advancedTech: 'Musculoskeletal ultrasound with guided injections, in-house digital X-ray',
    electronicMedRecord: 'Epic',
    scribeSupport: true,
    supportBenefitPerk: [
      'Health insurance',
      'Dental insurance',
      'Vision insurance',
      '401(k) match',
      'Malpractice with tail coverage',
      'CME allowance',
      'Licensing and DEA fees paid',
    ],
    partnership: { value: 'Yes', types: ['proven-partnership-track', 'practice-ownership'] },
    academicResearchOpportunity: true,
    mentorship: true,
    speakerShip: true,
    globalMissions: false,
    locations: [middleton, madison],
  },
  {
    title: 'Urgent Care Physician',
    specialty: 'family-medicine',
    subSpecialty: 'urgent-care-medicine',
    employmentType: 'part-time',
    reasonForJobOpp: 'increased-patient-demand',
    salaryRange: '{"min":180000,"max":220000}',
    signOnBonus: '{"min":10000,"max":15000}',
    productiveBonus: 'quality-incentive-bonus',
    stipendTraining: 'Paid orientation: two weeks of shifts alongside a senior physician',
    loanRepaymentAssistance: 'Up to $30,000 over three years',
    vacation: 'Self-scheduled shifts; 3 weeks of paid time off prorated',
    callSchedule: 'No call: 10-hour shifts, 8 am to 6 pm or noon to 10 pm, one weekend in three',
    requiredTravel: 'Shifts at our Madison and Middleton same-day clinics',
    additionalContext:
      'Our same-day care clinics see 40 to 60 patients a day with a physician assistant and two nurses per ' +
      'shift. On-site X-ray, lab and laceration repair; most visits are minor injuries and acute illness. ' +
      'Three shifts a week.',
    halfDaysPerWeek: { outpatient: 6, inpatient: 0, procedural: 0, administrative: 0, other: 0 },
    advancedTech: 'Digital X-ray read remotely within 30 minutes, telehealth visits between shifts',
    electronicMedRecord: 'Epic',
    scribeSupport: false,
    supportBenefitPerk: [
      'Health insurance',
      '401(k) match',
      'Occurrence-based malpractice insurance',
      'CME allowance',
      'Paid time off',
    ],
    partnership: { value: 'No' },
    academicResearchOpportunity: false,
    mentorship: true,
    speakerShip: false,
    globalMissions: true,
    locations: [madison, middleton],
  },
];

/**
 * Posts {@link DEMO_JOBS} for the demo employer unless the employer has any job already (so jobs the demo
 * user edited, closed or deleted are never brought back). Safe at every start and from two nodes at once:
 * the employer's row is locked while checking and inserting. Answers how many jobs it added (0 or 3).
 */
export async function seedDemoJobs(db: Db, employerId: string): Promise<number> {
  const values = DEMO_JOBS.map((job) => ({ employerId, ...jobColumns(jobPayloadSchema.parse(job)) }));
  return db.transaction(async (tx) => {
    const [employer] = await tx
      .select({ id: employers.id })
      .from(employers)
      .where(eq(employers.id, employerId))
      .for('update');
    if (!employer) throw new Error('The demo employer does not exist');
    const [existing] = await tx.select({ n: count() }).from(jobs).where(eq(jobs.employerId, employerId));
    if ((existing?.n ?? 0) > 0) return 0;
    // A minute apart (now() is one instant inside a transaction), so the list's order is the same every time.
    const now = Date.now();
    const rows = values.map((value, index) => {
      const at = new Date(now - (values.length - 1 - index) * 60_000);
      return { ...value, createdAt: at, updatedAt: at };
    });
    await tx.insert(jobs).values(rows);
    return rows.length;
  });
}

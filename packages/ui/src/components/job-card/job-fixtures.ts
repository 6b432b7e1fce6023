import { jobCompleteness } from '@medhire/domain';
import type { JobCardJob } from './job-card';

/** Story data: jobs as the server sends them (`JobView`, the fields the card reads). */

export const sportsJob: JobCardJob = {
  _id: 'job_sports',
  status: 'open',
  title: 'Sports Medicine Physician',
  specialty: 'family-medicine',
  subSpecialty: 'sports-medicine-family-medicine',
  employmentType: 'full-time',
  salaryRange: { min: 280_000, max: 340_000 },
  locations: [
    { city: 'Madison', state: 'WI' },
    { city: 'Verona', state: 'WI' },
  ],
  applicantCount: 14,
  pipelineCounts: { Shortlisted: 6, Submitted: 3, Interview: 2, Offer: 1, Hired: 0, Rejected: 2 },
  pendingInvites: 3,
  // Pay range, half-days and benefits told; call schedule and partnership missing.
  completeness: jobCompleteness({
    salaryRange: { min: 280_000, max: 340_000 },
    halfDaysPerWeek: { outpatient: 8 },
    supportBenefitPerk: ['Health insurance'],
  }),
  createdAt: '2026-02-10T15:00:00.000Z',
};

export const closedJob: JobCardJob = {
  _id: 'job_urgent',
  status: 'closed',
  title: 'Urgent Care Physician',
  specialty: 'emergency-medicine',
  employmentType: 'per-diem',
  salaryRange: { min: 150, max: 190 },
  locations: [{ city: 'Sun Prairie', state: 'WI' }],
  applicantCount: 1,
  pipelineCounts: { Shortlisted: 0, Submitted: 0, Interview: 0, Offer: 0, Hired: 1, Rejected: 0 },
  pendingInvites: 0,
  completeness: jobCompleteness({
    salaryRange: { min: 150, max: 190 },
    callSchedule: 'No call',
    halfDaysPerWeek: { other: 10 },
    supportBenefitPerk: ['Malpractice with tail coverage'],
    partnership: { value: 'No' },
  }),
  createdAt: '2025-11-02T15:00:00.000Z',
  closedAt: '2026-01-20T15:00:00.000Z',
};

export const newJob: JobCardJob = {
  _id: 'job_np',
  status: 'open',
  title: 'Nurse Practitioner, Family Medicine',
  specialty: 'family-medicine',
  employmentType: 'part-time',
  salaryRange: { min: 120_000, max: 120_000 },
  locations: [{ city: 'Middleton', state: 'WI' }],
  applicantCount: 0,
  pipelineCounts: { Shortlisted: 0, Submitted: 0, Interview: 0, Offer: 0, Hired: 0, Rejected: 0 },
  pendingInvites: 0,
  // Only the salary, as the smallest job the form accepts.
  completeness: jobCompleteness({ salaryRange: { min: 120_000, max: 120_000 } }),
  createdAt: '2026-03-01T15:00:00.000Z',
};

export const longJob: JobCardJob = {
  ...sportsJob,
  _id: 'job_long',
  title:
    'Non-Operative Sports Medicine and Musculoskeletal Ultrasound Physician for the Greater Madison Orthopaedic Network',
  specialty: 'physical-medicine-and-rehabilitation',
  subSpecialty: 'sports-medicine-physical-medicine-and-rehabilitation',
  employmentType: 'locum-tenens',
  salaryRange: { min: 310_500, max: 1_250_000 },
  locations: [
    { city: 'Madison', state: 'WI' },
    { city: 'Verona', state: 'WI' },
    { city: 'Fitchburg', state: 'WI' },
    { city: 'Sun Prairie', state: 'WI' },
    { city: 'Rockford', state: 'IL' },
  ],
  applicantCount: 1_204,
  pipelineCounts: { Shortlisted: 640, Submitted: 210, Interview: 88, Offer: 12, Hired: 9, Rejected: 245 },
  pendingInvites: 1,
};

import type { ScoreReason as ApplicantReason } from '@medhire/domain';
import type { ApplicantCardApplicant } from './applicant-card';

/** Story data: candidates as the server sends them (`ApplicantView`). */

export const mayaReasons: ApplicantReason[] = [
  { factor: 'subSpecialty', text: 'Same sub-specialty: Sports Medicine', impact: 'positive' },
  {
    factor: 'distance',
    text: 'Home in Rockford, IL, in Illinois, a preferred state, 61 miles from Madison, WI',
    impact: 'positive',
  },
  { factor: 'boardStatus', text: 'Board certified', impact: 'positive' },
  { factor: 'experience', text: '8 years of experience (3 wanted)', impact: 'positive' },
  { factor: 'yearAvailable', text: 'Available 2027 (you asked for 2026)', impact: 'negative' },
];

export const maya: ApplicantCardApplicant & {
  training: { medicalSchool: string; residency: string; fellowship?: string };
  licenses: string[];
  bio: string;
} = {
  _id: 'cand_maya',
  firstName: 'Maya',
  lastName: 'Chen',
  providerType: 'md',
  specialty: 'family-medicine',
  subSpecialty: 'sports-medicine-family-medicine',
  homeCity: 'Rockford',
  homeState: 'IL',
  boardStatus: 'board-certified',
  yearsOfExperience: 8,
  yearAvailable: 2027,
  score: 87,
  scoredFor: { kind: 'preferences' },
  reasons: mayaReasons,
  saved: false,
  matches: [],
  training: {
    medicalSchool: 'University of Illinois College of Medicine',
    residency: 'Family Medicine, Mayo Clinic Health System – Eau Claire',
    fellowship: 'Primary Care Sports Medicine, University of Wisconsin',
  },
  licenses: ['IL', 'WI', 'MN'],
  bio: 'Team physician for a Division III college for five years. I enjoy continuity clinic, musculoskeletal ultrasound and teaching residents, and I am looking for a practice with a strong sports medicine program near family in the Midwest.',
};

export const sam: ApplicantCardApplicant = {
  _id: 'cand_sam',
  firstName: 'Sam',
  lastName: 'Ortiz',
  providerType: 'np',
  specialty: 'family-medicine',
  homeState: 'TX',
  boardStatus: 'board-eligible',
  yearsOfExperience: 1,
  yearAvailable: 2026,
  score: 42,
  scoredFor: { kind: 'preferences' },
  reasons: [
    { factor: 'specialty', text: 'Same specialty: Family Medicine', impact: 'positive' },
    { factor: 'distance', text: 'Home state 1,050 miles from Madison, WI', impact: 'negative' },
    { factor: 'experience', text: '1 year of experience (3 wanted)', impact: 'negative' },
    { factor: 'boardStatus', text: 'Board eligible', impact: 'neutral' },
  ],
  saved: true,
  matches: [],
};

export const longNamed: ApplicantCardApplicant = {
  ...maya,
  _id: 'cand_long',
  firstName: 'Maria-Guadalupe Alejandra',
  lastName: 'Fernández-Castellanos de la Rosa y Villanueva',
  providerType: 'do',
  specialty: 'physical-medicine-and-rehabilitation',
  subSpecialty: 'sports-medicine-physical-medicine-and-rehabilitation',
  homeCity: 'Rancho Santa Margarita',
  homeState: 'CA',
  score: 64,
  scoredFor: { kind: 'job', jobId: 'job_madison', title: 'Family Medicine Physician — Madison' },
  reasons: [
    {
      factor: 'subSpecialty',
      text: 'Same sub-specialty: Sports Medicine (Physical Medicine and Rehabilitation), which this job lists as its first choice',
      impact: 'positive',
    },
    { factor: 'distance', text: 'Home state 1,720 miles from Madison, WI', impact: 'negative' },
  ],
  matches: [
    {
      _id: 'match_long',
      jobId: 'job_long',
      jobTitle:
        'Non-Operative Sports Medicine and Musculoskeletal Ultrasound Physician for the Greater Madison Orthopaedic Network',
      requestStatus: 'pending',
      pipelineStatus: 'Shortlisted',
    },
  ],
};

export const withMatches: ApplicantCardApplicant = {
  ...maya,
  _id: 'cand_matched',
  saved: true,
  matches: [
    {
      _id: 'match_1',
      jobId: 'job_sports',
      jobTitle: 'Sports Medicine Physician',
      requestStatus: 'pending',
      pipelineStatus: 'Shortlisted',
    },
    {
      _id: 'match_2',
      jobId: 'job_fm',
      jobTitle: 'Family Physician, Verona clinic',
      requestStatus: 'accepted',
      pipelineStatus: 'Interview',
    },
    {
      _id: 'match_3',
      jobId: 'job_urgent',
      jobTitle: 'Urgent Care Physician',
      requestStatus: 'declined',
      pipelineStatus: 'Shortlisted',
    },
  ],
};

/** Invited to a job whose title is as long as real ones are. */
export const withLongJobTitle: ApplicantCardApplicant = {
  ...maya,
  _id: 'cand_long_title',
  matches: [
    {
      _id: 'match_long',
      jobId: 'job_madison_east',
      jobTitle: 'Family Medicine Physician — Madison East Clinic',
      requestStatus: 'pending',
      pipelineStatus: 'Shortlisted',
    },
    {
      _id: 'match_long_2',
      jobId: 'job_madison_west',
      jobTitle: 'Outpatient Internal Medicine Physician, Madison West and Middleton Clinics',
      requestStatus: 'accepted',
      pipelineStatus: 'Interview',
    },
  ],
};

/** Six reasons, every factor, mixed impacts. */
export const manyReasons: ApplicantReason[] = [
  { factor: 'specialty', text: 'Same specialty: Family Medicine', impact: 'positive' },
  { factor: 'subSpecialty', text: 'Same sub-specialty: Sports Medicine', impact: 'positive' },
  {
    factor: 'distance',
    text: 'Home in Rockford, IL, in Illinois, a preferred state, 61 miles from Madison, WI',
    impact: 'positive',
  },
  { factor: 'boardStatus', text: 'Board eligible (you prefer board certified)', impact: 'neutral' },
  { factor: 'experience', text: '2 years of experience (3 wanted)', impact: 'negative' },
  { factor: 'yearAvailable', text: 'Available 2027 (you asked for 2026)', impact: 'negative' },
];

/** Maya early in her career, scored with {@link manyReasons}: her card and her reasons tell the same story. */
export const mayaManyReasons: typeof maya = {
  ...maya,
  boardStatus: 'board-eligible',
  yearsOfExperience: 2,
  score: 58,
  reasons: manyReasons,
  bio: 'Two years in practice since my sports medicine fellowship. I enjoy continuity clinic, musculoskeletal ultrasound and teaching residents, and I am looking for a practice with a strong sports medicine program near family in the Midwest.',
};

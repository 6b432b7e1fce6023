import type { Activity, Actor, CandidateNote } from '@medhire/domain';

/** Story and test data: the Riverside Family Clinic team at work on one job. */

export const dana: Actor = { memberId: null, name: 'Dana Whitfield', role: 'owner' };
export const ana: Actor = { memberId: 'mem_ana', name: 'Ana Ruiz', role: 'recruiter' };
export const omar: Actor = { memberId: 'mem_omar', name: 'Dr. Omar Haddad', role: 'hiring-manager' };

export const familyMedicine = { _id: 'job_fm', title: 'Family Medicine Physician' };
export const chen = { _id: 'cand_chen', firstName: 'Chen', lastName: 'Ito' };
export const maya = { _id: 'cand_maya', firstName: 'Maya', lastName: 'Chen' };

/** An entry with nothing set but what the caller gives. */
export function entry(
  partial: Partial<Activity> & Pick<Activity, '_id' | 'kind' | 'at' | 'actor'>,
): Activity {
  return { job: null, candidate: null, fromStatus: null, toStatus: null, ...partial };
}

/** A job's activity over three days, newest first, by the owner and a recruiter. */
export const jobActivity: Activity[] = [
  entry({
    _id: 'a7',
    kind: 'pipeline-moved',
    at: '2026-03-19T16:05:00.000Z',
    actor: ana,
    job: familyMedicine,
    candidate: chen,
    fromStatus: 'Shortlisted',
    toStatus: 'Interview',
  }),
  entry({
    _id: 'a6',
    kind: 'note-added',
    at: '2026-03-19T15:40:00.000Z',
    actor: ana,
    job: familyMedicine,
    candidate: chen,
  }),
  entry({
    _id: 'a5',
    kind: 'invite-cancelled',
    at: '2026-03-18T21:10:00.000Z',
    actor: dana,
    job: familyMedicine,
    candidate: maya,
  }),
  entry({
    _id: 'a4',
    kind: 'candidate-invited',
    at: '2026-03-18T14:30:00.000Z',
    actor: ana,
    job: familyMedicine,
    candidate: chen,
  }),
  entry({ _id: 'a3', kind: 'job-edited', at: '2026-03-16T17:00:00.000Z', actor: dana, job: familyMedicine }),
  entry({ _id: 'a2', kind: 'job-posted', at: '2026-03-16T15:00:00.000Z', actor: dana, job: familyMedicine }),
];

/** One candidate's timeline across two jobs. */
export const candidateActivity: Activity[] = [
  entry({
    _id: 'c5',
    kind: 'interview-proposed',
    at: '2026-03-19T16:30:00.000Z',
    actor: ana,
    job: familyMedicine,
    candidate: chen,
  }),
  entry({
    _id: 'c4',
    kind: 'pipeline-moved',
    at: '2026-03-19T16:05:00.000Z',
    actor: ana,
    job: familyMedicine,
    candidate: chen,
    fromStatus: 'Shortlisted',
    toStatus: 'Interview',
  }),
  entry({
    _id: 'c3',
    kind: 'note-added',
    at: '2026-03-19T15:40:00.000Z',
    actor: omar,
    job: familyMedicine,
    candidate: chen,
  }),
  entry({
    _id: 'c2',
    kind: 'invite-cancelled',
    at: '2026-03-17T19:00:00.000Z',
    actor: dana,
    job: { _id: 'job_peds', title: 'Pediatrician' },
    candidate: chen,
  }),
  entry({
    _id: 'c1',
    kind: 'candidate-invited',
    at: '2026-03-14T14:30:00.000Z',
    actor: ana,
    job: familyMedicine,
    candidate: chen,
  }),
];

/** Two notes on Chen Ito, by a hiring manager (about the job) and a recruiter. */
export const chenNotes: CandidateNote[] = [
  {
    _id: 'note_2',
    candidateId: chen._id,
    job: familyMedicine,
    body: 'Strong interview. Asked good questions about call coverage.\n\nFollow up on the start date: she can begin in June.',
    createdAt: '2026-03-19T15:40:00.000Z',
    author: omar,
  },
  {
    _id: 'note_1',
    candidateId: chen._id,
    job: null,
    body: 'Prefers a four-day week. Relocating from Minneapolis in the summer.',
    createdAt: '2026-03-16T14:00:00.000Z',
    author: ana,
  },
];

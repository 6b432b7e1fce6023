import { describe, expect, it } from 'vitest';
import { ana, chen, dana, entry, familyMedicine, jobActivity } from './activity-fixtures';
import { activityDays, activityText, momentLabel, unnamedActor } from './activity-words';

const moved = entry({
  _id: 'm',
  kind: 'pipeline-moved',
  at: '2026-03-19T16:05:00.000Z',
  actor: ana,
  job: familyMedicine,
  candidate: chen,
  fromStatus: 'Shortlisted',
  toStatus: 'Interview',
});

describe('activity words', () => {
  it('names the actor with their role, or by role alone when they have no name', () => {
    expect(activityText(moved, 'job')).toBe(
      'Ana Ruiz (Recruiter) moved Chen Ito from Shortlisted to Interview',
    );
    expect(unnamedActor('owner')).toBe('The owner');
    expect(unnamedActor('recruiter')).toBe('A recruiter');
    expect(unnamedActor('hiring-manager')).toBe('A hiring manager');
    expect(
      activityText({ ...moved, actor: { memberId: 'x', name: '  ', role: 'hiring-manager' } }, 'job'),
    ).toBe('A hiring manager moved Chen Ito from Shortlisted to Interview');
  });

  it('says every kind, line by line, in each context', () => {
    const base = { at: '2026-03-19T16:05:00.000Z', actor: dana, job: familyMedicine, candidate: chen };
    const table: [Parameters<typeof entry>[0]['kind'], string | undefined, string][] = [
      ['job-posted', undefined, 'Dana Whitfield (Owner) posted Family Medicine Physician'],
      ['job-posted', 'job', 'Dana Whitfield (Owner) posted this job'],
      ['job-edited', undefined, 'Dana Whitfield (Owner) edited Family Medicine Physician'],
      ['job-closed', undefined, 'Dana Whitfield (Owner) closed Family Medicine Physician'],
      ['job-reopened', 'job', 'Dana Whitfield (Owner) reopened this job'],
      [
        'candidate-invited',
        undefined,
        'Dana Whitfield (Owner) invited Chen Ito to Family Medicine Physician',
      ],
      ['candidate-invited', 'job', 'Dana Whitfield (Owner) invited Chen Ito'],
      ['candidate-invited', 'candidate', 'Dana Whitfield (Owner) invited them to Family Medicine Physician'],
      [
        'invite-cancelled',
        undefined,
        'Dana Whitfield (Owner) cancelled the invite of Chen Ito to Family Medicine Physician',
      ],
      ['invite-cancelled', 'job', 'Dana Whitfield (Owner) cancelled the invite of Chen Ito'],
      [
        'invite-cancelled',
        'candidate',
        'Dana Whitfield (Owner) cancelled their invite to Family Medicine Physician',
      ],
      ['note-added', 'job', 'Dana Whitfield (Owner) added a note on Chen Ito'],
      [
        'note-added',
        undefined,
        'Dana Whitfield (Owner) added a note on Chen Ito about Family Medicine Physician',
      ],
      ['note-added', 'candidate', 'Dana Whitfield (Owner) added a note about Family Medicine Physician'],
      [
        'interview-proposed',
        undefined,
        'Dana Whitfield (Owner) proposed interview times to Chen Ito for Family Medicine Physician',
      ],
      ['interview-proposed', 'job', 'Dana Whitfield (Owner) proposed interview times to Chen Ito'],
      [
        'interview-rescheduled',
        'candidate',
        'Dana Whitfield (Owner) rescheduled their interview for Family Medicine Physician',
      ],
      ['interview-rescheduled', 'job', 'Dana Whitfield (Owner) rescheduled the interview with Chen Ito'],
      ['interview-cancelled', 'job', 'Dana Whitfield (Owner) cancelled the interview with Chen Ito'],
      [
        'interview-cancelled',
        'candidate',
        'Dana Whitfield (Owner) cancelled their interview for Family Medicine Physician',
      ],
    ];
    for (const [kind, context, sentence] of table) {
      expect(
        activityText(entry({ _id: kind, kind, ...base }), context as 'job' | 'candidate' | undefined),
      ).toBe(sentence);
    }
  });

  it('moves say the steps, and the job outside a job list', () => {
    expect(activityText(moved)).toBe(
      'Ana Ruiz (Recruiter) moved Chen Ito from Shortlisted to Interview for Family Medicine Physician',
    );
    expect(activityText(moved, 'candidate')).toBe(
      'Ana Ruiz (Recruiter) moved them from Shortlisted to Interview for Family Medicine Physician',
    );
    expect(activityText({ ...moved, fromStatus: null }, 'job')).toBe(
      'Ana Ruiz (Recruiter) moved Chen Ito to Interview',
    );
  });

  it('falls back to "a job" and "a candidate" when they are gone', () => {
    expect(activityText({ ...moved, job: null, candidate: null })).toBe(
      'Ana Ruiz (Recruiter) moved a candidate from Shortlisted to Interview',
    );
    expect(activityText(entry({ _id: 'p', kind: 'job-closed', at: moved.at, actor: dana }))).toBe(
      'Dana Whitfield (Owner) closed a job',
    );
  });

  it('groups by day, newest first, whatever order it is given in', () => {
    const now = new Date('2026-03-19T18:00:00.000Z');
    const days = activityDays([...jobActivity].reverse(), now, 'America/Chicago');
    expect(days.map((day) => day.label)).toEqual(['Today', 'Yesterday', 'Mon, Mar 16']);
    expect(days[0]?.entries.map((item) => item._id)).toEqual(['a7', 'a6']);
    expect(days[2]?.entries.map((item) => item._id)).toEqual(['a3', 'a2']);
    expect(momentLabel('2026-03-19T15:40:00.000Z', now, 'America/Chicago')).toBe('Today at 10:40 AM');
  });
});

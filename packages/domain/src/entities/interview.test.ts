import { describe, expect, it } from 'vitest';
import { INTERVIEW_SLOTS_MAX, InterviewKind, interviewMessages } from '../enums/interview';
import { interviewApiPath } from '../routes';
import { interviewPickSchema, interviewProposalSchema } from './interview';

const inDays = (days: number, hour = 15) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

const video = { kind: InterviewKind.Video, location: 'https://meet.example.com/abc' };

function messagesOf(input: unknown): string[] {
  const result = interviewProposalSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('interviewProposalSchema', () => {
  it('accepts one to five future times with a duration of 15 to 240 minutes', () => {
    expect(messagesOf({ slots: [{ start: inDays(1), durationMinutes: 15 }], ...video })).toEqual([]);
    const five = Array.from({ length: INTERVIEW_SLOTS_MAX }, (_, index) => ({
      start: inDays(index + 1),
      durationMinutes: 240,
    }));
    expect(messagesOf({ slots: five, ...video })).toEqual([]);
  });

  it.each([
    ['no time', { slots: [], ...video }, interviewMessages.noSlots],
    [
      'six times',
      {
        slots: Array.from({ length: 6 }, (_, index) => ({ start: inDays(index + 1), durationMinutes: 30 })),
        ...video,
      },
      interviewMessages.tooManySlots,
    ],
    [
      'a time in the past',
      { slots: [{ start: inDays(-1), durationMinutes: 30 }], ...video },
      interviewMessages.startInPast,
    ],
    [
      'a date that is not one',
      { slots: [{ start: 'tomorrow', durationMinutes: 30 }], ...video },
      interviewMessages.startMissing,
    ],
    [
      '10 minutes',
      { slots: [{ start: inDays(1), durationMinutes: 10 }], ...video },
      interviewMessages.duration,
    ],
    [
      '241 minutes',
      { slots: [{ start: inDays(1), durationMinutes: 241 }], ...video },
      interviewMessages.duration,
    ],
    [
      'half minutes',
      { slots: [{ start: inDays(1), durationMinutes: 30.5 }], ...video },
      interviewMessages.duration,
    ],
    [
      'the same time twice',
      {
        slots: [
          { start: inDays(1), durationMinutes: 30 },
          { start: inDays(1), durationMinutes: 60 },
        ],
        ...video,
      },
      interviewMessages.duplicateSlot,
    ],
    [
      'in person without an address',
      { slots: [{ start: inDays(1), durationMinutes: 30 }], kind: 'in-person' },
      interviewMessages.addressMissing,
    ],
    [
      'video without a link',
      { slots: [{ start: inDays(1), durationMinutes: 30 }], kind: 'video' },
      interviewMessages.linkMissing,
    ],
    [
      'a plain http link',
      {
        slots: [{ start: inDays(1), durationMinutes: 30 }],
        kind: 'video',
        location: 'http://meet.example.com',
      },
      interviewMessages.linkNotHttps,
    ],
    [
      'a javascript: link',
      { slots: [{ start: inDays(1), durationMinutes: 30 }], kind: 'video', location: 'javascript:alert(1)' },
      interviewMessages.linkNotHttps,
    ],
    [
      'an unknown kind',
      { slots: [{ start: inDays(1), durationMinutes: 30 }], kind: 'carrier-pigeon' },
      interviewMessages.kind,
    ],
  ])('refuses %s', (_, input, message) => {
    expect(messagesOf(input)).toContain(message);
  });

  it('takes a phone interview without a number, and trims the note', () => {
    const parsed = interviewProposalSchema.parse({
      slots: [{ start: inDays(2), durationMinutes: 30 }],
      kind: 'phone',
      note: '  Bring your CV  ',
    });
    expect(parsed.note).toBe('Bring your CV');
    expect(parsed.location).toBeUndefined();
  });

  it('needs a slot to pick', () => {
    expect(interviewPickSchema.safeParse({}).success).toBe(false);
    expect(interviewPickSchema.parse({ slotId: 'abc' })).toEqual({ slotId: 'abc' });
  });
});

describe('interviewApiPath', () => {
  it('fills and encodes the one parameter', () => {
    expect(interviewApiPath('propose', 'm-1')).toBe('/employer/interview/propose/m-1');
    expect(interviewApiPath('candidatePick', '../x')).toBe('/employee/interview/..%2Fx/pick');
    expect(interviewApiPath('byJob', '..')).toBe('/employer/interview/by-job/%2E%2E');
  });
});

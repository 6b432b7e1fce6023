import { describe, expect, it } from 'vitest';
import { interviewCalendar } from './calendar.js';

const base = {
  id: '5f0c1c2e-0000-4000-8000-000000000001',
  sequence: 0,
  start: new Date('2031-03-24T15:30:00Z'),
  durationMinutes: 45,
  title: 'Interview: Jordan Rivera with Lakeside Family Medicine (Family Physician)',
  description: 'Family Physician at Lakeside Family Medicine.\nVideo call.',
  organizer: { name: 'Rita Recruiter', email: 'rita@lakeside.test' },
  attendee: { name: 'Jordan Rivera', email: 'jordan@example.test' },
};

/** The file's lines as a calendar reads them (folded lines joined). */
function lines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
}

describe('interviewCalendar', () => {
  it('keeps people’s text inside its own property: no line, parameter or property of theirs gets in', () => {
    const ics = interviewCalendar(
      {
        ...base,
        title: 'Interview: Jordan Doe\rORGANIZER:mailto:evil@evil.test',
        description: 'Bring your badge.\r\nATTACH:https://evil.test/x.exe\rBEGIN:VALARM',
        location: '1 Main St\rATTENDEE:mailto:evil@evil.test',
        organizer: { name: 'Rita\r\nATTACH:https://evil.test/x.exe', email: 'rita@lakeside.test' },
        attendee: { name: 'Doe";ROLE=CHAIR;X="', email: 'jordan@example.test' },
      },
      'REQUEST',
    );
    const all = lines(ics);
    expect(all.filter((line) => line.startsWith('ORGANIZER'))).toHaveLength(1);
    expect(all.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(all.some((line) => line.startsWith('ATTACH') || line.startsWith('BEGIN:VALARM'))).toBe(false);
    expect(ics).not.toContain('\r\rORGANIZER');
    // The name stays one quoted value: its quotes cannot close it and add parameters.
    expect(all.find((line) => line.startsWith('ATTENDEE'))).toMatch(
      /^ATTENDEE;RSVP=TRUE;ROLE="REQ-PARTICIPANT";PARTSTAT="NEEDS-ACTION";CN="[^"]*":mailto:jordan@example\.test$/,
    );
    // The description keeps its lines, escaped.
    expect(all.find((line) => line.startsWith('DESCRIPTION'))).toContain('Bring your badge.\\nATTACH:');
  });

  it('writes a video link as its normalized https address, so an upper-case host still sends the invitation', () => {
    const ics = interviewCalendar({ ...base, url: 'https://Zoom.us/j/1' }, 'REQUEST');
    expect(lines(ics)).toContain('URL:https://zoom.us/j/1');
  });
});

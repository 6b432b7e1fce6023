import { createEvent, type EventAttributes } from 'ics';

/** What a calendar invitation says about one interview. */
export interface CalendarInterview {
  /** The interview's id: the event's UID, the same for every revision. */
  id: string;
  /** The revision: higher at each reschedule and at the cancel, so calendars replace the event they hold. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  /** An address or a number to call. */
  location?: string | undefined;
  /** A video link (https). */
  url?: string | undefined;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The MIME type of an invitation of `method`, as calendar-aware mail clients look for it. */
export function calendarContentType(method: 'REQUEST' | 'CANCEL'): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/** The event's UID: stable for one interview, unique across MedHire. */
export function calendarUid(interviewId: string): string {
  return `interview-${interviewId}@medhire`;
}

/**
 * Text from people (a candidate's or a member's name, a note, an address) made inert for the calendar file: the `ics`
 * package escapes line breaks only in some properties and only as `\r\n` or `\n`, so every control character (a lone
 * `\r` included) becomes a space. In a name a double quote would close the `CN="…"` parameter: it goes too.
 */
export function calendarText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
  return text.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
}

/** {@link calendarText} for a description, whose lines stay lines: every break is one `\n`, which `ics` escapes. */
function calendarLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(calendarText)
    .join('\n');
}

function calendarName(name: string): string {
  return calendarText(name).replaceAll('"', '');
}

/** A video link as the `ics` package's own check takes it (lower-case host, spaces encoded), or none. */
function calendarUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `.ics` of an interview (RFC 5545, built by the `ics` package): `REQUEST` to add or update the event, `CANCEL`
 * to remove it. Times are written in UTC, so each calendar shows them in its own time zone. Every piece of people's
 * text goes through {@link calendarText} first.
 */
export function interviewCalendar(interview: CalendarInterview, method: 'REQUEST' | 'CANCEL'): string {
  const url = interview.url ? calendarUrl(interview.url) : undefined;
  const event: EventAttributes = {
    productId: 'medhire/interviews',
    method,
    uid: calendarUid(interview.id),
    sequence: interview.sequence,
    start: interview.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    title: calendarText(interview.title),
    description: calendarLines(interview.description),
    ...(interview.location ? { location: calendarText(interview.location) } : {}),
    ...(url ? { url, location: url } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: calendarName(interview.organizer.name), email: interview.organizer.email },
    attendees: [
      {
        name: calendarName(interview.attendee.name),
        email: interview.attendee.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return value;
}

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
 * The `.ics` of an interview (RFC 5545, built by the `ics` package): `REQUEST` to add or update the event, `CANCEL`
 * to remove it. Times are written in UTC, so each calendar shows them in its own time zone.
 */
export function interviewCalendar(interview: CalendarInterview, method: 'REQUEST' | 'CANCEL'): string {
  const event: EventAttributes = {
    productId: 'medhire/interviews',
    method,
    uid: calendarUid(interview.id),
    sequence: interview.sequence,
    start: interview.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.durationMinutes },
    title: interview.title,
    description: interview.description,
    ...(interview.location ? { location: interview.location } : {}),
    ...(interview.url ? { url: interview.url, location: interview.url } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: interview.organizer.name, email: interview.organizer.email },
    attendees: [
      {
        name: interview.attendee.name,
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

import { InterviewKind, interviewKindLabels, isTimeZone } from '@medhire/domain';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { renderMail, subjectLine } from '../../mail/template.js';
import { calendarContentType, interviewCalendar } from './calendar.js';
import type { InterviewParties } from './service.js';

/** The interview a mail is about: its stored row's parts the mails read. */
export interface MailedInterview {
  id: string;
  sequence: number;
  kind: string;
  location: string | null;
  note: string | null;
  /** The proposer's time zone; null states the times in UTC only. */
  timeZone: string | null;
  scheduledAt: Date;
  scheduledMinutes: number;
  proposedByName: string | null;
  proposedByEmail: string;
}

/**
 * `Tuesday, December 1, 2026 at 9:00 AM CST (3:00 PM UTC)`: in the proposer's time zone (the practice's, most
 * often), with UTC beside it for a reader elsewhere; in UTC alone when the zone is unknown. The attached calendar
 * shows each reader's own zone.
 */
export function mailDate(date: Date, timeZone: string | null = null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(date);
  const time = (timeZone: string, timeZoneName?: 'short') =>
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName }).format(
      date,
    );
  if (zone === 'UTC') return `${day} at ${time('UTC')} UTC`;
  return `${day} at ${time(zone, 'short')} (${time('UTC')} UTC)`;
}

function whereLine(interview: MailedInterview): string {
  const kind = interviewKindLabels[interview.kind as InterviewKind] ?? 'Interview';
  if (!interview.location) return kind;
  return interview.kind === InterviewKind.Video
    ? `${kind}: ${interview.location}`
    : `${kind}, ${interview.location}`;
}

/**
 * The two mails of a scheduled, moved or cancelled interview: one to the candidate and one to the member who
 * proposed it, each with the `.ics` (`REQUEST` with the interview's UID and sequence, or `CANCEL`). A candidate
 * without an email gets none. Values from users are escaped by the template.
 */
export function interviewMails(
  interview: MailedInterview,
  parties: InterviewParties,
  method: 'REQUEST' | 'CANCEL',
): Mail[] {
  const when = mailDate(interview.scheduledAt, interview.timeZone);
  const organizer = {
    name: interview.proposedByName ?? parties.organizationName,
    email: interview.proposedByEmail,
  };
  const attendeeEmail = parties.candidate.email ?? interview.proposedByEmail;
  const calendar = interviewCalendar(
    {
      id: interview.id,
      sequence: interview.sequence,
      start: interview.scheduledAt,
      durationMinutes: interview.scheduledMinutes,
      title: `Interview: ${parties.candidate.name} with ${parties.organizationName} (${parties.jobTitle})`,
      description: [
        `${parties.jobTitle} at ${parties.organizationName}.`,
        whereLine(interview),
        ...(interview.note ? [interview.note] : []),
      ].join('\n'),
      ...(interview.kind === InterviewKind.Video
        ? { url: interview.location ?? undefined }
        : { location: interview.location ?? undefined }),
      organizer,
      attendee: { name: parties.candidate.name, email: attendeeEmail },
    },
    method,
  );
  const attachments = [
    {
      filename: method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
      contentType: calendarContentType(method),
      content: calendar,
    },
  ];
  const cancelled = method === 'CANCEL';
  const detail = [
    `When: ${when} (${interview.scheduledMinutes} minutes).`,
    `Where: ${whereLine(interview)}.`,
  ];

  const toCandidate = parties.candidate.email
    ? {
        to: parties.candidate.email,
        subject: subjectLine(
          cancelled
            ? `Interview cancelled: ${parties.jobTitle} at ${parties.organizationName}`
            : `Interview: ${parties.jobTitle} at ${parties.organizationName}, ${when}`,
        ),
        ...renderMail({
          paragraphs: cancelled
            ? [
                `${parties.organizationName} cancelled your interview for ${parties.jobTitle} on ${when}.`,
                'The attached file removes it from your calendar.',
              ]
            : [
                `Your interview with ${parties.organizationName} for ${parties.jobTitle} is set.`,
                ...detail,
                ...(interview.note ? [`Note from ${organizer.name}: ${interview.note}`] : []),
                'The attached invitation adds it to your calendar.',
              ],
        }),
        attachments,
      }
    : undefined;

  const toEmployer = {
    to: interview.proposedByEmail,
    subject: subjectLine(
      cancelled
        ? `Interview cancelled: ${parties.candidate.name}, ${parties.jobTitle}`
        : `Interview: ${parties.candidate.name}, ${parties.jobTitle}, ${when}`,
    ),
    ...renderMail({
      paragraphs: cancelled
        ? [
            `The interview with ${parties.candidate.name} for ${parties.jobTitle} on ${when} is cancelled.`,
            'The attached file removes it from your calendar.',
          ]
        : [
            `${parties.candidate.name} will interview for ${parties.jobTitle}.`,
            ...detail,
            'The attached invitation adds it to your calendar.',
          ],
    }),
    attachments,
  };
  return toCandidate ? [toCandidate, toEmployer] : [toEmployer];
}

/** Sends the interview's mails through the outbox. */
export async function sendInterviewMails(
  mailer: Mailer,
  interview: MailedInterview,
  parties: InterviewParties,
  method: 'REQUEST' | 'CANCEL',
): Promise<void> {
  for (const mail of interviewMails(interview, parties, method)) await mailer.send(mail);
}

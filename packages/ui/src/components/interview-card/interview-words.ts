import { type InterviewKind, type InterviewSlot, interviewKindLabels } from '@medhire/domain';

/**
 * `Tue, Dec 1, 2026 · 3:00 – 3:45 PM CST` in the reader's time zone (or `timeZone`), named: the day, the start and
 * the end.
 * `short` leaves the year and the end out (`Tue, Dec 1 · 3:00 PM`), for a board card.
 */
export function interviewTimeText(
  slot: Pick<InterviewSlot, 'start' | 'durationMinutes'>,
  options: { timeZone?: string | undefined; short?: boolean } = {},
): string {
  const start = new Date(slot.start);
  const end = new Date(start.getTime() + slot.durationMinutes * 60_000);
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(options.short ? {} : { year: 'numeric' }),
    ...zone,
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', ...zone });
  // The full text names its time zone ("CST"): a recruiter and a candidate may not share one.
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', ...zone })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value;
  const text = options.short
    ? `${day} · ${time.format(start)}`
    : `${day} · ${time.formatRange(start, end)}${zoneName ? ` ${zoneName}` : ''}`;
  // ICU's thin and narrow no-break spaces, as plain spaces: the same text whatever the ICU version.
  return text.replace(/[\u2009\u202f]/g, ' ');
}

/** `45 min`, `1 h`, `1 h 30 min`. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** What the place field is called for each kind. */
export function locationLabel(kind: InterviewKind): string {
  switch (kind) {
    case 'in-person':
      return 'Address';
    case 'video':
      return 'Video link';
    case 'phone':
      return 'Phone number to call (optional)';
    default:
      return kind satisfies never;
  }
}

/** `Video call`, `In person`, `Phone call`. */
export function kindText(kind: InterviewKind): string {
  return interviewKindLabels[kind];
}

/** The local `yyyy-mm-dd` and `hh:mm` of an ISO time, for date and time inputs. */
export function toLocalInputs(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The ISO time of local date and time inputs, or '' when either is empty or not a time. */
export function fromLocalInputs(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return '';
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

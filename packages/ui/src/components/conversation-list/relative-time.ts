const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

// Made once, on first use: building an Intl formatter costs far more than formatting with it, and a list formats a
// time per row.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let fullTimeFormat: Intl.DateTimeFormat | undefined;

/** "Just now", "5 minutes ago", "yesterday", "3 weeks ago" — `iso` relative to `now`. */
export function formatRelativeTime(iso: string, now: Date): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'Just now';
  relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const format = relativeFormat;
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'Just now';
}

/** The full date and time, for a tooltip or `title` ("Mar 19, 2026, 10:00 AM"). */
export function formatFullTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  fullTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return fullTimeFormat.format(date);
}

/** Moves focus to the previous / next row button of a list (`[data-row-button]`) on ArrowUp / ArrowDown. */
export function moveRowFocus(event: {
  key: string;
  target: EventTarget;
  currentTarget: EventTarget;
  preventDefault: () => void;
}): void {
  const container = event.currentTarget as HTMLElement;
  const rows = Array.from(container.querySelectorAll<HTMLElement>('[data-row-button]'));
  const current = rows.indexOf(event.target as HTMLElement);
  if (current === -1) return;
  let next: number;
  if (event.key === 'ArrowDown') next = Math.min(current + 1, rows.length - 1);
  else if (event.key === 'ArrowUp') next = Math.max(current - 1, 0);
  else return;
  event.preventDefault();
  rows[next]?.focus();
}

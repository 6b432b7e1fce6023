import { formatCount } from '../../lib/numbers';

// Written without Intl: a page's first use of Intl loads its locale data, which costs a phone about a hundred
// milliseconds of the inbox's first render. The words are Intl's en-US ones (`RelativeTimeFormat` with
// `numeric: 'auto'`, `DateTimeFormat` with a medium date and a short time); the tests compare them.

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const units: ReadonlyArray<[Unit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** The one-step words of `numeric: 'auto'` ("yesterday", "next week"); minutes and hours have none. */
const adjacent: Partial<Record<Unit, { past: string; future: string }>> = {
  year: { past: 'last year', future: 'next year' },
  month: { past: 'last month', future: 'next month' },
  week: { past: 'last week', future: 'next week' },
  day: { past: 'yesterday', future: 'tomorrow' },
};

function relative(amount: number, unit: Unit): string {
  const words = adjacent[unit];
  if (words && amount === -1) return words.past;
  if (words && amount === 1) return words.future;
  const size = Math.abs(amount);
  const phrase = `${formatCount(size)} ${unit}${size === 1 ? '' : 's'}`;
  return amount < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/** "Just now", "5 minutes ago", "yesterday", "3 weeks ago" — `iso` relative to `now`. */
export function formatRelativeTime(iso: string, now: Date): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'Just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative(Math.trunc(seconds / size), unit);
  }
  return 'Just now';
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The full date and time in UTC, for a tooltip or `title` ("Mar 19, 2026, 10:00 AM"). */
export function formatFullTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}, ${time}`;
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

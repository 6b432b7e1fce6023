// Formatters are made once per locale, zone and options: building one costs far more than formatting with it, and a
// thread formats several times per message.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The calendar day of a moment in a time zone, as `YYYY-MM-DD` (the browser's zone when none is given). */
export function dayKey(date: Date, timeZone?: string): string {
  return dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** "Today", "Yesterday" or "Mon, Nov 23" (with the year when it is not the current one). */
export function dayLabel(sentTime: string, now: Date, timeZone?: string): string {
  const date = new Date(sentTime);
  const key = dayKey(date, timeZone);
  if (key === dayKey(now, timeZone)) return 'Today';
  if (key === dayKey(new Date(now.getTime() - 86_400_000), timeZone)) return 'Yesterday';
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return dateFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/** The time of day of an ISO moment: "9:02 AM". */
export function timeLabel(sentTime: string, timeZone?: string): string {
  return dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(sentTime));
}

/** A row of a list grouped by day: a day's heading, or one item under it. */
export type DayRow<Item> =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'item'; key: string; item: Item };

/**
 * Items in order (oldest first), each preceded by a heading row when its day differs from the previous
 * item's. `keyOf` gives each item's row key; a heading's key is `day-YYYY-MM-DD`.
 */
export function groupByDay<Item extends { readonly sentTime: string }>(
  items: readonly Item[],
  keyOf: (item: Item) => string,
  now: Date,
  timeZone?: string,
): DayRow<Item>[] {
  const rows: DayRow<Item>[] = [];
  let currentDay = '';
  for (const item of items) {
    const key = dayKey(new Date(item.sentTime), timeZone);
    if (key !== currentDay) {
      currentDay = key;
      rows.push({ kind: 'day', key: `day-${key}`, label: dayLabel(item.sentTime, now, timeZone) });
    }
    rows.push({ kind: 'item', key: keyOf(item), item });
  }
  return rows;
}

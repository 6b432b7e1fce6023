const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long someone has been waiting, in two units at most: "45 min", "26 h" (under two days, hours read best
 * against a target in hours), "2 d 4 h". Under a minute: "less than a minute". A time in the future or not a
 * time counts as no wait.
 */
export function describeWait(since: string | Date, now: Date): string {
  const start = typeof since === 'string' ? Date.parse(since) : since.getTime();
  const waited = Number.isFinite(start) ? Math.max(0, now.getTime() - start) : 0;
  if (waited < MINUTE_MS) return 'less than a minute';
  if (waited < HOUR_MS) return `${Math.floor(waited / MINUTE_MS)} min`;
  if (waited < 2 * DAY_MS) {
    const hours = Math.floor(waited / HOUR_MS);
    const minutes = Math.floor((waited % HOUR_MS) / MINUTE_MS);
    return hours < 10 && minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(waited / DAY_MS);
  const hours = Math.floor((waited % DAY_MS) / HOUR_MS);
  return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
}

/** A number of minutes as a duration: "45 min", "24 h", "1 h 30 min", "2 d". */
export function describeMinutes(minutes: number): string {
  return describeWait(new Date(0), new Date(Math.round(minutes * MINUTE_MS)));
}

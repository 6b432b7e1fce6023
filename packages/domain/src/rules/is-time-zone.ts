/** Whether `value` is an IANA time zone this runtime knows (`America/Chicago`, `UTC`), as a browser reports it. */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute https URL (a video link; never `javascript:` or plain http). */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '';
}

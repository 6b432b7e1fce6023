/** The characters that make a spreadsheet read a cell as a formula (and the tab and return that can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV text: a cell a spreadsheet would run as a formula ("=HYPERLINK(…)", "+1", "-2", "@SUM") gets a
 * leading apostrophe so it stays text; a cell holding a comma, a double quote or a line break is quoted, its
 * quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as a CSV file's text (RFC 4180): cells separated by commas, records by CRLF, the last one ended too.
 * Numbers are written as they are (a negative number stays a number); text is guarded by {@link csvCell}.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

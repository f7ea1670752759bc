/**
 * One CSV cell (RFC 4180), for every CSV the site writes (the users export in the back office, the
 * subscribers export of GET /api/subscribers/export): quoted when needed, and a value starting with
 * = + - @, a tab or a carriage return gets a leading ' so a spreadsheet shows it as text instead of
 * running it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV text: a header row, CRLF line ends, a final CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

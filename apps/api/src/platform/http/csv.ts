// The console's CSV exports (subscribers, orders), written one way: RFC 4180 cells, CRLF line ends, formula-safe, and
// a UTF-8 byte order mark first, without which Excel reads the file as the local ANSI code page and shows Devanagari
// names as mojibake.

/** The UTF-8 byte order mark (U+FEFF), the first character of every export. */
export const byteOrderMark = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A value a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so
 * opening the export never runs anything (OWASP's CSV injection advice).
 */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document: the byte order mark, then each row's cells, CRLF after every row. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return byteOrderMark + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

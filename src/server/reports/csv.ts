import type { FastifyReply } from 'fastify';

/**
 * The app's one CSV writer, so that no export can carry a spreadsheet formula. Every CSV the server
 * sends is written here, so that each follows the same two rules:
 * - a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 *   single quote (OWASP's rule for CSV injection): a spreadsheet would otherwise run it as a
 *   formula, and text such as a user's name comes from open registration. Numbers (JS numbers and
 *   bigints) are written as they are and never prefixed, so -1.5 stays a negative amount;
 * - then a cell holding a comma, a double quote or a line break is quoted, its quotes doubled
 *   (RFC 4180), and lines end with CRLF.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: empty for null or undefined, numbers as they are, text neutralised and quoted. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
      ? String(value)
      : neutralised(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Text that a spreadsheet shows as it is: a formula-like start gets a single quote before it. */
const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Rows of objects as CSV with a header row of `columns`; a row's missing column is empty. */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return [columns, ...rows.map((row) => columns.map((c) => row[c]))]
    .map((line) => line.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Sends `rows` as a CSV download named `fileName` (UTF-8, `Content-Disposition: attachment`). */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: string[],
  rows: Record<string, unknown>[],
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(toCsv(columns, rows));
}

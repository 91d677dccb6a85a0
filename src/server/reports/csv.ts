/** A CSV field: quoted when it holds a comma, a quote or a line break; quotes doubled. */
function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of objects as CSV with a header row of `columns` (RFC 4180 line ends). */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return [columns, ...rows.map((row) => columns.map((c) => row[c]))]
    .map((line) => line.map(field).join(','))
    .join('\r\n')
    .concat('\r\n');
}

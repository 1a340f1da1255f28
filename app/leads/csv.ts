/**
 * RFC 4180 CSV for spreadsheets: CRLF line ends, fields quoted when they hold a quote, comma or
 * line break, and a UTF-8 byte-order mark so Excel reads the accents right. A cell that starts
 * with = + - @ tab or carriage return gets a leading ' so a spreadsheet shows it as text and
 * never runs it as a formula (CSV injection).
 */
export const BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined) {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>) {
  return BOM + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

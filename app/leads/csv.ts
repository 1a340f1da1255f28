import { twoDigits, zonedParts } from "~/content/schedule";

/**
 * RFC 4180 CSV for spreadsheets: CRLF line ends, fields quoted when they hold a quote, comma or
 * line break, and a UTF-8 byte-order mark so Excel reads the accents right. A cell that starts
 * with = + - @ tab or carriage return gets a leading ' so a spreadsheet shows it as text and
 * never runs it as a formula (CSV injection). A spreadsheet whose list separator is ";" splits a
 * cell there, so a formula after a ";" or "," inside a cell is guarded the same way.
 */
export const BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined) {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  s = s.replace(/([;,][ \t]*)(?=[=+\-@])/g, "$1'");
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>) {
  return BOM + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** "2026-11-24 13:35": a stored UTC time as the business's wall clock (a spreadsheet reads it as a date). */
export function pacificStamp(iso: string) {
  const p = zonedParts(new Date(iso));
  return `${p.y}-${twoDigits(p.mo)}-${twoDigits(p.d)} ${twoDigits(p.h)}:${twoDigits(p.mi)}`;
}

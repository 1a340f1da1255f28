import { parsePercentPpm } from "./money";

/**
 * Washington's sales tax rates by location (decision 0052): a prime contractor collects retail
 * sales tax on the whole contract price at the rate of the job's location. The table is the
 * Department of Revenue's published rate file (CSV), seeded from content/wa-sales-tax-rates.csv
 * and refreshed by the owner uploading the current file. Plain module: the parser is pure.
 */
export interface TaxRate {
  code: string;
  name: string;
  /** Millionths: 8.4% = 84 000. */
  ratePpm: number;
  /** The date the rate applies from, YYYY-MM-DD. */
  effective: string;
}

export interface TaxTable {
  /** Where the table came from, in a sentence (the seed's source line, or the uploaded file's name and day). */
  source: string;
  rows: TaxRate[];
}

export const MAX_RATE_FILE_BYTES = 2_000_000;
const MAX_ROWS = 2000;

/** One CSV line's cells (quotes and doubled quotes as in RFC 4180). */
export function csvCells(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** ".0840", "0.084", "8.4%", "8.40" → 84 000 millionths; null when it is not a rate below 20%. */
export function rateFromCell(raw: string): number | null {
  const v = raw.trim();
  if (!v) return null;
  const asPercent = v.endsWith("%") || Number(v) >= 1;
  const ppm = asPercent ? parsePercentPpm(v) : parseFraction(v);
  return ppm !== null && ppm <= 200_000 ? ppm : null;
}

function parseFraction(v: string): number | null {
  const m = /^0?\.(\d{1,6})$/.exec(v);
  return m ? Number(m[1]!.padEnd(6, "0")) : null;
}

/** "10/01/2025", "2025-10-01", "20251001" → "2025-10-01"; "" when not a date. */
export function dateFromCell(raw: string): string {
  const v = raw.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[1]!.padStart(2, "0")}-${m[2]!.padStart(2, "0")}`;
  m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : "";
}

export type ParsedTable = { ok: true; rows: TaxRate[]; source: string } | { ok: false; error: string };

const find = (header: string[], tests: RegExp[]) => {
  for (const t of tests) {
    const i = header.findIndex((h) => t.test(h));
    if (i >= 0) return i;
  }
  return -1;
};

/**
 * Reads the Department's rate file: the first line naming a location code and a combined (or
 * total) rate is the header; "#" lines before it are the source. `fallbackDate` dates rows
 * without an effective date column.
 */
export function parseRateFile(text: string, fallbackDate: string): ParsedTable {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const notes: string[] = [];
  let at = 0;
  let header: string[] | null = null;
  for (; at < lines.length && at < 50; at++) {
    const l = lines[at]!;
    if (l.startsWith("#")) notes.push(l.replace(/^#\s*/, ""));
    const cells = csvCells(l).map((c) => c.toLowerCase());
    if (cells.some((c) => /code/.test(c)) && cells.some((c) => /combined|total|tot_rate/.test(c))) {
      header = cells;
      break;
    }
  }
  if (!header)
    return { ok: false, error: "This file has no header line with a location code and a combined rate. Upload the Department of Revenue's rate file (CSV)." };
  const iCode = find(header, [/location code/, /^code$/, /code/]);
  const iName = find(header, [/location name/, /^location$/, /name/, /location/]);
  const iRate = find(header, [/combined/, /total/, /tot_rate/]);
  const iDate = find(header, [/effective/, /eff_start/]);
  const rows: TaxRate[] = [];
  for (let n = at + 1; n < lines.length; n++) {
    const l = lines[n]!;
    if (!l.trim() || l.startsWith("#")) continue;
    const cells = csvCells(l);
    const code = (cells[iCode] ?? "").replace(/\D/g, "");
    const ratePpm = rateFromCell(cells[iRate] ?? "");
    if (!/^\d{4}$/.test(code) || ratePpm === null) return { ok: false, error: `Line ${n + 1} has no four-digit location code and rate: “${l.slice(0, 80)}”.` };
    const effective = (iDate >= 0 ? dateFromCell(cells[iDate] ?? "") : "") || fallbackDate;
    rows.push({ code, name: (iName >= 0 ? (cells[iName] ?? "") : "").slice(0, 120) || `Location ${code}`, ratePpm, effective });
    if (rows.length > MAX_ROWS) return { ok: false, error: `The file has more than ${MAX_ROWS} locations.` };
  }
  if (rows.length === 0) return { ok: false, error: "The file lists no locations." };
  return { ok: true, rows, source: notes[0] ?? "" };
}

/** "8.4% · location code 0402 (Chelan) · rate of 2025-10-01" */
export const rateLine = (r: Pick<TaxRate, "code" | "name" | "effective">, rate: string) =>
  `${rate} · location code ${r.code || "typed by hand"}${r.name ? ` (${r.name})` : ""} · rate of ${r.effective}`;

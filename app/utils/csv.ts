/**
 * CSV written and read by the site (RFC 4180 quoting). Exports are UTF-8 with a byte-order mark, so spreadsheet
 * programs read the Turkish letters; a cell a spreadsheet could run as a formula is written with a leading
 * apostrophe.
 */

import { sliceClock } from "./event-loop-slices.ts";

export const CSV_BOM = "\uFEFF";

/** Bounds of an imported file; the HTTP layer refuses a larger body before it is read. */
export const CSV_IMPORT_LIMITS = { maxBytes: 8 * 1024 * 1024, maxRows: 10_000 } as const;

/** What starts a formula in a spreadsheet cell (a leading space is skipped by some programs). */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;
/** Both list separators: a ','-locale spreadsheet splits a ';' file's cells at ',' and a ';'-locale one the reverse. */
const ANY_SEPARATOR = /[,;]/;

/** Whether any piece of the value, split at either separator, would start a formula in some locale's spreadsheet. */
function couldRunAsFormula(value: string): boolean {
  return value.split(ANY_SEPARATOR).some((piece) => FORMULA_START.test(piece));
}

/**
 * One cell of every export, whatever its separator: an apostrophe before a value that could run as a formula in
 * either locale's spreadsheet, and quotes around a value holding either separator, a quote or a line break, so a
 * spreadsheet splitting at the other separator still reads one cell.
 */
export function csvCell(value: string): string {
  const safe = couldRunAsFormula(value) ? `'${value}` : value;
  return ANY_SEPARATOR.test(safe) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, without its line end. */
export function csvLine(cells: readonly string[], delimiter = ","): string {
  return cells.map((cell) => csvCell(cell)).join(delimiter);
}

/** Lines of cells as a CSV document with the BOM and CRLF line ends. */
export function csvDocument(lines: readonly (readonly string[])[], delimiter = ","): string {
  return `${CSV_BOM}${lines.map((cells) => csvLine(cells, delimiter)).join("\r\n")}\r\n`;
}

export const CSV_READ_MESSAGES = {
  empty: "Dosya boş",
  binary: "Dosya bir CSV metin dosyası değil",
  encoding:
    "Dosya UTF-8 kodlamasında değil. Excel'de 'CSV UTF-8 (virgülle ayrılmış)' olarak kaydedip yeniden yükleyin.",
  unclosedQuote: (line: number) => `${line}. satırda kapanmamış tırnak işareti var`,
  tooManyRows: `Dosyada en fazla ${CSV_IMPORT_LIMITS.maxRows.toLocaleString("tr-TR")} satır olabilir`,
} as const;

/** The text of an uploaded file: UTF-8 only (a BOM is dropped); a binary or otherwise encoded file is refused. */
export function decodeCsvFile(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.byteLength === 0) return { ok: false, message: CSV_READ_MESSAGES.empty };
  if (bytes.includes(0)) return { ok: false, message: CSV_READ_MESSAGES.binary };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: CSV_READ_MESSAGES.encoding };
  }
  text = text.replace(/^\uFEFF/, "");
  if (text.trim() === "") return { ok: false, message: CSV_READ_MESSAGES.empty };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark a binary file
  if (/[\u0001-\u0008\u000e-\u001f]/.test(text.slice(0, 4096))) return { ok: false, message: CSV_READ_MESSAGES.binary };
  return { ok: true, text };
}

type CsvRows = { line: number; cells: string[] }[];

/**
 * The rows of a CSV text, each with its line number. The delimiter is the header line's: ';' (Turkish Excel's) when
 * it holds more semicolons than commas, else ','. An apostrophe the export put before a formula is taken off again.
 * Reading stops past `maxRows` rows (the header included) with the row-limit text, so a file of millions of short
 * lines costs no more than the limit; cells are cut out between separators rather than built a character at a
 * time, and the work pauses every few milliseconds so other requests are served meanwhile.
 */
export async function parseCsv(
  text: string,
  options: { maxRows?: number } = {},
): Promise<{ ok: true; delimiter: string; rows: CsvRows } | { ok: false; message: string }> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  const cellEnd = new RegExp(`[${delimiter}\\r\\n]`, "g");
  const pause = sliceClock();
  const rows: CsvRows = [];
  let i = 0;
  let line = 1;
  while (i <= text.length) {
    const rowLine = line;
    const cells: string[] = [];
    for (;;) {
      let cell = "";
      if (text[i] === '"') {
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close === -1) return { ok: false, message: CSV_READ_MESSAGES.unclosedQuote(rowLine) };
          const piece = text.slice(i, close);
          line += piece.split("\n").length - 1;
          cell += piece;
          if (text[close + 1] !== '"') {
            i = close + 1;
            break;
          }
          cell += '"';
          i = close + 2;
        }
      }
      cellEnd.lastIndex = i;
      const end = cellEnd.exec(text)?.index ?? text.length;
      cell += text.slice(i, end);
      cells.push(cell.startsWith("'") && couldRunAsFormula(cell.slice(1)) ? cell.slice(1) : cell);
      i = end;
      if (text[i] !== delimiter) break;
      i++;
    }
    if (i >= text.length) i = text.length + 1;
    else {
      i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
    }
    if (cells.some((value) => value.trim() !== "")) {
      rows.push({ line: rowLine, cells });
      if (rows.length > maxRows) return { ok: false, message: CSV_READ_MESSAGES.tooManyRows };
    }
    await pause();
  }
  return { ok: true, delimiter, rows };
}

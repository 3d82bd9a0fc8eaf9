/**
 * CSV written and read by the site (RFC 4180 quoting). Exports are UTF-8 with a byte-order mark, so spreadsheet
 * programs read the Turkish letters; a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is written
 * with a leading apostrophe (decision 038, 043).
 */

export const CSV_BOM = "\uFEFF";

/** Bounds of an imported file (decision 043); the HTTP layer refuses a larger body before it is read (decision 008). */
export const CSV_IMPORT_LIMITS = { maxBytes: 8 * 1024 * 1024, maxRows: 10_000 } as const;

export function csvCell(value: string, delimiter = ","): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines of cells as a CSV document with the BOM and CRLF line ends. */
export function csvDocument(lines: readonly (readonly string[])[], delimiter = ","): string {
  return `${CSV_BOM}${lines.map((cells) => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join("\r\n")}\r\n`;
}

export const CSV_READ_MESSAGES = {
  empty: "Dosya boş",
  binary: "Dosya bir CSV metin dosyası değil",
  encoding:
    "Dosya UTF-8 kodlamasında değil. Excel'de 'CSV UTF-8 (virgülle ayrılmış)' olarak kaydedip yeniden yükleyin.",
  unclosedQuote: (line: number) => `${line}. satırda kapanmamış tırnak işareti var`,
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

/**
 * The rows of a CSV text, each with its line number. The delimiter is the header line's: ';' (Turkish Excel's) when
 * it holds more semicolons than commas, else ','. An apostrophe the export put before a formula character is
 * taken off again.
 */
export function parseCsv(
  text: string,
): { ok: true; delimiter: string; rows: { line: number; cells: string[] }[] } | { ok: false; message: string } {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    cells.push(/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value.trim() !== "")) rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === delimiter) endCell();
    else if (char === "\r" && text[i + 1] === "\n") continue;
    else if (char === "\n" || char === "\r") {
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return { ok: false, message: CSV_READ_MESSAGES.unclosedQuote(rowLine) };
  endRow();
  return { ok: true, delimiter, rows };
}

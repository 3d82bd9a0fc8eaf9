import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { CSV_READ_MESSAGES, csvCell, csvDocument, parseCsv } from "./csv.ts";

/** How a spreadsheet whose list separator is `separator` splits one written line, quotes honoured. */
function cellsAsSpreadsheetReads(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const runsAsFormula = (cell: string) => /^\s*[=+\-@]|^[\t\r]/.test(cell);

describe("CSV cells", () => {
  const payloads = ["Ali;=1+1;", "Hoş Geldin,=1+1,", "a; +HYPERLINK(1)", "x,@SUM(A1)", "=1+1", "-5", "\tkomut", " =1"];

  it.each([",", ";"])(
    "writes no cell that a spreadsheet splitting at either separator could run as a formula (%s file)",
    (delimiter) => {
      const document = csvDocument([["Ad", "Özet"], ...payloads.map((value) => [value, "düz metin"])], delimiter);
      for (const line of document
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")) {
        for (const separator of [",", ";"]) {
          for (const cell of cellsAsSpreadsheetReads(line, separator)) {
            expect(runsAsFormula(cell), `${JSON.stringify(line)} split at ${separator}: ${JSON.stringify(cell)}`).toBe(
              false,
            );
          }
        }
      }
    },
  );

  it("quotes a cell holding either separator and leaves plain text as it is", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("Ali;=1+1;")).toBe(`"'Ali;=1+1;"`);
    expect(csvCell("Hoş Geldin Bonusu")).toBe("Hoş Geldin Bonusu");
    expect(csvCell("=1+1")).toBe("'=1+1");
  });

  it.each([",", ";"])("reads back every value it wrote, apostrophes taken off (%s file)", async (delimiter) => {
    const values = [...payloads, "'zaten tırnaklı", "normal; metin", 'tırnak "içinde"', "satır\nkırılır"];
    const parsed = await parseCsv(csvDocument([["a", "b"], ...values.map((v) => [v, "x"])], delimiter).slice(1));
    expect(parsed.ok && parsed.rows.slice(1).map((row) => row.cells[0])).toEqual(values);
  });
});

describe("reading a large CSV file", () => {
  it("refuses 4 million short lines at the row limit in well under a second, never holding the event loop long (under 250 ms even on a loaded machine)", async () => {
    const text = `slug;title\n${"a\n".repeat(4_000_000)}`;
    expect(text.length).toBeGreaterThan(8_000_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const parsed = await parseCsv(text, { maxRows: 10_001 });
    const elapsed = performance.now() - started;
    delay.disable();
    expect(parsed).toEqual({ ok: false, message: CSV_READ_MESSAGES.tooManyRows });
    expect(CSV_READ_MESSAGES.tooManyRows).toBe("Dosyada en fazla 10.000 satır olabilir");
    expect(elapsed).toBeLessThan(1000);
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it("reads 8 MB in 10,000 long rows in slices: the event loop is never held much longer than a slice", async () => {
    const cell = "x".repeat(400);
    const text = `slug;title\n${`${cell};"${cell}"\n`.repeat(10_000)}`;
    expect(text.length).toBeGreaterThan(8_000_000);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const parsed = await parseCsv(text, { maxRows: 10_001 });
    delay.disable();
    expect(parsed.ok && parsed.rows.length).toBe(10_001);
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it("names the line of a quote left open in a large file without building it a character at a time", async () => {
    const text = `slug;title\na;"${"x".repeat(8_000_000)}`;
    const started = performance.now();
    expect(await parseCsv(text)).toEqual({ ok: false, message: CSV_READ_MESSAGES.unclosedQuote(2) });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

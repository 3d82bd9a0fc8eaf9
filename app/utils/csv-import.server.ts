import { parseCsv } from "./csv.ts";
import type { Db } from "./db.server.ts";

/** Bounds of an imported file (decision 043); the HTTP layer refuses a larger body before it is read (decision 008). */
export const CSV_IMPORT_LIMITS = { maxBytes: 8 * 1024 * 1024, maxRows: 10_000 } as const;

export const CSV_IMPORT_MESSAGES = {
  noFile: "Lütfen bir CSV dosyası seçin",
  tooLarge: "Dosya çok büyük: en fazla 8 MB yüklenebilir",
  tooManyRows: `Dosyada en fazla ${CSV_IMPORT_LIMITS.maxRows.toLocaleString("tr-TR")} satır olabilir`,
  noRows: "Dosyada başlık satırından başka satır yok",
  missingColumns: (names: string[]) => `Eksik sütun: ${names.join(", ")}`,
  unknownColumns: (names: string[]) => `Bilinmeyen sütun: ${names.join(", ")}`,
  duplicateColumns: (names: string[]) => `Aynı sütun birden fazla kez var: ${names.join(", ")}`,
  wrongCellCount: (expected: number, got: number) => `Satırda ${got} hücre var, başlıkta ${expected} sütun var`,
  expired: "Önizleme bulunamadı ya da süresi doldu; dosyayı yeniden yükleyin",
  hasErrors: "Dosyada hatalı satırlar var; hiçbir satır içe aktarılmadı. Hataları düzeltip dosyayı yeniden yükleyin.",
  duplicateKey: "Bu anahtar dosyada daha önceki bir satırda da var",
} as const;

/** One field's problem in one row, in Turkish. */
export interface ImportFieldError {
  /** The column's header ('' for the row as a whole). */
  column: string;
  label: string;
  message: string;
}

/** What one row of a file would do. */
export interface ImportRowPreview {
  line: number;
  key: string;
  /** null when the row has errors and would do nothing. */
  action: "create" | "update" | null;
  errors: ImportFieldError[];
}

export interface ImportPreview {
  rows: ImportRowPreview[];
  creates: number;
  updates: number;
  invalid: number;
}

/** A file's rows as records keyed by column header, after the header line is checked against the columns. */
export function readCsvRecords(
  text: string,
  columns: readonly string[],
  required: readonly string[],
): { ok: true; records: { line: number; values: Record<string, string> }[] } | { ok: false; message: string } {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header, ...rows] = parsed.rows;
  if (!header) return { ok: false, message: CSV_IMPORT_MESSAGES.noRows };
  const headers = header.cells.map((cell) => cell.trim());
  const unknown = headers.filter((name) => !columns.includes(name));
  if (unknown.length > 0) return { ok: false, message: CSV_IMPORT_MESSAGES.unknownColumns(unknown.slice(0, 5)) };
  const duplicated = headers.filter((name, index) => headers.indexOf(name) !== index);
  if (duplicated.length > 0) return { ok: false, message: CSV_IMPORT_MESSAGES.duplicateColumns(duplicated) };
  const missing = required.filter((name) => !headers.includes(name));
  if (missing.length > 0) return { ok: false, message: CSV_IMPORT_MESSAGES.missingColumns(missing) };
  if (rows.length === 0) return { ok: false, message: CSV_IMPORT_MESSAGES.noRows };
  if (rows.length > CSV_IMPORT_LIMITS.maxRows) return { ok: false, message: CSV_IMPORT_MESSAGES.tooManyRows };
  return {
    ok: true,
    records: rows.map((row) => ({
      line: row.line,
      values: Object.fromEntries(headers.map((name, index) => [name, row.cells[index] ?? ""])),
    })),
  };
}

/** The counts of a preview's rows. */
export function summarise(rows: ImportRowPreview[]): ImportPreview {
  return {
    rows,
    creates: rows.filter((row) => row.action === "create").length,
    updates: rows.filter((row) => row.action === "update").length,
    invalid: rows.filter((row) => row.errors.length > 0).length,
  };
}

/** Zod issues of one row as field errors under their columns, named with the form's Turkish labels. */
export function issuesAsErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  columnOf: (field: string) => string,
  labels: Readonly<Record<string, string>>,
): ImportFieldError[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ column: columnOf(field), label: labels[field] ?? field, message: issue.message }];
  });
}

/** Keeps an uploaded file until its preview is confirmed; older files of this admin and kind are dropped. */
export async function saveCsvDraft(db: Db, adminId: string, kind: string, text: string): Promise<string> {
  const id = crypto.randomUUID();
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("csv_imports")
      .where((eb) =>
        eb.or([eb.and([eb("admin_id", "=", adminId), eb("kind", "=", kind)]), eb("created_at", "<", dayAgo)]),
      )
      .execute();
    await trx
      .insertInto("csv_imports")
      .values({ id, admin_id: adminId, kind, content: text, created_at: new Date().toISOString() })
      .execute();
  });
  return id;
}

/** The waiting file of this admin and kind, or null. */
export async function readCsvDraft(db: Db, id: string, adminId: string, kind: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await db
    .selectFrom("csv_imports")
    .select("content")
    .where("id", "=", id.toLowerCase())
    .where("admin_id", "=", adminId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row?.content ?? null;
}

export async function deleteCsvDraft(db: Db, id: string): Promise<void> {
  await db.deleteFrom("csv_imports").where("id", "=", id.toLowerCase()).execute();
}

/** Runs `write` over `items` in chunks (a multi-row insert stays under SQLite's bound-parameter limit). */
export async function inChunks<T>(items: readonly T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) await write(items.slice(start, start + size));
}

import type { ContentChange, ContentWriteDeps } from "../../utils/content-events.server.ts";
import { CSV_BOM, CSV_IMPORT_LIMITS, CSV_READ_MESSAGES, csvLine, parseCsv } from "../../utils/csv.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { sliceClock } from "../../utils/event-loop-slices.ts";
import { createLogger, type Logger } from "../../utils/logger.server.ts";
import { streamBatches } from "../../utils/stream-batches.server.ts";
import { isUuid } from "../../utils/uuid.ts";
import { type AuditKind, quoted, recordAudit } from "../audit/public.server.ts";

/** The exports' separator: Excel in a Turkish locale opens ';'-separated files directly. */
export const CSV_DELIMITER = ";";

export const CSV_IMPORT_MESSAGES = {
  noFile: "Lütfen bir CSV dosyası seçin",
  tooLarge: "Dosya çok büyük: en fazla 8 MB yüklenebilir",
  tooManyRows: CSV_READ_MESSAGES.tooManyRows,
  noRows: "Dosyada başlık satırından başka satır yok",
  missingColumns: (names: string[]) => `Eksik sütun: ${names.join(", ")}`,
  unknownColumns: (names: string[]) => `Bilinmeyen sütun: ${names.join(", ")}`,
  duplicateColumns: (names: string[]) => `Aynı sütun birden fazla kez var: ${names.join(", ")}`,
  wrongCellCount: (expected: number, got: number) => `Satırda ${got} hücre var, başlıkta ${expected} sütun var`,
  expired: "Önizleme bulunamadı ya da süresi doldu; dosyayı yeniden yükleyin",
  hasErrors: "Dosyada hatalı satırlar var; hiçbir satır içe aktarılmadı. Hataları düzeltip dosyayı yeniden yükleyin.",
  duplicateKey: "Bu anahtar dosyada daha önceki bir satırda da var",
  imported: (noun: string, creates: number, updates: number) =>
    `CSV içe aktarımı: ${creates} ${noun} oluşturuldu, ${updates} ${noun} güncellendi`,
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
async function readCsvRecords(
  text: string,
  columns: readonly string[],
  required: readonly string[],
): Promise<{ ok: true; records: { line: number; values: Record<string, string> }[] } | { ok: false; message: string }> {
  // The header line and at most maxRows rows: past them the file is refused without reading on.
  const parsed = await parseCsv(text, { maxRows: CSV_IMPORT_LIMITS.maxRows + 1 });
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

/** What one entity says of one row of a file once it has checked it. */
export interface CsvRowCheck<Row> {
  /** The row's name on the preview screen. */
  key: string;
  /** What no two rows of one file may share; null when the row has none (an error of its own says why). */
  matchKey: string | null;
  /** The existing row this one updates, or null when it creates one. */
  id: string | null;
  errors: ImportFieldError[];
  /** The checked values, or null when they did not pass the entity's schema. */
  row: Row | null;
}

/**
 * One entity's CSV: its columns, how a row is checked against the database, written and read back.
 * Reading the file, duplicate keys, the preview, the one-transaction import and the export are written once below.
 */
export interface CsvEntity<Row> {
  /** Both the audit entry's kind and the content change announced after the import. */
  kind: Extract<AuditKind, ContentChange["kind"]> & ("casino" | "promotion");
  /** The entity's Turkish noun in the audit summary ("casino", "promosyon"). */
  noun: string;
  columns: readonly string[];
  required: readonly string[];
  /** Loads what checking needs (existing rows, slugs of related rows) once per file. */
  checker(db: Db): Promise<(values: Record<string, string>) => CsvRowCheck<Row>>;
  /** Writes every checked row inside the import's transaction. */
  write(trx: Db, rows: { id: string | null; row: Row }[], now: string): Promise<void>;
  /** The row's name in the audit summary. */
  nameOf(row: Row): string;
  /**
   * Every row as the import reads it back, keyed by column, in the export's order: `size` rows per batch, each batch
   * one query that seeks past the previous batch's last key, so no read holds more than a batch.
   */
  exportBatches(db: Db, size: number): AsyncIterable<Record<string, string>[]>;
}

interface PlannedRow<Row> {
  preview: ImportRowPreview;
  id: string | null;
  row: Row | null;
}

/** Reads a file and checks every row; writes nothing. A file that cannot be read at all is refused in Turkish. */
async function planCsvImport<Row>(entity: CsvEntity<Row>, db: Db, text: string): Promise<PlannedRow<Row>[]> {
  const read = await readCsvRecords(text, entity.columns, entity.required);
  if (!read.ok) throw new ServiceError("invalid", read.message);
  const check = await entity.checker(db);
  const seen = new Set<string>();
  const pause = sliceClock();
  const planned: PlannedRow<Row>[] = [];
  for (const { line, values } of read.records) {
    await pause();
    const checked = check(values);
    const errors = [...checked.errors];
    if (checked.matchKey !== null) {
      if (seen.has(checked.matchKey)) {
        errors.push({ column: "slug", label: "Slug", message: CSV_IMPORT_MESSAGES.duplicateKey });
      }
      seen.add(checked.matchKey);
    }
    const ok = errors.length === 0;
    const action = ok ? (checked.id ? "update" : "create") : null;
    planned.push({ preview: { line, key: checked.key, action, errors }, id: checked.id, row: ok ? checked.row : null });
  }
  return planned;
}

/** What importing a file would do, row by row (the preview screen). */
export async function previewCsvImport<Row>(entity: CsvEntity<Row>, db: Db, text: string): Promise<ImportPreview> {
  return summarise((await planCsvImport(entity, db, text)).map((row) => row.preview));
}

/**
 * Imports a previewed file: checked again, then every row in ONE transaction with one summary audit entry, the
 * waiting file deleted with it; a file with any bad row writes nothing.
 */
export async function importCsv<Row>(
  entity: CsvEntity<Row>,
  deps: ContentWriteDeps,
  text: string,
  draftId: string | null = null,
): Promise<ImportPreview> {
  const planned = await planCsvImport(entity, deps.db, text);
  const preview = summarise(planned.map((row) => row.preview));
  if (preview.invalid > 0) throw new ServiceError("invalid", CSV_IMPORT_MESSAGES.hasErrors);
  // Without errors every row was checked, so each has its values.
  const rows = planned.map((row) => ({ id: row.id, row: row.row as Row }));
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await entity.write(trx, rows, now);
    const names = rows.length <= 3 ? `: ${rows.map((row) => quoted(entity.nameOf(row.row))).join(", ")}` : "";
    await recordAudit(trx, {
      kind: entity.kind,
      itemId: null,
      action: "import",
      summary: `${CSV_IMPORT_MESSAGES.imported(entity.noun, preview.creates, preview.updates)}${names}`,
    });
    if (draftId) await deleteCsvDraft(trx, draftId);
  });
  deps.events.contentChanged({ kind: entity.kind });
  return preview;
}

/** Rows per query of an export: a few hundred KB of text at most. */
export const CSV_EXPORT_BATCH = 500;

/**
 * An entity's export, every row with every fact as the import reads them back, as a stream of UTF-8 bytes (the BOM
 * and header line, then each batch of rows as it is read; `streamBatches`): memory holds one batch whatever the
 * table's size. A failure in the first batch is the caller's to answer (a Turkish 500); a later one is logged and
 * aborts the stream. `batchSize` is for tests. Any export of keyed batches uses it (the subscribers' list gives
 * just its columns and batches).
 */
export async function exportCsvStream<Row>(
  entity: Pick<CsvEntity<Row>, "columns" | "exportBatches">,
  db: Db,
  logger: Logger,
  batchSize = CSV_EXPORT_BATCH,
): Promise<ReadableStream<Uint8Array>> {
  const lines = (records: Record<string, string>[]) =>
    records
      .map(
        (values) =>
          `${csvLine(
            entity.columns.map((column) => values[column] ?? ""),
            CSV_DELIMITER,
          )}\r\n`,
      )
      .join("");
  async function* text() {
    for await (const records of entity.exportBatches(db, batchSize)) yield lines(records);
  }
  return streamBatches(text(), {
    head: `${CSV_BOM}${csvLine(entity.columns, CSV_DELIMITER)}\r\n`,
    logger,
    failure: "CSV dışa aktarımı yazılırken okunamadı",
  });
}

/**
 * An entity's whole export as one string (the stream's bytes, for tests and small callers): a failure rejects the
 * promise, so nothing is logged here.
 */
export async function exportCsv<Row>(entity: CsvEntity<Row>, db: Db, batchSize = CSV_EXPORT_BATCH): Promise<string> {
  const stream = await exportCsvStream(entity, db, createLogger("silent"), batchSize);
  const bytes = await new Response(stream).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

/**
 * Batches of `size` rows of a keyed read: `read(after)` gives at most `size` rows after `after` (null: from the
 * start) in the export's order; the next read seeks past the last row given, until one gives fewer.
 */
export async function* keysetBatches<Row>(
  read: (after: Row | null) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = last;
  }
}

/** The counts of a preview's rows. */
function summarise(rows: ImportRowPreview[]): ImportPreview {
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
  if (!isUuid(id)) return null;
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

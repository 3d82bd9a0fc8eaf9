import type { Insertable } from "kysely";
import type { CasinosTable } from "../../../db/schema.ts";
import { quoted, recordAudit } from "../../utils/audit.server.ts";
import type { ContentEvents } from "../../utils/content-events.server.ts";
import { csvDocument } from "../../utils/csv.ts";
import {
  CSV_IMPORT_MESSAGES,
  deleteCsvDraft,
  type ImportFieldError,
  type ImportPreview,
  type ImportRowPreview,
  inChunks,
  issuesAsErrors,
  readCsvRecords,
  summarise,
} from "../../utils/csv-import.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { slugify } from "../../utils/slug.ts";
import {
  CASINO_FACT_LABELS,
  CASINO_FACT_MESSAGES,
  CASINO_WITH_FACTS_REVISION_FIELDS,
  type CasinoFactsInput,
  CasinoFormSchema,
  type CasinoInput,
} from "./casino.schema.ts";
import { casinoFactColumns, casinoFactsFormValues, paymentMethodsByCasino } from "./casino-facts.server.ts";

/**
 * The casino CSV's columns (decision 043): stable machine headers, the form's own field names, payment methods as
 * their slugs ("papara,kripto"), pros and cons one per line. A row is matched on its slug: update or create.
 */
export const CASINO_CSV_COLUMNS = [
  "slug",
  "name",
  "url",
  "logoUrl",
  "description",
  "rating",
  ...(Object.keys(CASINO_FACT_LABELS) as (keyof typeof CASINO_FACT_LABELS)[]),
] as const;
const REQUIRED = ["slug", "name", "url", "logoUrl", "description"] as const;
const DELIMITER = ";";
const LABELS: Record<string, string> = { ...CASINO_WITH_FACTS_REVISION_FIELDS.labels, slug: "Slug" };

export const CASINO_CSV_MESSAGES = {
  slug: "Slug boş olamaz",
  imported: (creates: number, updates: number) =>
    `CSV içe aktarımı: ${creates} casino oluşturuldu, ${updates} casino güncellendi`,
} as const;

/** Every casino with every fact and its payment methods (UTF-8 with BOM, ';'-separated). */
export async function exportCasinosCsv(db: Db): Promise<string> {
  const rows = await db.selectFrom("casinos").selectAll().orderBy("slug").execute();
  const methods = await paymentMethodsByCasino(
    db,
    rows.map((row) => row.id),
  );
  const lines = rows.map((row) => {
    const values: Record<string, string> = {
      slug: row.slug,
      name: row.name,
      url: row.url,
      logoUrl: row.logo_url ?? "",
      description: sanitizeRichText(row.description),
      rating: row.rating === null ? "" : String(row.rating),
      ...casinoFactsFormValues(
        row,
        (methods.get(row.id) ?? []).map((method) => method.slug),
      ),
    };
    return CASINO_CSV_COLUMNS.map((column) => values[column] ?? "");
  });
  return csvDocument([[...CASINO_CSV_COLUMNS], ...lines], DELIMITER);
}

interface PlannedRow {
  preview: ImportRowPreview;
  id: string | null;
  slug: string;
  input: (CasinoInput & CasinoFactsInput) | null;
  methodIds: string[];
}

async function plan(db: Db, text: string): Promise<PlannedRow[]> {
  const read = readCsvRecords(text, CASINO_CSV_COLUMNS, REQUIRED);
  if (!read.ok) throw new ServiceError("invalid", read.message);
  const [existing, methods] = await Promise.all([
    db.selectFrom("casinos").select(["id", "slug"]).execute(),
    db.selectFrom("payment_methods").select(["id", "slug"]).execute(),
  ]);
  const idBySlug = new Map(existing.map((row) => [row.slug, row.id]));
  const methodBySlug = new Map(methods.map((row) => [row.slug, row.id]));
  const seen = new Set<string>();
  return read.records.map(({ line, values }) => {
    const errors: ImportFieldError[] = [];
    const slug = /[\p{L}\p{N}]/u.test(values.slug ?? "") ? slugify(values.slug ?? "") : "";
    if (slug === "") errors.push({ column: "slug", label: "Slug", message: CASINO_CSV_MESSAGES.slug });
    else if (seen.has(slug)) errors.push({ column: "slug", label: "Slug", message: CSV_IMPORT_MESSAGES.duplicateKey });
    seen.add(slug);
    const parsed = CasinoFormSchema.safeParse(values);
    if (!parsed.success) errors.push(...issuesAsErrors(parsed.error.issues, (field) => field, LABELS));
    const input = parsed.success ? parsed.data : null;
    const unknown = input?.paymentMethods.find((method) => !methodBySlug.has(method));
    if (unknown !== undefined) {
      errors.push({
        column: "paymentMethods",
        label: CASINO_FACT_LABELS.paymentMethods,
        message: CASINO_FACT_MESSAGES.unknownPaymentMethod(unknown),
      });
    }
    const id = idBySlug.get(slug) ?? null;
    const ok = errors.length === 0;
    return {
      preview: { line, key: slug, action: ok ? (id ? "update" : "create") : null, errors },
      id,
      slug,
      input: ok ? input : null,
      methodIds: (input?.paymentMethods ?? []).map((method) => methodBySlug.get(method) ?? ""),
    };
  });
}

/** What importing a file would do, row by row (the preview screen). */
export async function previewCasinoImport(db: Db, text: string): Promise<ImportPreview> {
  return summarise((await plan(db, text)).map((row) => row.preview));
}

/**
 * Imports a previewed file: checked again, then every row (and its payment methods) in ONE transaction with one
 * summary audit entry (decision 043); a file with any bad row writes nothing.
 */
export async function importCasinos(
  deps: { db: Db; events: Pick<ContentEvents, "contentChanged"> },
  text: string,
  draftId: string | null = null,
): Promise<ImportPreview> {
  const planned = await plan(deps.db, text);
  const preview = summarise(planned.map((row) => row.preview));
  if (preview.invalid > 0) throw new ServiceError("invalid", CSV_IMPORT_MESSAGES.hasErrors);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const inserts: Insertable<CasinosTable>[] = [];
    const links: { casino_id: string; payment_method_id: string }[] = [];
    const updated: string[] = [];
    for (const row of planned) {
      const input = row.input as CasinoInput & CasinoFactsInput;
      const columns = {
        name: input.name,
        url: input.url,
        logo_url: input.logoUrl,
        rating: input.rating,
        description: sanitizeRichText(input.description),
        ...casinoFactColumns(input),
      };
      const id = row.id ?? crypto.randomUUID();
      if (row.id) {
        updated.push(row.id);
        await trx
          .updateTable("casinos")
          .set({ ...columns, updated_at: now })
          .where("id", "=", row.id)
          .execute();
      } else {
        inserts.push({
          ...columns,
          id,
          slug: row.slug,
          details: null,
          featured: false,
          created_at: now,
          updated_at: now,
        });
      }
      for (const methodId of row.methodIds) links.push({ casino_id: id, payment_method_id: methodId });
    }
    await inChunks(updated, 500, (chunk) =>
      trx.deleteFrom("casino_payment_methods").where("casino_id", "in", chunk).execute(),
    );
    await inChunks(inserts, 100, (chunk) => trx.insertInto("casinos").values(chunk).execute());
    await inChunks(links, 500, (chunk) => trx.insertInto("casino_payment_methods").values(chunk).execute());
    await recordAudit(trx, {
      kind: "casino",
      itemId: null,
      action: "import",
      summary: `${CASINO_CSV_MESSAGES.imported(preview.creates, preview.updates)}${
        planned.length <= 3 ? `: ${planned.map((row) => quoted(row.input?.name)).join(", ")}` : ""
      }`,
    });
    if (draftId) await deleteCsvDraft(trx, draftId);
  });
  deps.events.contentChanged({ kind: "casino" });
  return preview;
}

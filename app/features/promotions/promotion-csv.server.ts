import type { Insertable } from "kysely";
import type { PromotionsTable } from "../../../db/schema.ts";
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
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { slugify } from "../../utils/slug.ts";
import {
  PROMOTION_FACT_MESSAGES,
  PROMOTION_WITH_FACTS_REVISION_FIELDS,
  type PromotionFactsInput,
  PromotionFormSchema,
  type PromotionInput,
} from "./promotion.schema.ts";
import { columnsOf, splitDescription } from "./promotion-admin.server.ts";
import { promotionFactColumns, promotionFactsFormValues } from "./promotion-facts.server.ts";

/**
 * The promotion CSV's columns (decision 043): stable machine headers, the form's own field names, with the casino
 * and category named by their slugs. A row is matched on casino + slug: update when it exists, else create.
 */
export const PROMOTION_CSV_COLUMNS = [
  "slug",
  "title",
  "casino",
  "category",
  "imageUrl",
  "shortDescription",
  "description",
  "terms",
  "url",
  "promotionCode",
  "expiryDate",
  "isActive",
  "bonusPercent",
  "bonusAmount",
  "freeSpins",
  "wagering",
  "wageringOn",
  "minDeposit",
  "maxCashout",
  "audience",
  "games",
  "startsAt",
] as const;
const REQUIRED = ["title", "shortDescription", "url"] as const;
export const CSV_DELIMITER = ";";

const LABELS: Record<string, string> = {
  ...PROMOTION_WITH_FACTS_REVISION_FIELDS.labels,
  slug: "Slug",
  casino: "Casino",
  category: "Kategori",
};
const COLUMN_OF: Record<string, string> = { casinoId: "casino", categoryId: "category" };
const YES = new Set(["evet", "e", "1", "true", "on", "aktif", "yes"]);

export const PROMOTION_CSV_MESSAGES = {
  unknownCasino: (slug: string) => `Bilinmeyen casino: ${slug}`,
  unknownCategory: (slug: string) => `Bilinmeyen kategori: ${slug}`,
  imported: (creates: number, updates: number) =>
    `CSV içe aktarımı: ${creates} promosyon oluşturuldu, ${updates} promosyon güncellendi`,
} as const;

/** Every promotion with every fact, as the import reads them back (UTF-8 with BOM, ';'-separated). */
export async function exportPromotionsCsv(db: Db): Promise<string> {
  const rows = await db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .leftJoin("promotion_categories as pc", "pc.id", "p.category_id")
    .selectAll("p")
    .select(["c.slug as casino_slug", "pc.slug as category_slug"])
    .orderBy("c.slug")
    .orderBy("p.slug")
    .execute();
  const lines = rows.map((row) => {
    const { shortDescription, fullDescription } = splitDescription(row.description);
    const values: Record<(typeof PROMOTION_CSV_COLUMNS)[number], string> = {
      slug: row.slug,
      title: row.title,
      casino: row.casino_slug ?? "",
      category: row.category_slug ?? "",
      imageUrl: row.image_url ?? "",
      shortDescription,
      description: fullDescription,
      terms: (Array.isArray(row.terms) ? row.terms : []).join("\n"),
      url: row.url ?? "",
      promotionCode: row.promotion_code ?? "",
      expiryDate: row.expiry_date ? istanbulDay(new Date(row.expiry_date)) : "",
      isActive: row.is_active ? "evet" : "hayır",
      ...promotionFactsFormValues(row),
    };
    return PROMOTION_CSV_COLUMNS.map((column) => values[column]);
  });
  return csvDocument([[...PROMOTION_CSV_COLUMNS], ...lines], CSV_DELIMITER);
}

interface PlannedRow {
  preview: ImportRowPreview;
  id: string | null;
  slug: string;
  input: (PromotionInput & PromotionFactsInput) | null;
  categoryName: string | null;
}

/**
 * Reads a file and checks every row with the promotion form's own schema, the casino and category by slug, and the
 * start date against the expiry date. Writes nothing; a file that cannot be read at all is refused in Turkish.
 */
async function plan(db: Db, text: string): Promise<PlannedRow[]> {
  const read = readCsvRecords(text, PROMOTION_CSV_COLUMNS, REQUIRED);
  if (!read.ok) throw new ServiceError("invalid", read.message);
  const [casinos, categories, existing] = await Promise.all([
    db.selectFrom("casinos").select(["id", "slug"]).execute(),
    db.selectFrom("promotion_categories").select(["id", "slug", "name"]).execute(),
    db.selectFrom("promotions").select(["id", "slug", "casino_id"]).execute(),
  ]);
  const casinoBySlug = new Map(casinos.map((row) => [row.slug, row.id]));
  const categoryBySlug = new Map(categories.map((row) => [row.slug, row]));
  const existingByKey = new Map(existing.map((row) => [`${row.casino_id ?? ""}|${row.slug}`, row.id]));
  const seen = new Set<string>();
  return read.records.map(({ line, values }) => {
    const errors: ImportFieldError[] = [];
    const casinoSlug = (values.casino ?? "").trim();
    const categorySlug = (values.category ?? "").trim();
    const casinoId = casinoSlug === "" ? "" : (casinoBySlug.get(casinoSlug) ?? null);
    const category = categorySlug === "" ? null : (categoryBySlug.get(categorySlug) ?? undefined);
    if (casinoId === null) {
      errors.push({
        column: "casino",
        label: LABELS.casino ?? "",
        message: PROMOTION_CSV_MESSAGES.unknownCasino(casinoSlug),
      });
    }
    if (category === undefined) {
      errors.push({
        column: "category",
        label: LABELS.category ?? "",
        message: PROMOTION_CSV_MESSAGES.unknownCategory(categorySlug),
      });
    }
    const parsed = PromotionFormSchema.safeParse({
      ...values,
      casinoId: casinoId ?? "",
      categoryId: category?.id ?? "",
      isActive: YES.has((values.isActive ?? "").trim().toLocaleLowerCase("tr-TR")),
    });
    if (!parsed.success)
      errors.push(...issuesAsErrors(parsed.error.issues, (field) => COLUMN_OF[field] ?? field, LABELS));
    const input = parsed.success ? parsed.data : null;
    if (input?.startsAt && input.expiryDate && input.startsAt > input.expiryDate) {
      errors.push({
        column: "startsAt",
        label: LABELS.startsAt ?? "",
        message: PROMOTION_FACT_MESSAGES.startsAfterExpiry,
      });
    }
    const slug = slugify((values.slug ?? "").trim() || (values.title ?? ""));
    const key = `${casinoId ?? ""}|${slug}`;
    if (seen.has(key)) errors.push({ column: "slug", label: "Slug", message: CSV_IMPORT_MESSAGES.duplicateKey });
    seen.add(key);
    const id = existingByKey.get(key) ?? null;
    const ok = errors.length === 0;
    return {
      preview: {
        line,
        key: casinoSlug ? `${casinoSlug}/${slug}` : slug,
        action: ok ? (id ? "update" : "create") : null,
        errors,
      },
      id,
      slug,
      input: ok ? input : null,
      categoryName: category?.name ?? null,
    };
  });
}

/** What importing a file would do, row by row (the preview screen). */
export async function previewPromotionImport(db: Db, text: string): Promise<ImportPreview> {
  return summarise((await plan(db, text)).map((row) => row.preview));
}

/**
 * Imports a previewed file: checked again, then every row in ONE transaction with one summary audit entry
 * (decision 043), the waiting file deleted with it; a file with any bad row writes nothing.
 */
export async function importPromotions(
  deps: { db: Db; events: Pick<ContentEvents, "contentChanged"> },
  text: string,
  draftId: string | null = null,
): Promise<ImportPreview> {
  const planned = await plan(deps.db, text);
  const preview = summarise(planned.map((row) => row.preview));
  if (preview.invalid > 0) throw new ServiceError("invalid", CSV_IMPORT_MESSAGES.hasErrors);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const inserts: Insertable<PromotionsTable>[] = [];
    for (const row of planned) {
      const input = row.input as PromotionInput & PromotionFactsInput;
      const columns = { ...columnsOf(input, row.categoryName), ...promotionFactColumns(input) };
      if (row.id) {
        await trx
          .updateTable("promotions")
          .set({ ...columns, updated_at: now })
          .where("id", "=", row.id)
          .execute();
      } else {
        inserts.push({
          ...columns,
          id: crypto.randomUUID(),
          slug: row.slug,
          title: input.title,
          description: columns.description,
          indexed: false,
          created_at: now,
          updated_at: now,
        });
      }
    }
    await inChunks(inserts, 100, (chunk) => trx.insertInto("promotions").values(chunk).execute());
    await recordAudit(trx, {
      kind: "promotion",
      itemId: null,
      action: "import",
      summary: `${PROMOTION_CSV_MESSAGES.imported(preview.creates, preview.updates)}${
        planned.length <= 3 ? `: ${planned.map((row) => quoted(row.input?.title)).join(", ")}` : ""
      }`,
    });
    if (draftId) await deleteCsvDraft(trx, draftId);
  });
  deps.events.contentChanged({ kind: "promotion" });
  return preview;
}

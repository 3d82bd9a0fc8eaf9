import { type Insertable, type Selectable, type SqlBool, sql } from "kysely";
import type { PromotionsTable } from "../../../db/schema.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { slugify } from "../../utils/slug.ts";
import {
  type CsvEntity,
  type ImportFieldError,
  inChunks,
  issuesAsErrors,
  keysetBatches,
} from "../csv-import/public.server.ts";
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
 * The promotion CSV's columns: stable machine headers, the form's own field names, with the casino
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
} as const;

interface PromotionCsvRow {
  slug: string;
  input: PromotionInput & PromotionFactsInput;
  categoryName: string | null;
}

/**
 * Promotions in and out of CSV: each row checked with the promotion form's own schema, the casino and
 * category by slug, and the start date against the expiry date.
 */
export const PROMOTION_CSV: CsvEntity<PromotionCsvRow> = {
  kind: "promotion",
  noun: "promosyon",
  columns: PROMOTION_CSV_COLUMNS,
  required: ["title", "shortDescription", "url"],

  async checker(db) {
    const [casinos, categories, existing] = await Promise.all([
      db.selectFrom("casinos").select(["id", "slug"]).execute(),
      db.selectFrom("promotion_categories").select(["id", "slug", "name"]).execute(),
      db.selectFrom("promotions").select(["id", "slug", "casino_id"]).execute(),
    ]);
    const casinoBySlug = new Map(casinos.map((row) => [row.slug, row.id]));
    const categoryBySlug = new Map(categories.map((row) => [row.slug, row]));
    const existingByKey = new Map(existing.map((row) => [`${row.casino_id ?? ""}|${row.slug}`, row.id]));
    return (values) => {
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
      const matchKey = `${casinoId ?? ""}|${slug}`;
      return {
        key: casinoSlug ? `${casinoSlug}/${slug}` : slug,
        matchKey,
        id: existingByKey.get(matchKey) ?? null,
        errors,
        row: input && { slug, input, categoryName: category?.name ?? null },
      };
    };
  },

  async write(trx, rows, now) {
    const inserts: Insertable<PromotionsTable>[] = [];
    for (const { id, row } of rows) {
      const columns = { ...columnsOf(row.input, row.categoryName), ...promotionFactColumns(row.input) };
      if (id) {
        await trx
          .updateTable("promotions")
          .set({ ...columns, updated_at: now })
          .where("id", "=", id)
          .execute();
      } else {
        inserts.push({
          ...columns,
          id: crypto.randomUUID(),
          slug: row.slug,
          title: row.input.title,
          description: columns.description,
          indexed: false,
          created_at: now,
          updated_at: now,
        });
      }
    }
    await inChunks(inserts, 100, (chunk) => trx.insertInto("promotions").values(chunk).execute());
  },

  nameOf: (row) => row.input.title,

  exportBatches(db, size) {
    // Promotions without a casino first, by (slug, id); then casinos in slug order, each one's promotions through
    // (casino, slug): each batch starts where the last one ended and stops after `size` rows, whatever the table's size.
    const withoutCasino = keysetBatches<ExportRow>(
      (after) =>
        db
          .selectFrom("promotions as p")
          .leftJoin("promotion_categories as pc", "pc.id", "p.category_id")
          .selectAll("p")
          .select([sql<string | null>`null`.as("casino_slug"), "pc.slug as category_slug"])
          .where("p.casino_id", "is", null)
          .$if(after !== null, (qb) => qb.where(sql<SqlBool>`(p.slug, p.id) > (${after?.slug}, ${after?.id})`))
          .orderBy("p.slug")
          .orderBy("p.id")
          .limit(size)
          .execute(),
      size,
    );
    const withCasino = keysetBatches<ExportRow>(
      (after) =>
        db
          .selectFrom("casinos as c")
          .innerJoin("promotions as p", "p.casino_id", "c.id")
          .leftJoin("promotion_categories as pc", "pc.id", "p.category_id")
          .selectAll("p")
          .select(["c.slug as casino_slug", "pc.slug as category_slug"])
          .$if(after !== null, (qb) =>
            qb
              // The first column alone lets the casinos' slug index seek; the row value decides within it.
              .where("c.slug", ">=", after?.casino_slug ?? "")
              .where(sql<SqlBool>`(c.slug, p.slug, p.id) > (${after?.casino_slug}, ${after?.slug}, ${after?.id})`),
          )
          .orderBy("c.slug")
          .orderBy("p.slug")
          .orderBy("p.id")
          .limit(size)
          .execute(),
      size,
    );
    return (async function* () {
      for (const batches of [withoutCasino, withCasino]) {
        for await (const rows of batches) yield rows.map(promotionRecord);
      }
    })();
  },
};

type ExportRow = Selectable<PromotionsTable> & { casino_slug: string | null; category_slug: string | null };

/** One promotion as its CSV row. */
function promotionRecord(row: ExportRow): Record<(typeof PROMOTION_CSV_COLUMNS)[number], string> {
  const { shortDescription, fullDescription } = splitDescription(row.description);
  return {
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
}

import type { Insertable, Selectable } from "kysely";
import type { CasinosTable } from "../../../db/schema.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { slugOrEmpty } from "../../utils/slug.ts";
import {
  type CsvEntity,
  type ImportFieldError,
  inChunks,
  issuesAsErrors,
  keysetBatches,
} from "../csv-import/public.server.ts";
import {
  CASINO_FACT_MESSAGES,
  CASINO_WITH_FACTS_REVISION_FIELDS,
  type CasinoFactsInput,
  CasinoFormSchema,
  type CasinoInput,
} from "./casino.schema.ts";
import { casinoFactColumns, casinoFactsFormValues, paymentMethodsByCasino } from "./casino-facts.server.ts";
import { CASINO_FACT_FIELD_LABELS } from "./casino-labels.ts";

/**
 * The casino CSV's columns: stable machine headers, the form's own field names, payment methods as
 * their slugs ("papara,kripto"), pros and cons one per line. A row is matched on its slug: update or create.
 */
export const CASINO_CSV_COLUMNS = [
  "slug",
  "name",
  "url",
  "logoUrl",
  "description",
  "rating",
  ...(Object.keys(CASINO_FACT_FIELD_LABELS) as (keyof typeof CASINO_FACT_FIELD_LABELS)[]),
] as const;
const LABELS: Record<string, string> = { ...CASINO_WITH_FACTS_REVISION_FIELDS.labels, slug: "Slug" };

export const CASINO_CSV_MESSAGES = { slug: "Slug boş olamaz" } as const;

interface CasinoCsvRow {
  slug: string;
  input: CasinoInput & CasinoFactsInput;
  methodIds: string[];
}

/** Casinos in and out of CSV: each row checked with the casino form's schema and known payment methods. */
export const CASINO_CSV: CsvEntity<CasinoCsvRow> = {
  kind: "casino",
  noun: "casino",
  columns: CASINO_CSV_COLUMNS,
  required: ["slug", "name", "url", "logoUrl", "description"],

  async checker(db) {
    const [existing, methods] = await Promise.all([
      db.selectFrom("casinos").select(["id", "slug"]).execute(),
      db.selectFrom("payment_methods").select(["id", "slug"]).execute(),
    ]);
    const idBySlug = new Map(existing.map((row) => [row.slug, row.id]));
    const methodBySlug = new Map(methods.map((row) => [row.slug, row.id]));
    return (values) => {
      const errors: ImportFieldError[] = [];
      const slug = slugOrEmpty(values.slug ?? "");
      if (slug === "") errors.push({ column: "slug", label: "Slug", message: CASINO_CSV_MESSAGES.slug });
      const parsed = CasinoFormSchema.safeParse(values);
      if (!parsed.success) errors.push(...issuesAsErrors(parsed.error.issues, (field) => field, LABELS));
      const input = parsed.success ? parsed.data : null;
      const unknown = input?.paymentMethods.find((method) => !methodBySlug.has(method));
      if (unknown !== undefined) {
        errors.push({
          column: "paymentMethods",
          label: CASINO_FACT_FIELD_LABELS.paymentMethods,
          message: CASINO_FACT_MESSAGES.unknownPaymentMethod(unknown),
        });
      }
      const methodIds = (input?.paymentMethods ?? []).map((method) => methodBySlug.get(method) ?? "");
      return {
        key: slug,
        matchKey: slug === "" ? null : slug,
        id: idBySlug.get(slug) ?? null,
        errors,
        row: input && { slug, input, methodIds },
      };
    };
  },

  /** Every casino and its payment methods: the links of an updated casino are replaced. */
  async write(trx, rows, now) {
    const inserts: Insertable<CasinosTable>[] = [];
    const links: { casino_id: string; payment_method_id: string }[] = [];
    const updated: string[] = [];
    for (const { id: existingId, row } of rows) {
      const columns = {
        name: row.input.name,
        url: row.input.url,
        logo_url: row.input.logoUrl,
        rating: row.input.rating,
        description: sanitizeRichText(row.input.description),
        ...casinoFactColumns(row.input),
      };
      const id = existingId ?? crypto.randomUUID();
      if (existingId) {
        updated.push(existingId);
        await trx
          .updateTable("casinos")
          .set({ ...columns, updated_at: now })
          .where("id", "=", existingId)
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
  },

  nameOf: (row) => row.input.name,

  exportBatches(db, size) {
    const casinos = keysetBatches<Selectable<CasinosTable>>(
      (after) =>
        db
          .selectFrom("casinos")
          .selectAll()
          .$if(after !== null, (qb) => qb.where("slug", ">", after?.slug ?? ""))
          .orderBy("slug")
          .limit(size)
          .execute(),
      size,
    );
    return (async function* () {
      for await (const rows of casinos) {
        const methods = await paymentMethodsByCasino(
          db,
          rows.map((row) => row.id),
        );
        yield rows.map((row) => ({
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
        }));
      }
    })();
  },
};

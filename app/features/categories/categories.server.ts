import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { errorText, requireItemId, ServiceError } from "../../utils/errors.ts";
import { byTurkishName } from "../../utils/turkish-order.ts";
import {
  activeTabs,
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  setActiveEach,
  trigramSearchOf,
  writeEach,
} from "../admin-lists/public.server.ts";
import { auditedEdits, createdEntry, recordAudit } from "../audit/public.server.ts";
import { redirectMovedAddress } from "../redirects/public.server.ts";
import { CATEGORY_ADMIN_MESSAGES } from "./admin-messages.ts";
import { CATEGORY_MESSAGES, type CategoryInput } from "./category.schema.ts";
import type { CategoryListQuery } from "./category-list.ts";

/** The table of categories and their kind in the audit log, for its bulk writes and edits. */
const CATEGORY_AUDIT = { table: "promotion_categories", nameColumn: "name", kind: "category" } as const;

export interface AdminCategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  isActive: boolean;
  /** Promotions filed under it; a category in use cannot be deleted. */
  promotionCount: number;
  updatedAt: string;
}

export type AdminCategoryPage = ListPage<AdminCategoryRow, CategoryListQuery["tab"]>;

/**
 * Categories by name (spec 2 §7), Turkish-aware on both engines ("Çevrim" sorts after "Bonus", not after "Z"), in
 * the list's state: searched (name, slug, description), under a tab (active, passive), sorted by a column. A page
 * past the end gives the last page.
 */
export async function listCategoriesForAdmin(
  db: Db,
  request: ListRequest<CategoryListQuery>,
): Promise<AdminCategoryPage> {
  const { query } = request;
  const promotionCount = (eb: ExpressionBuilder<Database & { pc: Database["promotion_categories"] }, "pc">) =>
    eb
      .selectFrom("promotions as p")
      .select((inner) => inner.fn.countAll<number | string>().as("n"))
      .whereRef("p.category_id", "=", "pc.id");
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("promotion_categories as pc"), query, {
      search: "pc.search_folded",
      trigram: await trigramSearchOf(db, "promotion_categories", query.search, "pc"),
    }),
    tabs: activeTabs("pc.is_active"),
    // The promotion counts are read for the page's rows only: in the select list, PostgreSQL counted every row
    // before it sorted and skipped to a deep page (88 ms for the last of 10,000 categories).
    rows: async (qb, direction) => {
      const rows = await qb
        .select(["pc.id", "pc.name", "pc.slug", "pc.description", "pc.is_active", "pc.updated_at"])
        .$call((ordered) =>
          query.sort === "promosyon"
            ? ordered.orderBy((eb) => promotionCount(eb), direction).orderBy("pc.sort_folded")
            : ordered.orderBy("pc.sort_folded", direction),
        )
        .orderBy("pc.id", query.sort === "promosyon" ? "asc" : direction)
        .execute();
      const counts = await promotionCountsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, promotion_count: counts.get(row.id) ?? 0 }));
    },
    map: (r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      isActive: r.is_active,
      promotionCount: r.promotion_count,
      updatedAt: r.updated_at,
    }),
  });
}

/** How many promotions each of the categories has (none: not in the map). */
async function promotionCountsOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("promotions")
    .select((eb) => ["category_id", eb.fn.countAll<number | string>().as("n")])
    .where("category_id", "in", ids)
    .groupBy("category_id")
    .execute();
  return new Map(rows.map((row) => [row.category_id ?? "", Number(row.n)]));
}

export interface CategoryOption {
  id: string;
  name: string;
}

/**
 * Active categories for the promotion form's select (spec 2 §7), by Turkish name order; with `inactiveToo`, every
 * category (the promotion list's filter).
 */
export async function listActiveCategoryOptions(db: Db, inactiveToo = false): Promise<CategoryOption[]> {
  const rows = await db
    .selectFrom("promotion_categories")
    .select(["id", "name"])
    .$if(!inactiveToo, (qb) => qb.where("is_active", "=", true))
    .execute();
  return rows.sort(byTurkishName);
}

const CATEGORY_EDITS = auditedEdits(CATEGORY_AUDIT, {
  labels: { name: "Ad", slug: "Slug", description: "Açıklama", is_active: "Aktif" },
});

export async function createCategory(
  deps: ContentWriteDeps,
  input: CategoryInput,
  now = new Date(),
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const nowIso = now.toISOString();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await assertSlugFree(trx, input.slug, null);
      await trx
        .insertInto("promotion_categories")
        .values({
          id,
          name: input.name,
          slug: input.slug,
          description: input.description,
          is_active: input.isActive,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
      await recordAudit(trx, createdEntry("category", id, input.name));
    })
    .catch(rethrowAsSlugTaken);
  deps.events.contentChanged({ kind: "category", id });
  return { id };
}

/**
 * Saves a category; a new name is copied to the `category` text of its promotions in the same transaction, so
 * the two never disagree (spec 2 §3 keeps the name on the promotion as text).
 */
export async function updateCategory(
  deps: ContentWriteDeps,
  id: string,
  input: CategoryInput,
  now = new Date(),
): Promise<void> {
  const key = requireItemId(id, CATEGORY_ADMIN_MESSAGES.notFound);
  const nowIso = now.toISOString();
  const renamed = await deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await CATEGORY_EDITS.read(trx, key, categoryNotFound);
      await assertSlugFree(trx, input.slug, key);
      // An active category's filter address keeps working: a 301 to the new one (issue #15).
      if (current.is_active && current.slug !== input.slug) {
        await redirectMovedAddress(trx, {
          from: `/bonuslar?kategori=${encodeURIComponent(current.slug)}`,
          to: `/bonuslar?kategori=${encodeURIComponent(input.slug)}`,
        });
      }
      const values = { name: input.name, slug: input.slug, description: input.description, is_active: input.isActive };
      await CATEGORY_EDITS.write(trx, key, { before: current, values, updatedAt: nowIso, name: input.name });
      if (current.name === input.name) return false;
      await trx
        .updateTable("promotions")
        .set({ category: input.name, updated_at: nowIso })
        .where("category_id", "=", key)
        .execute();
      return true;
    })
    .catch(rethrowAsSlugTaken);
  deps.events.contentChanged({ kind: "category", id: key });
  if (renamed) deps.events.contentChanged({ kind: "promotion" });
}

/** Spec 2 §4: the active/passive toggle. */
export async function setCategoryActive(
  deps: ContentWriteDeps,
  id: string,
  active: boolean,
  now = new Date(),
): Promise<void> {
  await setCategoriesActive(deps, [id], active, now);
}

/** The toggle for many categories in one transaction (a bulk action); an unknown id changes none. */
export async function setCategoriesActive(
  deps: ContentWriteDeps,
  ids: readonly string[],
  active: boolean,
  now = new Date(),
): Promise<void> {
  const keys = await setActiveEach(deps.db, CATEGORY_AUDIT, ids, active, { notFound: categoryNotFound, now });
  for (const key of keys) deps.events.contentChanged({ kind: "category", id: key });
}

function categoryNotFound(): ServiceError {
  return new ServiceError("not_found", CATEGORY_ADMIN_MESSAGES.notFound);
}

/** Spec 2 §5: a category used by any promotion cannot be deleted (checked here; the foreign key also refuses). */
export async function deleteCategory(deps: ContentWriteDeps, id: string): Promise<void> {
  await deleteCategories(deps, [id]);
}

/**
 * Deletes many categories in one transaction (a bulk action): when any is in use or unknown, none is deleted and
 * the in-use conflict names the reason.
 */
export async function deleteCategories(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  const keys = await writeEach(deps.db, ids, categoryNotFound, deletedAudit(CATEGORY_AUDIT), async (trx, keys) => {
    const used = await trx
      .selectFrom("promotions")
      .select("id")
      .where("category_id", "in", keys)
      .limit(1)
      .executeTakeFirst();
    if (used) throw new ServiceError("conflict", CATEGORY_ADMIN_MESSAGES.inUse);
    return trx.deleteFrom("promotion_categories").where("id", "in", keys).executeTakeFirst();
  }).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) throw new ServiceError("conflict", CATEGORY_ADMIN_MESSAGES.inUse);
    throw error;
  });
  for (const key of keys) deps.events.contentChanged({ kind: "category", id: key });
}

async function assertSlugFree(db: Db, slug: string, exceptId: string | null): Promise<void> {
  const clash = await db
    .selectFrom("promotion_categories")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== null, (qb) => qb.where("id", "!=", exceptId as string))
    .executeTakeFirst();
  if (clash) throw new ServiceError("conflict", CATEGORY_MESSAGES.slugTaken, { field: "slug" });
}

/** Two saves racing for one slug: the unique index decides, and the loser gets the same message. */
function rethrowAsSlugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new ServiceError("conflict", CATEGORY_MESSAGES.slugTaken, { field: "slug" });
  throw error;
}

function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, "23505") || /UNIQUE constraint failed/i.test(errorText(error));
}

function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, "23503") || /FOREIGN KEY constraint failed/i.test(errorText(error));
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

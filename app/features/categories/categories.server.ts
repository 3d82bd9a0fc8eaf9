import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { errorText, ServiceError } from "../../utils/errors.ts";
import { foldedSql } from "../../utils/folded-sql.server.ts";
import { pageWindow } from "../../utils/paging.ts";
import { isUuid } from "../../utils/uuid.ts";
import { CATEGORY_MESSAGES, type CategoryInput } from "./category.schema.ts";

export const ADMIN_CATEGORIES_PAGE_SIZE = 20;

export interface CategoryDeps {
  db: Db;
  events: Pick<ContentEvents, "contentChanged">;
}

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

export interface AdminCategoryPage {
  categories: AdminCategoryRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Categories by name (spec 2 §7), Turkish-aware on both engines ("Çevrim" sorts after "Bonus", not after "Z"),
 * one page at a time; a page past the end gives the last page.
 */
export async function listCategoriesForAdmin(
  db: Db,
  options: { page: number; pageSize?: number },
): Promise<AdminCategoryPage> {
  const pageSize = options.pageSize ?? ADMIN_CATEGORIES_PAGE_SIZE;
  const { count } = await db
    .selectFrom("promotion_categories")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset } = pageWindow(total, options.page, pageSize);
  const rows = await db
    .selectFrom("promotion_categories as pc")
    .select((eb) => [
      "pc.id",
      "pc.name",
      "pc.slug",
      "pc.description",
      "pc.is_active",
      "pc.updated_at",
      eb
        .selectFrom("promotions as p")
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .whereRef("p.category_id", "=", "pc.id")
        .as("promotion_count"),
    ])
    .orderBy((eb) => foldedSql(eb.ref("pc.name")))
    .orderBy("pc.id")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return {
    categories: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      isActive: r.is_active,
      promotionCount: Number(r.promotion_count ?? 0),
      updatedAt: r.updated_at,
    })),
    total,
    page,
    pageCount,
  };
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
  return rows.sort((a, b) => a.name.localeCompare(b.name, "tr-TR"));
}

export async function createCategory(
  deps: CategoryDeps,
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
  deps: CategoryDeps,
  id: string,
  input: CategoryInput,
  now = new Date(),
): Promise<void> {
  if (!isUuid(id)) throw new ServiceError("not_found", CATEGORY_MESSAGES.notFound);
  const key = id.toLowerCase();
  const nowIso = now.toISOString();
  const renamed = await deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("promotion_categories")
        .select("name")
        .where("id", "=", key)
        .executeTakeFirst();
      if (!current) throw new ServiceError("not_found", CATEGORY_MESSAGES.notFound);
      await assertSlugFree(trx, input.slug, key);
      await trx
        .updateTable("promotion_categories")
        .set({
          name: input.name,
          slug: input.slug,
          description: input.description,
          is_active: input.isActive,
          updated_at: nowIso,
        })
        .where("id", "=", key)
        .execute();
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
  deps: CategoryDeps,
  id: string,
  active: boolean,
  now = new Date(),
): Promise<void> {
  if (!isUuid(id)) throw new ServiceError("not_found", CATEGORY_MESSAGES.notFound);
  const key = id.toLowerCase();
  const result = await deps.db
    .updateTable("promotion_categories")
    .set({ is_active: active, updated_at: now.toISOString() })
    .where("id", "=", key)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ServiceError("not_found", CATEGORY_MESSAGES.notFound);
  deps.events.contentChanged({ kind: "category", id: key });
}

/** Spec 2 §5: a category used by any promotion cannot be deleted (checked here; the foreign key also refuses). */
export async function deleteCategory(deps: CategoryDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw new ServiceError("not_found", CATEGORY_MESSAGES.notFound);
  const key = id.toLowerCase();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .selectFrom("promotions")
        .select("id")
        .where("category_id", "=", key)
        .limit(1)
        .executeTakeFirst();
      if (used) throw new ServiceError("conflict", CATEGORY_MESSAGES.inUse);
      const result = await trx.deleteFrom("promotion_categories").where("id", "=", key).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ServiceError("not_found", CATEGORY_MESSAGES.notFound);
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ServiceError("conflict", CATEGORY_MESSAGES.inUse);
      throw error;
    });
  deps.events.contentChanged({ kind: "category", id: key });
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

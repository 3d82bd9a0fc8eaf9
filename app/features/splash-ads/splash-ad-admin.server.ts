import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { pageWindow } from "../../utils/paging.ts";
import { saveSingleRow } from "../../utils/single-row.server.ts";
import { SPLASH_AD_ADMIN_MESSAGES, type SplashAdInput, type SplashFrequencyInput } from "./splash-ad.schema.ts";

export const ADMIN_SPLASH_PAGE_SIZE = 20;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminDeps {
  db: Db;
  events: Pick<ContentEvents, "contentChanged">;
}

export interface AdminSplashAd {
  id: string;
  title: string;
  href: string;
  imageUrl: string;
  isActive: boolean;
  createdAt: string;
}

export interface AdminSplashAdPage {
  ads: AdminSplashAd[];
  total: number;
  page: number;
  pageCount: number;
}

function toAdminSplashAd(row: {
  id: string;
  title: string;
  href: string;
  image_url: string;
  is_active: boolean;
  created_at: string;
}): AdminSplashAd {
  return {
    id: row.id,
    title: row.title,
    href: row.href,
    imageUrl: row.image_url,
    isActive: row.is_active,
    createdAt: row.created_at,
  };
}

/** Ads newest first, one page at a time; a page past the end gives the last page. */
export async function listSplashAdsForAdmin(
  db: Db,
  options: { page: number; pageSize?: number },
): Promise<AdminSplashAdPage> {
  const pageSize = options.pageSize ?? ADMIN_SPLASH_PAGE_SIZE;
  const { count } = await db
    .selectFrom("splash_ads")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset } = pageWindow(total, options.page, pageSize);
  const rows = await db
    .selectFrom("splash_ads")
    .select(["id", "title", "href", "image_url", "is_active", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(pageSize)
    .offset(offset)
    .execute();
  return { ads: rows.map(toAdminSplashAd), total, page, pageCount };
}

function requireId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
  return id.toLowerCase();
}

export async function getSplashAdForEdit(db: Db, id: string): Promise<AdminSplashAd> {
  const row = await db
    .selectFrom("splash_ads")
    .select(["id", "title", "href", "image_url", "is_active", "created_at"])
    .where("id", "=", requireId(id))
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
  return toAdminSplashAd(row);
}

export async function createSplashAd(deps: AdminDeps, input: SplashAdInput): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await deps.db
    .insertInto("splash_ads")
    .values({
      id,
      title: input.title,
      href: input.href,
      image_url: input.imageUrl,
      is_active: input.isActive,
      created_at: now,
      updated_at: now,
    })
    .execute();
  deps.events.contentChanged({ kind: "splash-ad" });
  return { id };
}

export async function updateSplashAd(deps: AdminDeps, id: string, input: SplashAdInput): Promise<void> {
  const result = await deps.db
    .updateTable("splash_ads")
    .set({
      title: input.title,
      href: input.href,
      image_url: input.imageUrl,
      is_active: input.isActive,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", requireId(id))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
  deps.events.contentChanged({ kind: "splash-ad" });
}

export async function setSplashAdActive(deps: AdminDeps, id: string, isActive: boolean): Promise<void> {
  const result = await deps.db
    .updateTable("splash_ads")
    .set({ is_active: isActive, updated_at: new Date().toISOString() })
    .where("id", "=", requireId(id))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
  deps.events.contentChanged({ kind: "splash-ad" });
}

export async function deleteSplashAd(deps: AdminDeps, id: string): Promise<void> {
  const result = await deps.db.deleteFrom("splash_ads").where("id", "=", requireId(id)).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
  deps.events.contentChanged({ kind: "splash-ad" });
}

/**
 * Saves the splash frequency in the single settings row (inserted when missing, as the settings screen does). The
 * page cache is emptied, since every cached page carries the frequency to the browser.
 */
export async function saveSplashFrequency(deps: AdminDeps, input: SplashFrequencyInput): Promise<void> {
  const values = { splash_ad_frequency: input.frequency, updated_at: new Date().toISOString() };
  await saveSingleRow(deps.db, "settings", values);
  deps.events.contentChanged({ kind: "splash-ad" });
}

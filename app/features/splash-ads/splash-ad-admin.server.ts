import { dayRange, type ListPage, orderOf, readListPage, writeEach } from "../../utils/admin-list.server.ts";
import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { containsFoldedAny, foldedSql } from "../../utils/folded-sql.server.ts";
import { saveSingleRow } from "../../utils/single-row.server.ts";
import { SPLASH_AD_ADMIN_MESSAGES, type SplashAdInput, type SplashFrequencyInput } from "./splash-ad.schema.ts";
import type { SplashListQuery } from "./splash-ad-list.ts";

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

export type AdminSplashAdPage = ListPage<AdminSplashAd, SplashListQuery["tab"]>;

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

/**
 * One page of ads in the list's state: searched (title, address; Turkish-insensitive), added between two days, under
 * a tab (active, passive), sorted by a column. A page past the end gives the last page.
 */
export async function listSplashAdsForAdmin(
  db: Db,
  options: { query: SplashListQuery; pageSize?: number },
): Promise<AdminSplashAdPage> {
  const { query } = options;
  const { start, end } = dayRange(query);
  const direction = orderOf(query.direction);
  const page = await readListPage({
    filtered: db
      .selectFrom("splash_ads")
      .$if(query.search !== "", (qb) =>
        qb.where((eb) => containsFoldedAny([eb.ref("title"), eb.ref("href")], query.search)),
      )
      .$if(start !== null, (qb) => qb.where("created_at", ">=", start as string))
      .$if(end !== null, (qb) => qb.where("created_at", "<", end as string)),
    tabs: {
      tumu: null,
      aktif: (eb) => eb("is_active", "=", true),
      pasif: (eb) => eb("is_active", "=", false),
    },
    tab: query.tab,
    page: query.page,
    pageSize: options.pageSize ?? ADMIN_SPLASH_PAGE_SIZE,
    rows: (qb) =>
      qb
        .select(["id", "title", "href", "image_url", "is_active", "created_at"])
        .$call((ordered) =>
          query.sort === "baslik"
            ? ordered.orderBy((eb) => foldedSql(eb.ref("title")), direction)
            : ordered.orderBy("created_at", direction),
        )
        .orderBy("id", direction)
        .execute(),
  });
  return { ...page, rows: page.rows.map(toAdminSplashAd) };
}

function requireId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
  return id.toLowerCase();
}

export async function getSplashAd(db: Db, id: string): Promise<AdminSplashAd> {
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
  await setSplashAdsActive(deps, [id], isActive);
}

/** The toggle for many ads in one transaction (a bulk action); an unknown id changes none. */
export async function setSplashAdsActive(deps: AdminDeps, ids: readonly string[], isActive: boolean): Promise<void> {
  await writeEach(deps.db, ids, splashAdNotFound, (trx, keys) =>
    trx
      .updateTable("splash_ads")
      .set({ is_active: isActive, updated_at: new Date().toISOString() })
      .where("id", "in", keys)
      .executeTakeFirst(),
  );
  deps.events.contentChanged({ kind: "splash-ad" });
}

export async function deleteSplashAd(deps: AdminDeps, id: string): Promise<void> {
  await deleteSplashAds(deps, [id]);
}

/** Deletes many ads in one transaction (a bulk action); an unknown id deletes nothing. */
export async function deleteSplashAds(deps: AdminDeps, ids: readonly string[]): Promise<void> {
  await writeEach(deps.db, ids, splashAdNotFound, (trx, keys) =>
    trx.deleteFrom("splash_ads").where("id", "in", keys).executeTakeFirst(),
  );
  deps.events.contentChanged({ kind: "splash-ad" });
}

function splashAdNotFound(): ServiceError {
  return new ServiceError("not_found", SPLASH_AD_ADMIN_MESSAGES.notFound);
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

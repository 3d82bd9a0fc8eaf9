import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
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
import { auditedEdits, columnLabels, createdEntry, recordAudit, saveSingleRow } from "../audit/public.server.ts";
import { type EditContext, saveWithRevision } from "../revisions/public.server.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  SPLASH_REVISION_FIELDS,
  SPLASH_REVISION_KIND,
  type SplashAdInput,
  type SplashFrequencyInput,
} from "./splash-ad.schema.ts";
import type { SplashListQuery } from "./splash-ad-list.ts";

/** The table of splash ads and their kind in the audit log, for its bulk writes and edits. */
const SPLASH_AUDIT = { table: "splash_ads", nameColumn: "title", kind: "splash-ad" } as const;

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
export async function listSplashAdsForAdmin(db: Db, request: ListRequest<SplashListQuery>): Promise<AdminSplashAdPage> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("splash_ads"), query, {
      search: "search_folded",
      created: "created_at",
      trigram: await trigramSearchOf(db, "splash_ads", query.search),
    }),
    tabs: activeTabs("is_active"),
    reversible: true,
    rows: (qb, direction) =>
      qb
        .select(["id", "title", "href", "image_url", "is_active", "created_at"])
        .orderBy(query.sort === "baslik" ? "sort_folded" : "created_at", direction)
        .orderBy("id", direction)
        .execute(),
    map: toAdminSplashAd,
  });
}

function requireId(id: string): string {
  return requireItemId(id, SPLASH_AD_ADMIN_MESSAGES.notFound);
}

/** One ad for its edit form, with the version (updated_at) the form is opened at. */
export async function getSplashAdForEdit(db: Db, id: string): Promise<AdminSplashAd & { updatedAt: string }> {
  const row = await db
    .selectFrom("splash_ads")
    .select(["id", "title", "href", "image_url", "is_active", "created_at", "updated_at"])
    .where("id", "=", requireId(id))
    .executeTakeFirst();
  if (!row) throw splashAdNotFound();
  return { ...toAdminSplashAd(row), updatedAt: row.updated_at };
}

/** An edit's audit entry names a changed column as the 'Geçmiş' panel names its field. */
const SPLASH_EDITS = auditedEdits(SPLASH_AUDIT, {
  labels: columnLabels(SPLASH_REVISION_FIELDS.labels),
});

export async function createSplashAd(
  deps: ContentWriteDeps,
  input: SplashAdInput,
  edit: EditContext = {},
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await saveWithRevision(deps.db, {
    ...splashRevision(id, now, edit),
    write: async (trx) => {
      await trx
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
      await recordAudit(trx, createdEntry("splash-ad", id, input.title));
    },
  });
  deps.events.contentChanged({ kind: "splash-ad" });
  return { id };
}

export async function updateSplashAd(
  deps: ContentWriteDeps,
  id: string,
  input: SplashAdInput,
  edit: EditContext = {},
): Promise<void> {
  const key = requireId(id);
  const now = new Date().toISOString();
  await saveWithRevision(deps.db, {
    ...splashRevision(key, now, edit),
    missing: splashAdNotFound,
    submitted: { ...input },
    write: async (trx, version) => {
      const before = await SPLASH_EDITS.read(trx, key, splashAdNotFound);
      const values = { title: input.title, href: input.href, image_url: input.imageUrl, is_active: input.isActive };
      await SPLASH_EDITS.write(trx, key, { before, values, updatedAt: version, name: input.title });
    },
  });
  deps.events.contentChanged({ kind: "splash-ad" });
}

function splashRevision(id: string, at: string, edit: EditContext) {
  return {
    kind: SPLASH_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: SPLASH_REVISION_FIELDS,
    read: async (db: Db) => {
      const row = await db
        .selectFrom("splash_ads")
        .select(["title", "href", "image_url", "is_active", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const content = { title: row.title, href: row.href, imageUrl: row.image_url, isActive: row.is_active };
      return { version: row.updated_at, content };
    },
  };
}

export async function setSplashAdActive(deps: ContentWriteDeps, id: string, isActive: boolean): Promise<void> {
  await setSplashAdsActive(deps, [id], isActive);
}

/** The toggle for many ads in one transaction (a bulk action); an unknown id changes none. */
export async function setSplashAdsActive(
  deps: ContentWriteDeps,
  ids: readonly string[],
  isActive: boolean,
): Promise<void> {
  await setActiveEach(deps.db, SPLASH_AUDIT, ids, isActive, { notFound: splashAdNotFound });
  deps.events.contentChanged({ kind: "splash-ad" });
}

export async function deleteSplashAd(deps: ContentWriteDeps, id: string): Promise<void> {
  await deleteSplashAds(deps, [id]);
}

/** Deletes many ads in one transaction (a bulk action); an unknown id deletes nothing. */
export async function deleteSplashAds(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  await writeEach(deps.db, ids, splashAdNotFound, deletedAudit(SPLASH_AUDIT), (trx, keys) =>
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
export async function saveSplashFrequency(deps: ContentWriteDeps, input: SplashFrequencyInput): Promise<void> {
  const values = { splash_ad_frequency: input.frequency, updated_at: new Date().toISOString() };
  await saveSingleRow(deps.db, "settings", values, {
    kind: "splash-ad",
    labels: { splash_ad_frequency: "Gösterim sıklığı" },
  });
  deps.events.contentChanged({ kind: "splash-ad" });
}

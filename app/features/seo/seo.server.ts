import type { AppServices } from "../../context.ts";
import type { Db } from "../../utils/db.server.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";

export interface SeoOverride {
  title: string | null;
  description: string | null;
  keywords: string | null;
}

/**
 * Spec 1 §1: what a page uses when no SEO row is stored. Title and description stay null, so each page keeps its
 * own built-in site title and description; the keywords are the spec's.
 */
export const SEO_DEFAULT_KEYWORDS = "casino, bonus, promosyon";
export const SEO_DEFAULTS: SeoOverride = { title: null, description: null, keywords: SEO_DEFAULT_KEYWORDS };

/**
 * The operator's SEO row for a page path, falling back to the row for '/' (spec 1 §7), or SEO_DEFAULTS when
 * neither is stored. A stored row's empty fields stay null: the operator left the page's built-in texts in place.
 */
export async function findSeoOverride(db: Db, pagePath: string): Promise<SeoOverride> {
  const rows = await db
    .selectFrom("seo_settings")
    .select(["page_path", "title", "description", "keywords"])
    .where("page_path", "in", [pagePath, "/"])
    .execute();
  const row = rows.find((r) => r.page_path === pagePath) ?? rows.find((r) => r.page_path === "/");
  if (!row) return { ...SEO_DEFAULTS };
  return { title: row.title, description: row.description, keywords: row.keywords };
}

/** A page's SEO row as a shared read: once per content change. */
export function sharedSeoOverride(shared: SharedData, db: Db, pagePath: string): Promise<SeoOverride> {
  return shared.get(`seo:${pagePath}`, () => findSeoOverride(db, pagePath));
}

/**
 * Spec 1 §7 for a page with no SEO row of its own and no place in the SEO settings (a casino, a promotion, the ranked
 * lists, the comparison): the keywords of the row for '/', else SEO_DEFAULTS'. Titles and descriptions stay the
 * page's own: the home page's would describe another page.
 */
export async function findFallbackKeywords(db: Db): Promise<string> {
  const row = await db.selectFrom("seo_settings").select("keywords").where("page_path", "=", "/").executeTakeFirst();
  return row?.keywords || SEO_DEFAULT_KEYWORDS;
}

/** The fallback keywords as a page's loader reads them: shared until the next content change, and a failed read
 * gives the defaults silently (spec 1 §8: SEO rows fail silently). */
export function loadFallbackKeywords(services: Pick<AppServices, "db" | "logger" | "shared">): Promise<string> {
  const { db, logger, shared } = services;
  return orDefault(
    shared.get("seo:fallback-keywords", () => findFallbackKeywords(db)),
    SEO_DEFAULT_KEYWORDS,
    { logger, what: "SEO" },
  );
}

import type { Db } from "../../utils/db.server.ts";

export interface SeoOverride {
  title: string | null;
  description: string | null;
  keywords: string | null;
}

/** The operator's SEO row for a page path (spec 1 §7), or null when none is stored. */
export async function findSeoOverride(db: Db, pagePath: string): Promise<SeoOverride | null> {
  const row = await db
    .selectFrom("seo_settings")
    .select(["title", "description", "keywords"])
    .where("page_path", "=", pagePath)
    .executeTakeFirst();
  return row ?? null;
}

import type { SeoSettings } from "../../../db/schema.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { auditedEdits } from "../audit/public.server.ts";
import { normalizeKeywords, SEO_MESSAGES, type SeoSettingsInput } from "./seo.schema.ts";

/**
 * The public pages that read an SEO row (findSeoOverride). A fresh site without demo content gets an empty row for
 * each, so the operator always has something to edit; empty fields mean the page keeps its built-in texts.
 */
export const SEO_PAGES: ReadonlyArray<{ pagePath: string; pageName: string }> = [
  { pagePath: "/", pageName: "Ana Sayfa" },
  { pagePath: "/bonuslar", pageName: "Bonuslar" },
  { pagePath: "/guvenilir-siteler", pageName: "Güvenilir Siteler" },
  { pagePath: "/blog", pageName: "Blog" },
];

export interface AdminSeoRow {
  id: string;
  pageName: string;
  pagePath: string;
  title: string;
  description: string;
  keywords: string;
  updatedAt: string;
}

const SEO_EDITS = auditedEdits(
  { table: "seo_settings", kind: "seo-settings" },
  {
    labels: { title: "Başlık", description: "Açıklama", keywords: "Anahtar kelimeler" },
    noun: "sayfası",
    action: "settings",
  },
);

/** Every page's SEO row ordered by page name (spec 2 §7), after adding the rows of known pages that lack one. */
export async function listSeoSettingsForAdmin(db: Db): Promise<AdminSeoRow[]> {
  await ensureSeoPages(db);
  const rows = await db
    .selectFrom("seo_settings")
    .select(SEO_COLUMNS)
    .orderBy("page_name")
    .orderBy("page_path")
    .execute();
  return rows.map(toAdminSeoRow);
}

const SEO_COLUMNS = ["id", "page_name", "page_path", "title", "description", "keywords", "updated_at"] as const;

function toAdminSeoRow(row: Pick<SeoSettings, (typeof SEO_COLUMNS)[number]>): AdminSeoRow {
  return {
    id: row.id,
    pageName: row.page_name,
    pagePath: row.page_path,
    title: row.title ?? "",
    description: row.description ?? "",
    keywords: row.keywords ?? "",
    updatedAt: row.updated_at,
  };
}

async function ensureSeoPages(db: Db): Promise<void> {
  const existing = await db.selectFrom("seo_settings").select("page_path").execute();
  const have = new Set(existing.map((row) => row.page_path));
  const missing = SEO_PAGES.filter((page) => !have.has(page.pagePath));
  if (missing.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("seo_settings")
    .values(
      missing.map((page) => ({
        id: crypto.randomUUID(),
        page_name: page.pageName,
        page_path: page.pagePath,
        title: null,
        description: null,
        keywords: null,
        updated_at: now,
      })),
    )
    // Two loads at once may both find a page missing; the second insert is then a no-op.
    .onConflict((conflict) => conflict.column("page_path").doNothing())
    .execute();
}

/** Saves one page's title, description and keywords; empty fields become null so the page's defaults apply. */
export async function updateSeoSettings(deps: ContentWriteDeps, input: SeoSettingsInput): Promise<AdminSeoRow> {
  const keywords = normalizeKeywords(input.keywords);
  const now = new Date().toISOString();
  const key = input.id.toLowerCase();
  await deps.db.transaction().execute(async (trx) => {
    const before = await SEO_EDITS.read(trx, key, () => new ServiceError("not_found", SEO_MESSAGES.page));
    const values = { title: input.title || null, description: input.description || null, keywords: keywords || null };
    await SEO_EDITS.write(trx, key, { before, values, updatedAt: now, name: before.page_name });
  });
  deps.events.contentChanged({ kind: "seo" });
  const row = await deps.db
    .selectFrom("seo_settings")
    .select(SEO_COLUMNS)
    .where("id", "=", input.id.toLowerCase())
    .executeTakeFirstOrThrow();
  return toAdminSeoRow(row);
}

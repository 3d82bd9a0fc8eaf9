import { PAGE_LIST_PATH } from "../../utils/admin-paths.ts";
import { slugify } from "../../utils/slug.ts";
import { displayRichTextWithSizes } from "../media/public.server.ts";
import { declareVersionedKind, type RevisionContent, type VersionedServices } from "../revisions/public.server.ts";
import { PAGE_ADMIN_MESSAGES } from "./admin-messages.ts";
import { PAGE_REVISION_FIELDS, PAGE_REVISION_KIND, PageSchema } from "./page.schema.ts";
import { createPage, getPageForEdit, schedulePage, updatePage } from "./pages-admin.server.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The admin's autosaved form over the stored page, its HTML sanitised as a save would. */
async function previewPage({ db }: VersionedServices, id: string | null, draft: RevisionContent | null) {
  const stored = id ? await getPageForEdit(db, id).catch(() => null) : null;
  if (!stored && !draft) return null;
  const values: Record<string, unknown> = { ...(stored ?? {}), ...(draft ?? {}) };
  const title = text(values.title) || "Başlıksız sayfa";
  const page = {
    title,
    slug: text(values.slug) || slugify(title),
    content: await displayRichTextWithSizes(db, text(values.content)),
    updatedAt: stored?.updatedAt ?? new Date().toISOString(),
  };
  return { view: "page", title, page };
}

/** Pages as versioned content: a draft page can be scheduled from its edit screen. */
export const PAGE_VERSIONED = declareVersionedKind({
  kind: PAGE_REVISION_KIND,
  table: "pages",
  fields: PAGE_REVISION_FIELDS,
  schema: PageSchema,
  preview: previewPage,
  create: createPage,
  update: updatePage,
  schedule: { log: "sayfa zamanlanamadı", texts: PAGE_ADMIN_MESSAGES, run: schedulePage },
  texts: { ...PAGE_ADMIN_MESSAGES, saveFailed: () => PAGE_ADMIN_MESSAGES.saveFailed },
  log: "sayfa kaydedilemedi",
  listPath: PAGE_LIST_PATH,
});

import { PAGE_LIST_PATH } from "../../utils/admin-paths.ts";
import { declareVersionedKind } from "../revisions/public.server.ts";
import { PAGE_ADMIN_MESSAGES } from "./admin-messages.ts";
import { PAGE_REVISION_FIELDS, PAGE_REVISION_KIND, PageSchema } from "./page.schema.ts";
import { createPage, schedulePage, updatePage } from "./pages-admin.server.ts";

/** Pages as versioned content: a draft page can be scheduled from its edit screen. */
export const PAGE_VERSIONED = declareVersionedKind({
  kind: PAGE_REVISION_KIND,
  table: "pages",
  fields: PAGE_REVISION_FIELDS,
  schema: PageSchema,
  preview: true,
  create: createPage,
  update: updatePage,
  schedule: { log: "sayfa zamanlanamadı", texts: PAGE_ADMIN_MESSAGES, run: schedulePage },
  texts: { ...PAGE_ADMIN_MESSAGES, saveFailed: () => PAGE_ADMIN_MESSAGES.saveFailed },
  log: "sayfa kaydedilemedi",
  listPath: PAGE_LIST_PATH,
});

import { BLOG_LIST_PATH } from "../../utils/admin-paths.ts";
import { declareVersionedKind } from "../revisions/public.server.ts";
import { BLOG_ADMIN_MESSAGES } from "./admin-messages.ts";
import { createPost, schedulePost, updatePost } from "./blog-admin.server.ts";
import { BLOG_REVISION_FIELDS, BLOG_REVISION_KIND, BlogPostSchema } from "./blog-post.schema.ts";

/** Blog posts as versioned content: the editor's save and schedule, the 'Geçmiş' panel, autosave and preview. */
export const BLOG_VERSIONED = declareVersionedKind({
  kind: BLOG_REVISION_KIND,
  table: "blog_posts",
  fields: BLOG_REVISION_FIELDS,
  schema: BlogPostSchema,
  preview: true,
  create: (services, input, edit) => createPost(services, input, new Date(), edit),
  update: (services, id, input, edit) => updatePost(services, id, input, new Date(), edit),
  schedule: { log: "blog yazısı zamanlanamadı", texts: BLOG_ADMIN_MESSAGES, run: schedulePost },
  texts: { ...BLOG_ADMIN_MESSAGES, saveFailed: () => BLOG_ADMIN_MESSAGES.saveFailed },
  log: "blog yazısı kaydedilemedi",
  listPath: BLOG_LIST_PATH,
});

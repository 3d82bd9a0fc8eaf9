/**
 * What other features may read of pages: a published page, the published pages' titles and
 * addresses (a menu's 'Sayfa' target, the sitemap), and the sweep's publishing of due drafts.
 */

export { PAGE_VERSIONED } from "./page-versioned.server.ts";
export {
  findPublishedPage,
  listPublishedPages,
  type NoticeLink,
  type PublicPage,
  type PublishedPageLink,
  sharedNoticeLinks,
} from "./pages.server.ts";
export { publishDuePages } from "./pages-admin.server.ts";

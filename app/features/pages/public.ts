/** What other features and routes may use of pages without the server: the addresses. */
export { CONTACT_PAGE_SLUG, pagePath } from "./page-paths.ts";

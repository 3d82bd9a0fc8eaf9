/** What other features and routes may use of pages without the server (decision 020): the addresses. */
export { CONTACT_PAGE_SLUG, pagePath } from "./page-paths.ts";

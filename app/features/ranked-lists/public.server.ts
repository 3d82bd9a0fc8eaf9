/** What other features may read of ranked lists (decision 020): the active lists' addresses (the sitemap). */
export { listRankedListPaths } from "./ranked-lists.server.ts";

/** What other features may read of ranked lists: the active lists' addresses (the sitemap). */
export { rankedListPath } from "./ranked-list-paths.ts";
export { RANKED_LIST_VERSIONED } from "./ranked-list-versioned.server.ts";
export { listRankedListPaths } from "./ranked-lists.server.ts";

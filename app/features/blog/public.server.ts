/** The blog's server side for other features (decision 020): publishing and AI batches announce new posts. */
export { indexPublishedPosts } from "./index-published-posts.server.ts";

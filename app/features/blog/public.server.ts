/** The blog's server side for other features: publishing and AI batches announce new posts. */

export { BLOG_VERSIONED } from "./blog-versioned.server.ts";
export { indexPublishedPosts } from "./index-published-posts.server.ts";

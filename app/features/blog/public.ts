/**
 * What other features may use of the blog: the post form's limits and messages, shared by AI drafts,
 * and where a post lives (the sitemap).
 */

export { postPath } from "./blog-paths.ts";
export { BLOG_POST_LIMITS, BLOG_POST_MESSAGES } from "./blog-post.schema.ts";

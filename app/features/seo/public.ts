/** What other features may use of SEO: the tag length limits of the blog form and the AI advice. */
export { SEO_ADVISED_LIMITS, SEO_HARD_LIMITS } from "./seo.schema.ts";

/** The path of a post's page: its slug, or its id when it has none (spec 1 §2, footer). */
export function postPath(post: { id: string; slug: string | null }): string {
  return `/blog/${encodeURIComponent(post.slug || post.id)}`;
}

/** Spec 1 §2: a post without an author is signed by the site's editors. */
export function authorLabel(author: string | null, siteName: string): string {
  return author?.trim() || `${siteName} Editörü`;
}

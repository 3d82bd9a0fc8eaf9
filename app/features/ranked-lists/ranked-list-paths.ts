/** The public addresses. */
export const RANKED_LISTS_PATH = "/listeler";
export function rankedListPath(list: { slug: string }): string {
  return `${RANKED_LISTS_PATH}/${encodeURIComponent(list.slug)}`;
}

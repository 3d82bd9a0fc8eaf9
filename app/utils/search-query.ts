/** A longer query is cut here: nobody types more, and it keeps a 10,000-character ?q= cheap (issue #3). */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** A typed query with its inner whitespace collapsed to one space and its ends trimmed. */
export function collapseSpaces(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim();
}

/** The visitor's query as we search for it: trimmed, inner whitespace collapsed, at most 100 characters. */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  return collapseSpaces(raw).slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

import { stripAllTags } from "../../utils/sanitize-html.server.ts";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * Stored HTML as one line of plain text for meta descriptions and JSON-LD, where React and React Router do the
 * escaping: so the entities that sanitize-html writes are turned back into characters.
 */
export function plainTextOf(html: string | null | undefined, maxLength = 300): string {
  if (!html) return "";
  const text = stripAllTags(html.replace(/<\/(p|li|h\d)>/gi, "$& "))
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

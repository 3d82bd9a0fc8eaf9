import { withoutControlCharacters } from "./control-characters.ts";

/**
 * Text as XML character data or an attribute value: the five markup characters escaped, and the control characters
 * XML 1.0 does not allow dropped (one in a title would make the whole document unreadable to a strict parser).
 */
export function escapeXml(text: string): string {
  return withoutControlCharacters(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

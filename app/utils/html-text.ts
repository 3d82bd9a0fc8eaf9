/**
 * HTML to plain text and back, the one way for every feature. Browser-safe and small, because the
 * form schemas run it in the admin's browser; one left-to-right pass, so no input (an unclosed "<", a megabyte of
 * tags) costs more than linear time.
 */

/** Marks inside a line of text: removing them must not split a word ("<em>dün</em>ya" is one word). */
const INLINE_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);

/** Elements whose content a reader never sees (sanitize-html's non-text tags). */
const HIDDEN_TAGS = new Set(["script", "style", "textarea", "option", "noscript"]);

/**
 * The named entities that the editor (TipTap writes &nbsp;) and sanitize-html (&amp; &lt; &gt; &quot;) put into
 * stored HTML; other named entities are left as written, numeric ones are all decoded. The full HTML table
 * (the `entities` package) would add about 12 KB to the admin's browser code for characters nobody stores.
 */
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g;

/** Character references decoded in one pass, so "&amp;lt;" is the literal "&lt;" someone typed. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? entity;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : "\ufffd";
  });
}

/** Text for a text node: what composes HTML from an admin's or the AI's plain text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The text a reader sees in `html`, on one line: tags removed (inline marks join, every other tag separates
 * words), hidden elements and comments dropped, entities decoded, whitespace collapsed. With `maxLength`, a
 * longer text is cut and ends in "…".
 */
export function htmlToText(html: string | null | undefined, maxLength = Number.POSITIVE_INFINITY): string {
  if (!html) return "";
  let text = "";
  let textStart = 0;
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open === -1) break;
    const markup = readMarkup(html, open);
    if (!markup) {
      at = open + 1; // "a < b": the "<" stays in the text
      continue;
    }
    text += decodeEntities(html.slice(textStart, open)) + (markup.inline ? "" : " ");
    at = markup.hidden ? skipPast(html, markup.end, markup.hidden) : markup.end;
    textStart = at;
  }
  text = (text + decodeEntities(html.slice(textStart))).replace(/\s+/g, " ").trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** Words a reader sees: the blog editor's counter and the AI dialogs count the same way. */
export function countWords(html: string | null | undefined): number {
  const text = htmlToText(html);
  return text ? text.split(" ").length : 0;
}

type Markup = { end: number; inline: boolean; hidden: string | null };

/**
 * The tag, comment or declaration starting at `open` ("<"), or null when that "<" starts none (it is text).
 * `end` is the index after its ">", or the input's length when it never closes (a browser drops the rest too).
 */
function readMarkup(html: string, open: number): Markup | null {
  const next = html.charCodeAt(open + 1);
  if (next === 33 || next === 63) {
    const comment = html.startsWith("<!--", open);
    const close = comment ? html.indexOf("-->", open + 4) : html.indexOf(">", open + 2);
    return { end: close === -1 ? html.length : close + (comment ? 3 : 1), inline: false, hidden: null };
  }
  const closing = next === 47;
  const nameStart = open + (closing ? 2 : 1);
  let nameEnd = nameStart;
  while (nameEnd < html.length && isNameChar(html.charCodeAt(nameEnd), nameEnd === nameStart)) nameEnd++;
  if (nameEnd === nameStart) return null;
  const name = html.slice(nameStart, nameEnd).toLowerCase();
  let end = html.length;
  let quote = 0;
  for (let i = nameEnd; i < html.length; i++) {
    const ch = html.charCodeAt(i);
    if (quote) {
      if (ch === quote) quote = 0;
    } else if (ch === 34 || ch === 39) quote = ch;
    else if (ch === 62) {
      end = i + 1;
      break;
    }
  }
  return { end, inline: INLINE_TAGS.has(name), hidden: !closing && HIDDEN_TAGS.has(name) ? name : null };
}

/** ASCII letters start a tag name; digits and "-" may follow. */
function isNameChar(code: number, first: boolean): boolean {
  const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return letter || (!first && ((code >= 48 && code <= 57) || code === 45));
}

/** The index after `</name…>`, or the end of the input: an unclosed <script> hides the rest, as in a browser. */
function skipPast(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}(?=[\\s/>])`, "gi");
  close.lastIndex = from;
  const end = close.exec(html) ? html.indexOf(">", close.lastIndex) : -1;
  return end === -1 ? html.length : end + 1;
}

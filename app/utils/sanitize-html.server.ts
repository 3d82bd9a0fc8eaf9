import sanitizeHtml from "sanitize-html";
import { variantSrcSet } from "./image-variants.ts";
import { UPLOADED_FILE } from "./upload-rules.ts";
import { wellFormedHtml } from "./well-formed-html.server.ts";

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

/** How deep rich text may nest its tags; deeper tags are dropped and their text kept. */
export const RICH_TEXT_NESTING_LIMIT = 100;

/**
 * The allow-list for HTML that the editor or the AI wrote (design §4): the editor's own marks, links with safe
 * schemes (opening in a new tab), images from http(s) or our own /uploads. Run on save and again on render
 * (where the output is kept by its input: sanitizeRichText), then made well-formed (wellFormedHtml).
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h1",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "a",
    "img",
    "hr",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  allowedStyles: { "*": { "text-align": TEXT_ALIGN } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSource(frame.attribs.src),
  // Tags nested deeper than this are dropped, their text kept: no editor writes such a tree, and the steps after
  // (parse5's serialiser, wellFormedHtml) walk the tree recursively.
  nestingLimit: RICH_TEXT_NESTING_LIMIT,
};

function isAllowedImageSource(src: string | undefined): boolean {
  return !!src && (/^https?:\/\//i.test(src) || UPLOADED_FILE.test(src));
}

/** Characters of stored HTML (inputs and outputs together) whose sanitised form is kept; about 4 MB at most. */
export const SANITISED_CACHE_CHARS = 2_000_000;
const sanitised = new Map<string, string>();
let sanitisedChars = 0;

/**
 * Pages show stored HTML through this on every uncached render: the output depends only on the input,
 * so it is kept by the input text itself, the oldest dropped past SANITISED_CACHE_CHARS. What is shown is still the
 * sanitiser's output for exactly the stored text, and an edited text is a new key, so nothing needs clearing.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  const cached = sanitised.get(html);
  if (cached !== undefined) return cached;
  const clean = wellFormedHtml(sanitizeHtml(html, RICH_TEXT_OPTIONS));
  const chars = html.length + clean.length;
  if (chars > SANITISED_CACHE_CHARS) return clean;
  sanitised.set(html, clean);
  sanitisedChars += chars;
  for (const [input, output] of sanitised) {
    if (sanitisedChars <= SANITISED_CACHE_CHARS) break;
    sanitised.delete(input);
    sanitisedChars -= input.length + output.length;
  }
  return clean;
}

/** Plain text for comments and other visitor input: every tag removed, entities left for React to escape. */
export function stripAllTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

/** A rich-text column at its widest: the page's main column (max-w-6xl less the 20rem sidebar and the gap). */
const RICH_TEXT_IMAGE_SIZES = "(min-width:1024px) 768px,100vw";
const IMAGE_TAG = /<img\b([^>]*)>/g;
const SOURCE = /\ssrc="([^"]*)"/;
const WIDTH = /\swidth="([^"]*)"/;
const HEIGHT = /\sheight="([^"]*)"/;

/** Images' own sizes in pixels by address, where the media library knows them. */
export type ImageSizes = ReadonlyMap<string, { width: number; height: number; bucketKey?: string }>;
const NO_SIZES: ImageSizes = new Map();

/**
 * Sanitised rich text as a public page shows it: each local upload's <img> offers its variants in a
 * srcset and loads once scrolled near; one the editor gave no width and height gets its own from `sizes`, so its box
 * holds its place before it arrives. Done on the server, so pages carry no code for it; never stored (the editor
 * keeps plain <img>).
 */
export function displayRichText(html: string | null | undefined, sizes: ImageSizes = NO_SIZES): string {
  return sanitizeRichText(html).replace(IMAGE_TAG, (_tag, found: string) => {
    const src = SOURCE.exec(found)?.[1] ?? "";
    const size = sizes.get(src);
    const attributes = size ? found + missingDimensions(found, size) : found;
    const srcSet = variantSrcSet(src, size?.width, size?.bucketKey);
    return srcSet
      ? `<img${attributes} srcset="${srcSet}" sizes="${RICH_TEXT_IMAGE_SIZES}" loading="lazy">`
      : `<img${attributes}>`;
  });
}

/** The width and height attributes an <img> lacks: both the image's own, or the one its given one implies. */
function missingDimensions(attributes: string, size: { width: number; height: number }): string {
  const width = WIDTH.exec(attributes)?.[1];
  const height = HEIGHT.exec(attributes)?.[1];
  if (width === undefined && height === undefined) return ` width="${size.width}" height="${size.height}"`;
  // One given as a number: the other at the image's aspect. Anything else ("100%") is the editor's choice.
  const given = Number(width ?? height);
  if ((width !== undefined && height !== undefined) || !Number.isFinite(given) || given <= 0) return "";
  return width !== undefined
    ? ` height="${Math.round((given * size.height) / size.width)}"`
    : ` width="${Math.round((given * size.width) / size.height)}"`;
}

/** Every image address in rich text, to look up their sizes before `displayRichText`. */
export function imageAddressesIn(...htmls: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const html of htmls) {
    // A column holding something else (a corrupt row's bytes) is the page builder's to report, not this lookup's.
    if (typeof html !== "string") continue;
    for (const match of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi)) {
      if (match[1]) found.add(match[1]);
    }
  }
  return [...found];
}

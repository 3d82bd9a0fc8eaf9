import sanitizeHtml from "sanitize-html";

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

/**
 * The allow-list for HTML that the editor or the AI wrote (design §4): the editor's own marks, links with safe
 * schemes (opening in a new tab), images from http(s) or our own /uploads. Run on save and again on render.
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
};

function isAllowedImageSource(src: string | undefined): boolean {
  return !!src && (/^https?:\/\//i.test(src) || src.startsWith("/uploads/"));
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}

/** Plain text for comments and other visitor input: every tag removed, entities left for React to escape. */
export function stripAllTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html, parseFragment, serialize } from "parse5";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const LISTS = new Set(["ul", "ol"]);
/** Elements whose content must be phrasing: one that holds a block is dropped and its content kept (below). */
const PHRASING_ONLY = new Set(["strong", "b", "em", "i", "u", "s", "code", "pre", "h1", "h2", "h3", "h4"]);
const BLOCKS = new Set(["p", "ul", "ol", "li", "blockquote", "pre", "h1", "h2", "h3", "h4", "hr"]);

/**
 * Rich text (already through the sanitiser's allow-list) as a browser builds it, and valid where the allowed tags
 * would otherwise break HTML's content rules. HTML pasted from elsewhere or imported from a
 * spreadsheet often is not: `<p><strong>a<p>b`, `<ul><p>…</p></ul>`, a stray `<li>`, an `<img>` without `alt`, and the
 * page that shows it would fail the W3C check. The fragment is parsed with parse5, the HTML standard's own parsing
 * algorithm (what the visitor's browser will do with it anyway), then:
 * - an `<img>` without `alt` gets `alt=""` (an image nobody described is decoration to a screen reader);
 * - what stands in a list outside an `<li>` is put in one, and `<li>`s outside a list are put in a `<ul>`;
 * - a formatting element, `<pre>` or heading that holds a block (`<strong><p>…</p></strong>`) gives way to its
 *   content: the text and the blocks stay, that one element's formatting goes.
 * The result parses back to itself, so running it again changes nothing.
 */
export function wellFormedHtml(source: string): string {
  const fragment = parseFragment(source);
  repair(fragment);
  return serialize(fragment);
}

function repair(parent: ParentNode): void {
  for (const child of [...parent.childNodes]) {
    if (!isElement(child)) continue;
    repair(child);
    if (child.tagName === "img" && !child.attrs.some((attr) => attr.name === "alt")) {
      child.attrs.push({ name: "alt", value: "" });
    }
    if (PHRASING_ONLY.has(child.tagName) && child.childNodes.some((node) => isBlock(node))) unwrap(child);
  }
  if (isElement(parent) && LISTS.has(parent.tagName)) {
    wrapRuns(parent, (node) => !isElement(node) || node.tagName !== "li", "li");
  } else {
    wrapRuns(parent, (node) => isElement(node) && node.tagName === "li", "ul");
  }
}

/** Puts each run of children that `belongs` (whitespace between them included) into a new `tag` element. */
function wrapRuns(parent: ParentNode, belongs: (node: ChildNode) => boolean, tag: string): void {
  const children = parent.childNodes;
  for (let start = 0; start < children.length; start++) {
    const first = children[start];
    if (!first || isBlankText(first) || !belongs(first)) continue;
    let end = start + 1;
    while (end < children.length) {
      const next = children[end];
      if (!next || !(belongs(next) || isBlankText(next))) break;
      end++;
    }
    const wrapper = defaultTreeAdapter.createElement(tag, html.NS.HTML, []);
    const run = children.splice(start, end - start, wrapper);
    wrapper.parentNode = parent;
    for (const node of run) {
      node.parentNode = wrapper;
      wrapper.childNodes.push(node);
    }
  }
}

/** Replaces `element` by its children. */
function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  const index = parent.childNodes.indexOf(element);
  for (const child of element.childNodes) child.parentNode = parent;
  parent.childNodes.splice(index, 1, ...element.childNodes);
}

function isElement(node: ChildNode | ParentNode): node is Element {
  return "tagName" in node;
}

function isBlock(node: ChildNode): boolean {
  return isElement(node) && BLOCKS.has(node.tagName);
}

function isBlankText(node: ChildNode): boolean {
  return node.nodeName === "#text" && "value" in node && node.value.trim() === "";
}

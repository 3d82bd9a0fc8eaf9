import { type DefaultTreeAdapterTypes, parse } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Text a visitor never reads as the page's: scripts (JSON-LD and streamed data among them), styles, templates. */
const UNREAD = new Set(["script", "style", "template", "noscript"]);

/**
 * A server-rendered page read the way a test reads the screen, without a browser: elements by tag and attributes,
 * their text and attributes. The HTML standard's parser (parse5), so what a browser would build is what is read.
 */
export interface HtmlDocument {
  /** Every element named `tag` whose attributes include `attributes` (exact values), in document order. */
  all(tag: string, attributes?: Record<string, string>): HtmlElement[];
  /** The first such element; throws when there is none, naming what was looked for. */
  one(tag: string, attributes?: Record<string, string>): HtmlElement;
  /** The `<title>`'s text. */
  readonly title: string;
  /** An attribute of the first `<link>` / `<meta>` that has the given attributes (`rel=canonical`, `name=robots`). */
  head(tag: "link" | "meta", attributes: Record<string, string>, attribute: "href" | "content"): string | undefined;
  /** The parsed JSON-LD objects. */
  readonly jsonLd: Array<Record<string, unknown>>;
  /** The text of `<body>` as read, whitespace collapsed. */
  readonly text: string;
}

export interface HtmlElement {
  attribute(name: string): string | undefined;
  /** The element's text as read (no scripts), whitespace collapsed. */
  readonly text: string;
  all(tag: string, attributes?: Record<string, string>): HtmlElement[];
  /** The first such element inside; throws when there is none. */
  one(tag: string, attributes?: Record<string, string>): HtmlElement;
  /** The first `<a>` inside whose text is `name` (trimmed, exact). */
  link(name: string): HtmlElement | undefined;
}

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function childrenOf(node: Node): Node[] {
  return "childNodes" in node ? (node.childNodes as Node[]) : [];
}

function* descendants(node: Node): Generator<Element> {
  for (const child of childrenOf(node)) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

function rawText(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (isElement(node) && UNREAD.has(node.tagName)) return "";
  return childrenOf(node).map(rawText).join("");
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function matches(element: Element, tag: string, attributes: Record<string, string>): boolean {
  if (element.tagName !== tag) return false;
  return Object.entries(attributes).every(([name, value]) =>
    element.attrs.some((attr) => attr.name === name && attr.value === value),
  );
}

function wrap(element: Element): HtmlElement {
  return {
    attribute: (name) => element.attrs.find((attr) => attr.name === name)?.value,
    get text() {
      return collapse(rawText(element));
    },
    all: (tag, attributes = {}) => findAll(element, tag, attributes),
    one: (tag, attributes = {}) => first(findAll(element, tag, attributes), tag, attributes),
    link: (name) => findAll(element, "a").find((a) => a.text === name),
  };
}

function first(found: HtmlElement[], tag: string, attributes: Record<string, string>): HtmlElement {
  const [element] = found;
  if (!element) throw new Error(`no <${tag}> with ${JSON.stringify(attributes)} in the page`);
  return element;
}

function findAll(root: Node, tag: string, attributes: Record<string, string> = {}): HtmlElement[] {
  return [...descendants(root)].filter((element) => matches(element, tag, attributes)).map(wrap);
}

/** Parses a page's HTML (the body of a response). */
export function readHtml(html: string): HtmlDocument {
  const document = parse(html);
  const all = (tag: string, attributes: Record<string, string> = {}) => findAll(document, tag, attributes);
  const one = (tag: string, attributes: Record<string, string> = {}) => first(all(tag, attributes), tag, attributes);
  return {
    all,
    one,
    get title() {
      return one("title").text;
    },
    head: (tag, attributes, attribute) => all(tag, attributes)[0]?.attribute(attribute),
    get jsonLd() {
      return [...descendants(document)]
        .filter((element) => matches(element, "script", { type: "application/ld+json" }))
        .map((script) =>
          JSON.parse(
            childrenOf(script)
              .map((n) => (n as { value?: string }).value ?? "")
              .join(""),
          ),
        );
    },
    get text() {
      return one("body").text;
    },
  };
}

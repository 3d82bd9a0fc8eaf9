import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** RFC 822 date-time as RSS 2.0 requires it (with the four-digit year its own examples use). */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

/**
 * What makes a document an RSS 2.0 feed by the specification (rssboard.org/rss-specification), checked strictly:
 * well-formed XML, `<rss version="2.0">` with one channel carrying title, link and description, every item with a
 * title or a description, absolute links and RFC 822 dates. A real feed reader's parser (@rowanmanning/feed-parser)
 * must then read it as RSS; its reading is returned for the test's own checks.
 */
export function readRss2(xml: string) {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) throw new Error(`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`);
  const document = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml);
  const problems: string[] = [];
  const rss = document.rss;
  if (rss?.["@_version"] !== "2.0") problems.push('the root is not <rss version="2.0">');
  const channel = rss?.channel;
  for (const element of ["title", "link", "description"]) {
    if (!channel?.[element]) problems.push(`the channel has no <${element}>`);
  }
  const items: Record<string, unknown>[] = channel?.item ?? [];
  for (const [index, item] of items.entries()) {
    if (!item.title && !item.description) problems.push(`item ${index} has neither a title nor a description`);
    if (typeof item.link !== "string" || !/^https?:\/\//.test(item.link))
      problems.push(`item ${index}'s link is not absolute`);
    if (item.pubDate !== undefined && !RFC_822.test(String(item.pubDate))) {
      problems.push(`item ${index}'s pubDate is not RFC 822: ${String(item.pubDate)}`);
    }
  }
  if (channel?.lastBuildDate !== undefined && !RFC_822.test(String(channel.lastBuildDate))) {
    problems.push(`lastBuildDate is not RFC 822: ${String(channel.lastBuildDate)}`);
  }
  if (problems.length > 0) throw new Error(`not a valid RSS 2.0 feed:\n- ${problems.join("\n- ")}`);
  const feed = parseFeed(xml);
  if (feed.meta.type !== "rss" || feed.meta.version !== "2.0")
    throw new Error(`read as ${feed.meta.type} ${feed.meta.version}`);
  return feed;
}

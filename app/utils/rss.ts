import { escapeXml } from "./xml.ts";

export interface RssItem {
  title: string;
  /** Absolute address of the item's page; also its permanent guid. */
  link: string;
  /** Plain text (escaped here). */
  description: string;
  /** When the item appeared: an ISO date-time or a Date. */
  published: string | Date;
  category?: string | null;
}

export interface RssChannel {
  title: string;
  /** Absolute address of the page the feed follows (the blog, the promotion list). */
  link: string;
  /** Absolute address of the feed itself (atom:link rel="self", as the RSS Advisory Board recommends). */
  self: string;
  description: string;
  items: RssItem[];
}

/** The feed's type; `application/xml` would also do, this one lets readers and browsers recognise it. */
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

/**
 * An RSS 2.0 document (rssboard.org/rss-specification): the channel's required title, link and description, its
 * language, the newest item's date as lastBuildDate, and each item with its permanent link as guid. Dates are
 * RFC 822 (with a four-digit year, as the specification's own examples), in GMT.
 */
export function renderRss(channel: RssChannel): string {
  const newest = channel.items[0]?.published;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    "<language>tr-TR</language>",
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest === undefined ? [] : [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`]),
    ...channel.items.map(renderItem),
    "</channel>",
    "</rss>",
    "",
  ];
  return lines.join("\n");
}

function renderItem(item: RssItem): string {
  return [
    "<item>",
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(item.link)}</link>`,
    `<description>${escapeXml(item.description)}</description>`,
    ...(item.category ? [`<category>${escapeXml(item.category)}</category>`] : []),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    `<pubDate>${rfc822(item.published)}</pubDate>`,
    "</item>",
  ].join("");
}

/** RFC 822 date-time in GMT, e.g. `Sun, 06 Dec 2026 19:30:00 GMT` (what `toUTCString` writes). */
export function rfc822(date: string | Date): string {
  return (typeof date === "string" ? new Date(date) : date).toUTCString();
}

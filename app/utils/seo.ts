import type { MetaDescriptor } from "react-router";

/** What a public page says about itself to search engines and link previews (design §5). */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/bonuslar". */
  path: string;
  keywords?: string | null;
  image?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
  /** Structured data objects (schema.org), each rendered as its own ld+json script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

export interface SiteIdentity {
  siteName: string;
  siteUrl: string;
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD for one page. */
export function seoMeta(seo: PageSeo, site: SiteIdentity): MetaDescriptor[] {
  const url = absoluteUrl(site.siteUrl, seo.path);
  const image = seo.image ? absoluteUrl(site.siteUrl, seo.image) : null;
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: "tr_TR" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.keywords) meta.push({ name: "keywords", content: seo.keywords });
  if (image) meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (seo.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  for (const data of seo.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}

/** The site identity from the root route's loader data, as `meta` functions receive it in `matches`. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteIdentity {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<SiteIdentity> | undefined;
  return { siteName: root?.siteName ?? "Bonus Rehberi", siteUrl: root?.siteUrl ?? "" };
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** schema.org BreadcrumbList for a trail of [name, path] pairs. */
export function breadcrumbJsonLd(
  siteUrl: string,
  trail: ReadonlyArray<readonly [string, string]>,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, path),
    })),
  };
}

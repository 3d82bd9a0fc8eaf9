import { isRouteErrorResponse, type MetaDescriptor } from "react-router";

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
  /** The default Open Graph image of a page without its own ('Site Kimliği'). */
  shareImage?: string | null;
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD for one page. */
export function seoMeta(seo: PageSeo, site: SiteIdentity): MetaDescriptor[] {
  const url = absoluteUrl(site.siteUrl, seo.path);
  const shown = seo.image || site.shareImage;
  const image = shown ? absoluteUrl(site.siteUrl, shown) : null;
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

/** The meta of a public page whose loader failed: '{title} | site', not indexed. */
export function errorPageMeta(site: SiteIdentity, title = "Bir hata oluştu"): MetaDescriptor[] {
  return [{ title: `${title} | ${site.siteName}` }, { name: "robots", content: "noindex" }];
}

/**
 * The meta of a detail page whose loader failed: `notFoundTitle` for its 404, else `failedTitle`; not indexed, but
 * its links followed.
 */
export function detailErrorMeta(
  site: SiteIdentity,
  error: unknown,
  notFoundTitle: string,
  failedTitle = "Bir hata oluştu",
): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? notFoundTitle : failedTitle} | ${site.siteName}` },
    { name: "robots", content: "noindex, follow" },
  ];
}

/** The site identity from the root route's loader data, as `meta` functions receive it in `matches`. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteIdentity {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<SiteIdentity> | undefined;
  return {
    siteName: root?.siteName ?? "Bonus Rehberi",
    siteUrl: root?.siteUrl ?? "",
    shareImage: root?.shareImage ?? null,
  };
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * schema.org ItemList of one page of a list: `[name, path]` pairs, numbered on from `firstPosition` (the page's
 * first item's place in the whole list), with the count of items on the page.
 */
export function itemListJsonLd(
  siteUrl: string,
  name: string,
  items: ReadonlyArray<readonly [string, string]>,
  firstPosition: number,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map(([itemName, path], index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      name: itemName,
      url: absoluteUrl(siteUrl, path),
    })),
  };
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

/**
 * The meta of one page of a public list (blog, casinos): '{name} (Sayfa n) | site' past the first page, the page's
 * SEO row (title, description, keywords) over the defaults, and its ItemList and trail ('Anasayfa' › `crumb`) as
 * JSON-LD. `path` is the page's own address, `listPath` the list's first page.
 */
export function listPageMeta(
  site: SiteIdentity,
  list: {
    name: string;
    crumb: string;
    description: string;
    seo: { title?: string | null; description?: string | null; keywords?: string | null } | null | undefined;
    listPath: string;
    path: string;
    page: number;
    pageSize: number;
    items: ReadonlyArray<readonly [string, string]>;
  },
): MetaDescriptor[] {
  return seoMeta(
    {
      title: list.seo?.title || `${list.name}${list.page > 1 ? ` (Sayfa ${list.page})` : ""} | ${site.siteName}`,
      description: list.seo?.description || list.description,
      keywords: list.seo?.keywords,
      path: list.path,
      jsonLd: [
        itemListJsonLd(site.siteUrl, list.name, list.items, (list.page - 1) * list.pageSize + 1),
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          [list.crumb, list.listPath],
        ]),
      ],
    },
    site,
  );
}

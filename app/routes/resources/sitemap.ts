import { getServices } from "../../context.ts";
import { buildSitemapIndexXml } from "../../features/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

/** The sitemap index: one child file per kind and per 50,000 addresses. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, logger } = getServices(context);
  try {
    const xml = await buildSitemapIndexXml(db, { siteUrl: config.siteUrl });
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
    });
  } catch (error) {
    logger.error({ err: error }, "site haritası oluşturulamadı");
    return sitemapFailure();
  }
}

/** Spec 1: the sitemap's failure text. */
export function sitemapFailure(): Response {
  return new Response("Error generating sitemap", {
    status: 500,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

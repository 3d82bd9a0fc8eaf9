import { getServices } from "../../context.ts";
import { buildSitemapXml } from "../../features/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, logger } = getServices(context);
  try {
    const xml = await buildSitemapXml(db, config.siteUrl);
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
    });
  } catch (error) {
    logger.error({ err: error }, "site haritası oluşturulamadı");
    return new Response("Error generating sitemap", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

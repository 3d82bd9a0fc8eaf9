import type { MiddlewareFunction } from "react-router";
import { getServices } from "../../context.ts";
import { parseSitemapFileName, streamSitemapFile } from "../../features/seo/sitemap.server.ts";
import { answerUnknownPath } from "./catch-all.ts";
import { sitemapFailure } from "./sitemap.ts";

/**
 * A child sitemap at the site's root (`/sitemap-posts-2.xml`): the protocol lets a sitemap list only addresses
 * under its own folder. Its name has the shape of a page's top-level address, so the page route
 * runs this first: a sitemap file's name is answered here, before any loader, as XML; every other address goes
 * on to the page. A name of that shape with no file behind it is an unknown path.
 */
export const sitemapFileMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const name = params.pageSlug ?? "";
  const file = parseSitemapFileName(name);
  if (!file) return next();
  const { db, config, logger } = getServices(context);
  try {
    const body = await streamSitemapFile(db, file.kind, file.number, { siteUrl: config.siteUrl }, logger);
    if (!body) return answerUnknownPath(request, context);
    return new Response(body, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
    });
  } catch (error) {
    logger.error({ err: error, file: name }, "site haritası oluşturulamadı");
    return sitemapFailure();
  }
};

import { getServices } from "../../context.ts";
import { parseSitemapFileName, streamSitemapFile } from "../../features/seo/sitemap.server.ts";
import type { Route } from "./+types/sitemap-file";
import { answerUnknownPath, action as unknownPathAction } from "./catch-all.ts";
import { sitemapFailure } from "./sitemap.ts";

/**
 * A child sitemap at the site's root (`/sitemap-posts-2.xml`): the protocol lets a sitemap list only addresses
 * under its own folder. Any other one-segment address is an unknown path, answered as the catch-all answers it.
 */
export async function loader(args: Route.LoaderArgs) {
  const file = parseSitemapFileName(args.params.sitemapFile);
  if (!file) return answerUnknownPath(args.request, args.context);
  const { db, config, logger } = getServices(args.context);
  try {
    const body = await streamSitemapFile(db, file.kind, file.number, { siteUrl: config.siteUrl }, logger);
    if (!body) return answerUnknownPath(args.request, args.context);
    return new Response(body, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
    });
  } catch (error) {
    logger.error({ err: error, file: args.params.sitemapFile }, "site haritası oluşturulamadı");
    return sitemapFailure();
  }
}

export function action() {
  return unknownPathAction();
}

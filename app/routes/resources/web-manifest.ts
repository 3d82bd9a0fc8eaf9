import { getServices } from "../../context.ts";
import { defaultSiteIdentity, sharedSiteIdentity } from "../../features/site-identity/site-identity.server.ts";
import { webManifest } from "../../features/site-identity/web-manifest.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/web-manifest";

/** GET /site.webmanifest: the site's name and home-screen icons ('Site Kimliği'). */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db, shared, logger } = getServices(context);
  const identity = await orDefault(
    sharedSiteIdentity(shared, db, config.siteName),
    defaultSiteIdentity(config.siteName),
    { logger, what: "site kimliği" },
  );
  return new Response(JSON.stringify(webManifest(identity)), {
    // Short: a new icon or name shows within minutes in browsers that keep the file.
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

import { getServices } from "../../context.ts";
import { suggestCasinoNames } from "../../features/casinos/public.server.ts";
import type { Route } from "./+types/casino-names";

/**
 * GET /api/casinos?q=… : the casino filters' suggestions (the /bonuslar form and the admin promotion list), a few
 * names beginning with the typed text. Public: casino names and addresses are on the public pages already.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const text = new URL(request.url).searchParams.get("q") ?? "";
  const casinos = await suggestCasinoNames(getServices(context).db, text);
  return Response.json(
    { casinos: casinos.map(({ slug, name }) => ({ slug, name })) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

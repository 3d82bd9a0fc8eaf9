import { getServices } from "../../context.ts";
import { searchMedia } from "../../features/media/public.server.ts";
import type { Route } from "./+types/admin-media";

/**
 * GET /api/admin/media?q=…: the newest library images matching the search (file name or alternative text), for the
 * image pickers of the content forms and the editor's image dialog (issue #35).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const search = new URL(request.url).searchParams.get("q") ?? "";
  const images = await searchMedia(services.db, search);
  return Response.json({ images }, { headers: { "Cache-Control": "no-store" } });
}

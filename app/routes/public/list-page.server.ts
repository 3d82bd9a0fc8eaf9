import { data, type RouterContextProvider } from "react-router";
import { readPageParam } from "../../components/layout/page-param.ts";
import { type AppServices, getServices } from "../../context.ts";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { sharedSeoOverride } from "../../features/seo/seo.server.ts";
import { NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";

/**
 * A public paged list's loader (blog, casinos): the page `load` gives for the requested page and the SEO row of
 * `path`, side by side. A failed SEO row only costs the stored tags; a page past the end is answered with the last
 * one, never stored. Use as `export const loader = (args: Route.LoaderArgs) => loadListPage(args, …)`.
 */
export async function loadListPage<List extends { page: number }>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
  load: (services: AppServices, page: number) => Promise<List>,
) {
  const services = getServices(context);
  const { db, logger, shared } = services;
  const requested = readPageParam(new URL(request.url));
  const [list, seo] = await Promise.all([
    load(services, requested),
    orDefault(sharedSeoOverride(shared, db, path), null, { logger, what: "SEO" }),
  ]);
  return data(
    await withImageSrcSets(services, { ...list, seo }),
    list.page === requested ? undefined : { headers: NOT_STORED_HEADERS },
  );
}

import { Link } from "react-router";
import { CardGrid } from "../../components/layout/card-grid.tsx";
import { pageHref } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import {
  LIST_LOAD_FAILED,
  LoadError,
  listLoadErrorText,
  loadFailureMessage,
} from "../../components/layout/route-error.tsx";
import { COMPARE_PATH } from "../../features/casinos/casino-compare.ts";
import { casinoPath } from "../../features/casinos/casino-paths.ts";
import { listCasinosPage } from "../../features/casinos/casinos.server.ts";
import { CasinoCard } from "../../features/casinos/components/casino-card.tsx";
import { RANKED_LISTS_PATH } from "../../features/ranked-lists/ranked-list-paths.ts";
import { loaderCacheControl } from "../../utils/cache-tags.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { errorPageMeta, listPageMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/casinos";
import { loadListPage } from "./list-page.server.ts";

export const CASINO_PAGE_SIZE = 24;
const PATH = "/guvenilir-siteler";

/** Spec 1 §8: the list's failure is the page's error screen. */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, PATH, ({ db, logger, shared }, page) =>
    loadOrFail(logger, { log: "casino listesi yüklenemedi", message: LIST_LOAD_FAILED.casinos }, () =>
      listCasinosPage(db, { page, pageSize: CASINO_PAGE_SIZE, shared }),
    ),
  );

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  const { seo, casinos, page } = loaderData;
  return listPageMeta(site, {
    name: "Güvenilir Casino Siteleri",
    crumb: "Güvenilir Siteler",
    description:
      "Lisanslı ve güvenilir casino sitelerinin listesi: puanları, güncel bonusları ve aktif promosyon sayıları.",
    seo,
    listPath: PATH,
    path: pageHref(PATH, page),
    page,
    pageSize: CASINO_PAGE_SIZE,
    items: casinos.map((casino) => [casino.name, casinoPath(casino)]),
  });
}

export default function Casinos({ loaderData }: Route.ComponentProps) {
  const { casinos, page, pageCount, total } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Güvenilir Casino Siteleri</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        İncelediğimiz {total} casino sitesi, puanları ve güncel promosyon sayılarıyla. Bir siteye tıklayarak
        ayrıntılarını ve tüm promosyonlarını görebilirsiniz.
      </p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
        <Link to={COMPARE_PATH} className="text-brand hover:underline">
          Siteleri karşılaştırın
        </Link>
        <Link to={RANKED_LISTS_PATH} className="text-brand hover:underline">
          Sıralı listelerimiz
        </Link>
      </p>
      <CardGrid
        items={casinos}
        empty="Henüz casino sitesi eklenmemiş."
        emptyClassName="mt-8"
        className="mt-8 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      >
        {(casino) => <CasinoCard casino={casino} />}
      </CardGrid>
      <Pagination path={PATH} page={page} pageCount={pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LIST_LOAD_FAILED.casinos))} />;
}

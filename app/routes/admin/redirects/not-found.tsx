import { Link, useNavigation } from "react-router";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListHeading,
  AdminListSection,
  ListCell,
  SECONDARY_ACTION_CLASS,
} from "../../../components/admin/admin-list.tsx";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { getServices } from "../../../context.ts";
import {
  HIT_FLUSH_INTERVAL_MS,
  NOT_FOUND_LOG_LIMIT,
  REDIRECT_MESSAGES,
} from "../../../features/redirects/redirect.schema.ts";
import { listNotFound } from "../../../features/redirects/redirects.server.ts";
import { NOT_FOUND_LOG_PATH, REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formatDateTime } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/not-found";

const COLUMNS = "xl:grid-cols-[minmax(0,1.3fr)_4rem_9rem_minmax(0,1fr)_11rem]";

export function meta() {
  return [{ title: "404 Günlüğü | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, redirects } = getServices(context);
  const url = new URL(request.url);
  // This instance's counts so far, so the log is current here (other instances write theirs within 30 s).
  await redirects.flush();
  return loadOrFail(logger, { log: "404 günlüğü yüklenemedi", message: REDIRECT_MESSAGES.notFoundLoadFailed }, () =>
    listNotFound(db, { page: readPageParam(url) }),
  );
}

export default function NotFoundLog({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === NOT_FOUND_LOG_PATH;
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="404 Günlüğü"
        className="max-w-2xl"
        description={
          <>
            Sitede bulunamayan ve ana sayfaya gönderilen adresler, en son görülen önce. Bot taramaları (/wp-admin, .php,
            .env gibi) kaydedilmez; en yeni {NOT_FOUND_LOG_LIMIT.toLocaleString("tr-TR")} adres tutulur ve sayılar{" "}
            {HIT_FLUSH_INTERVAL_MS / 1000} saniyede bir yazılır. Toplam {total} adres.
          </>
        }
      >
        <Link to={REDIRECT_LIST_PATH} className={SECONDARY_ACTION_CLASS}>
          Yönlendirmelere dön
        </Link>
      </AdminListHeading>
      {rows.length === 0 ? (
        <AdminListEmpty message="Henüz bulunamayan adres kaydedilmedi." />
      ) : (
        <AdminListSection label="Bulunamayan adresler" loading={loading}>
          <AdminListHeader
            columns={["Adres", "Ziyaret", "Son görülme", "Geldiği sayfa"]}
            className={`gap-3 xl:grid ${COLUMNS}`}
          />
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={row.path} className={`grid gap-x-3 gap-y-1.5 px-4 py-4 text-sm xl:items-center ${COLUMNS}`}>
                <ListCell label="Adres">
                  <code className="break-all font-mono text-xs">{row.path}</code>
                </ListCell>
                <ListCell label="Ziyaret">{row.hits.toLocaleString("tr-TR")}</ListCell>
                <ListCell label="Son görülme">{formatDateTime(row.lastSeenAt)}</ListCell>
                <ListCell label="Geldiği">
                  <span className="break-all">{row.referrer ?? "Doğrudan"}</span>
                </ListCell>
                <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
                  {row.redirectedTo ? (
                    <span className="text-xs text-slate-600">
                      Yönlendiriliyor: <code className="break-all">{row.redirectedTo}</code>
                    </span>
                  ) : (
                    <Link
                      to={`${REDIRECT_LIST_PATH}?yeni=${encodeURIComponent(row.path)}`}
                      aria-label={`${row.path} için yönlendirme oluştur`}
                      className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
                    >
                      Yönlendirme oluştur
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </AdminListSection>
      )}
      <Pagination path={NOT_FOUND_LOG_PATH} page={page} pageCount={pageCount} className="" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, REDIRECT_MESSAGES.notFoundLoadFailed)} />;
}

import { useCallback, useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListHeading,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  ListCell,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  SECONDARY_ACTION_CLASS,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { getServices } from "../../../context.ts";
import { REDIRECT_MESSAGES, RedirectSchema, redirectKey } from "../../../features/redirects/redirect.schema.ts";
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  type RedirectRow,
  updateRedirect,
} from "../../../features/redirects/redirects.server.ts";
import { NOT_FOUND_LOG_PATH, REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import {
  answerForm,
  type FormMessages,
  parseForm,
  readForm,
  refuseRequest,
} from "../../../utils/form-action.server.ts";
import { formatDateTime } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../utils/search-query.ts";
import type { Route } from "./+types/list";
import { RedirectDialog, type RedirectDraft } from "./redirect-dialog.tsx";

// Below 1280 px each row is a card with labelled values.
const COLUMNS = "xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_4rem_5rem_9rem_10rem]";
/** ?yeni=/eski-yol: the 404 log's 'Yönlendirme oluştur' opens the add dialog with the old address filled in. */
const PREFILL_PARAM = "yeni";

export function meta() {
  return [{ title: "Yönlendirmeler | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, redirects } = getServices(context);
  const url = new URL(request.url);
  // This instance's hit counts so far (other instances write theirs within 30 s).
  await redirects.flush();
  const prefill = url.searchParams.get(PREFILL_PARAM);
  const list = await loadOrFail(
    logger,
    { log: "yönlendirme listesi yüklenemedi", message: REDIRECT_MESSAGES.loadFailed },
    () => listRedirects(db, { q: url.searchParams.get("q"), page: readPageParam(url) }),
  );
  return { ...list, prefill: prefill && redirectKey(prefill) !== null ? prefill.slice(0, 500) : null };
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=save (id empty for a new redirect) and intent=delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = form?.get("id");
  const failed = intent === "delete" ? REDIRECT_MESSAGES.deleteFailed : REDIRECT_MESSAGES.saveFailed;
  if ((intent !== "save" && intent !== "delete") || typeof id !== "string") return refuseRequest(failed);
  // A loop, a duplicate or a reserved address is the operator's to fix: its own words, under its field.
  const messages: FormMessages = {
    failed: () => failed,
    invalid: (reason) => reason,
    refused: (error) => error.message,
  };
  const answer = { logger: services.logger, log: "yönlendirme işlemi başarısız", messages };
  if (intent === "delete") {
    return answerForm(form, () => deleteRedirect(services, id), {
      ...answer,
      success: () => ({ message: REDIRECT_MESSAGES.deleted }),
    });
  }
  const parsed = parseForm(form, RedirectSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(
    form,
    () => (id === "" ? createRedirect(services, parsed.value) : updateRedirect(services, id, parsed.value)),
    {
      ...answer,
      success: () => ({ message: id === "" ? REDIRECT_MESSAGES.created : REDIRECT_MESSAGES.updated }),
      redirectTo: REDIRECT_LIST_PATH,
    },
  );
}

const NEW_DRAFT: RedirectDraft = { id: null, fromPath: "", toPath: "", statusCode: "301" };

export default function RedirectList({ loaderData }: Route.ComponentProps) {
  const { redirects, total, page, pageCount, q, prefill } = loaderData;
  const navigation = useNavigation();
  const [draft, setDraft] = useState<RedirectDraft | null>(prefill ? { ...NEW_DRAFT, fromPath: prefill } : null);
  const close = useCallback(() => setDraft(null), []);
  const deletion = useListDeletion<RedirectRow>(REDIRECT_LIST_PATH);
  const loading = navigation.state === "loading" && navigation.location.pathname === REDIRECT_LIST_PATH;
  return (
    <div className="space-y-6">
      <AdminListHeading
        title="Yönlendirmeler"
        className="max-w-2xl"
        description={
          <>
            Eski adresleri yenilerine gönderir. Yayındaki bir yazının, promosyonun ya da kategorinin adresi değişince
            301 yönlendirmesi kendiliğinden eklenir. Toplam {total} yönlendirme.
          </>
        }
      >
        <div className="flex flex-wrap gap-2">
          <Link to={NOT_FOUND_LOG_PATH} className={SECONDARY_ACTION_CLASS}>
            404 Günlüğü
          </Link>
          <button type="button" onClick={() => setDraft(NEW_DRAFT)} className={PRIMARY_ACTION_CLASS}>
            Yönlendirme Ekle
          </button>
        </div>
      </AdminListHeading>

      <RedirectSearch key={q} q={q} />

      {redirects.length === 0 ? (
        <AdminListEmpty message={q ? "Aramanıza uygun yönlendirme bulunamadı." : "Henüz yönlendirme yok."}>
          {q ? (
            <Link to={REDIRECT_LIST_PATH} className={EMPTY_ACTION_CLASS}>
              Aramayı temizle
            </Link>
          ) : null}
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Yönlendirme listesi" loading={loading}>
          <AdminListHeader
            columns={["Eski adres", "Yeni adres", "Tür", "Ziyaret", "Son ziyaret"]}
            className={`gap-3 xl:grid ${COLUMNS}`}
          />
          <ul className="divide-y divide-slate-100">
            {redirects.map((redirect) => (
              <li key={redirect.id} className={`grid gap-x-3 gap-y-1.5 px-4 py-4 text-sm xl:items-center ${COLUMNS}`}>
                <ListCell label="Eski">
                  <code className="break-all font-mono text-xs">{redirect.fromPath}</code>
                  {redirect.source === "auto" ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">otomatik</span>
                  ) : null}
                </ListCell>
                <ListCell label="Yeni">
                  <code className="break-all font-mono text-xs">{redirect.toPath}</code>
                </ListCell>
                <ListCell label="Tür">{redirect.statusCode}</ListCell>
                <ListCell label="Ziyaret">{redirect.hits.toLocaleString("tr-TR")}</ListCell>
                <ListCell label="Son ziyaret">
                  {redirect.lastHitAt ? formatDateTime(redirect.lastHitAt) : "Henüz yok"}
                </ListCell>
                <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
                  <button
                    type="button"
                    onClick={() =>
                      setDraft({
                        id: redirect.id,
                        fromPath: redirect.fromPath,
                        toPath: redirect.toPath,
                        statusCode: redirect.statusCode === 302 ? "302" : "301",
                      })
                    }
                    aria-label={`${redirect.fromPath} yönlendirmesini düzenle`}
                    className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
                  >
                    Düzenle
                  </button>
                  <RowDeleteButton
                    label={`${redirect.fromPath} yönlendirmesini sil`}
                    disabled={deletion.busy}
                    onClick={() => deletion.ask(redirect)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </AdminListSection>
      )}
      <Pagination path={REDIRECT_LIST_PATH} filters={{ q }} page={page} pageCount={pageCount} className="" />
      <RedirectDialog draft={draft} onClose={close} />
      <RowDeleteDialog deletion={deletion} title="Yönlendirmeyi sil">
        {(redirect) => (
          <>
            <strong className="break-all">{redirect.fromPath}</strong> yönlendirmesi silinsin mi? Bu işlem geri
            alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function RedirectSearch({ q }: { q: string }) {
  const id = useId();
  return (
    <Form
      method="get"
      action={REDIRECT_LIST_PATH}
      role="search"
      aria-label="Yönlendirmelerde ara"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-medium">
          Yönlendirme ara
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Eski ya da yeni adres"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
      </div>
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
        Ara
      </button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, REDIRECT_MESSAGES.loadFailed)} />;
}

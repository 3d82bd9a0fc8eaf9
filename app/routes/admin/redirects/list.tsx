import { useCallback, useState } from "react";
import {
  answerBulkAction,
  answerDelete,
  answerListForm,
  type ListPost,
  loadAdminList,
  readListPost,
  refuseListPost,
} from "../../../admin-kit/admin-list.server.ts";
import { AdminListPage, ListRow, type RowDeletion } from "../../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { BULK_INTENT } from "../../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import { type AppServices, getServices } from "../../../context.ts";
import { REDIRECT_MESSAGES, RedirectSchema, redirectKey } from "../../../features/redirects/redirect.schema.ts";
import { REDIRECT_LIST } from "../../../features/redirects/redirect-list.ts";
import {
  createRedirect,
  deleteRedirect,
  deleteRedirects,
  listRedirectsForAdmin,
  type RedirectRow,
  updateRedirect,
} from "../../../features/redirects/redirects.server.ts";
import { NOT_FOUND_LOG_PATH, REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import type { FormMessages } from "../../../utils/form-action.server.ts";
import type { Route } from "./+types/list";
import { RedirectDialog, type RedirectDraft } from "./redirect-dialog.tsx";

/** ?yeni=/eski-yol: the 404 log's 'Yönlendirme oluştur' opens the add dialog with the old address filled in. */
const PREFILL_PARAM = "yeni";

export const meta = () => adminTitle("Yönlendirmeler");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    REDIRECT_LIST,
    { log: "yönlendirme listesi yüklenemedi", message: REDIRECT_MESSAGES.loadFailed },
    async ({ db, redirects }, query) => {
      // This instance's hit counts so far (other instances write theirs within 30 s).
      await redirects.flush();
      const prefill = new URL(args.request.url).searchParams.get(PREFILL_PARAM);
      const list = await listRedirectsForAdmin(db, { query });
      return { ...list, prefill: prefill && redirectKey(prefill) !== null ? prefill.slice(0, 500) : null };
    },
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: the dialog's save, a redirect's delete, the chosen ones' bulk delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, REDIRECT_LIST_PATH, { drop: [PREFILL_PARAM] });
  switch (post.intent) {
    case "save":
      return saveRedirect(services, post);
    case "delete":
      return answerDelete(post, services, { log: "yönlendirme işlemi başarısız", ...REDIRECT_MESSAGES }, (id) =>
        deleteRedirect(services, id),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...REDIRECT_LIST.bulk,
        run: ({ ids }) => deleteRedirects(services, ids),
      });
    default:
      return refuseListPost(REDIRECT_MESSAGES.deleteFailed);
  }
}

function saveRedirect(services: AppServices, post: ListPost) {
  const id = formText(post.form, "id");
  // A loop, a duplicate or a reserved address is the operator's to fix: its own words, under its field.
  const messages: FormMessages = {
    failed: () => REDIRECT_MESSAGES.saveFailed,
    invalid: (reason) => reason,
    refused: (error) => error.message,
  };
  return answerListForm(
    post,
    services,
    RedirectSchema,
    {
      log: "yönlendirme işlemi başarısız",
      messages,
      done: () => (id === "" ? REDIRECT_MESSAGES.created : REDIRECT_MESSAGES.updated),
    },
    (value) => (id === "" ? createRedirect(services, value) : updateRedirect(services, id, value)),
  );
}

const NEW_DRAFT: RedirectDraft = { id: null, fromPath: "", toPath: "", statusCode: "301" };

export default function RedirectList({ loaderData }: Route.ComponentProps) {
  const { counts, prefill } = loaderData;
  const [draft, setDraft] = useState<RedirectDraft | null>(prefill ? { ...NEW_DRAFT, fromPath: prefill } : null);
  const close = useCallback(() => setDraft(null), []);
  return (
    <AdminListPage
      path={REDIRECT_LIST_PATH}
      definition={REDIRECT_LIST}
      data={loaderData}
      title="Yönlendirmeler"
      wide
      description={
        <>
          Eski adresleri yenilerine gönderir. Yayındaki bir yazının, promosyonun ya da kategorinin adresi değişince 301
          yönlendirmesi kendiliğinden eklenir. Toplam {counts.tumu} yönlendirme.
        </>
      }
      secondary={{ to: NOT_FOUND_LOG_PATH, label: "404 Günlüğü" }}
      add={{ onClick: () => setDraft(NEW_DRAFT), label: "Yönlendirme Ekle" }}
      empty="Henüz yönlendirme yok."
      searchLabel="Yönlendirmelerde ara"
      label="Yönlendirme listesi"
      rowName={(redirect) => redirect.fromPath}
      after={<RedirectDialog draft={draft} onClose={close} />}
      deleteTitle="Yönlendirmeyi sil"
      deleteQuestion={(redirect) => (
        <>
          <strong className="break-all">{redirect.fromPath}</strong> yönlendirmesi silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(redirect, deletion) => (
        <RedirectCells
          redirect={redirect}
          deletion={deletion}
          onEdit={() =>
            setDraft({
              id: redirect.id,
              fromPath: redirect.fromPath,
              toPath: redirect.toPath,
              statusCode: redirect.statusCode === 302 ? "302" : "301",
            })
          }
        />
      )}
    </AdminListPage>
  );
}

function RedirectCells({ redirect, ...props }: { redirect: RedirectRow; deletion: RowDeletion; onEdit: () => void }) {
  return (
    <>
      <ListRow.Name>
        <code className="break-all font-mono text-xs font-semibold">{redirect.fromPath}</code>
        {redirect.source === "auto" ? (
          <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">otomatik</span>
        ) : null}
      </ListRow.Name>
      <ListRow.Cell label="Yeni adres">
        <code className="break-all font-mono text-xs">{redirect.toPath}</code>
      </ListRow.Cell>
      <ListRow.Cell label="Tür">{redirect.statusCode}</ListRow.Cell>
      <ListRow.Cell label="Ziyaret">{redirect.hits.toLocaleString("tr-TR")}</ListRow.Cell>
      <ListRow.Date label="Son ziyaret" at={redirect.lastHitAt} time none="Henüz yok" />
      <ListRow.Date label="Eklenme" at={redirect.createdAt} time />
      <ListRow.Actions>
        <ListRow.Edit label={`${redirect.fromPath} yönlendirmesini düzenle`} onClick={props.onEdit} />
        <ListRow.Delete label={`${redirect.fromPath} yönlendirmesini sil`} deletion={props.deletion} />
      </ListRow.Actions>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(REDIRECT_MESSAGES.loadFailed);

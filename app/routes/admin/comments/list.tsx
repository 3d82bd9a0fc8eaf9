import { useCallback, useId, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  RowDeleteButton,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { getServices } from "../../../context.ts";
import {
  type AdminCommentRow,
  deleteComment,
  listCommentsForAdmin,
  updateComment,
} from "../../../features/comments/comment-admin.server.ts";
import {
  COMMENT_ADMIN_MESSAGES,
  CommentEditSchema,
  RATING_FILTERS,
  readRatingFilter,
} from "../../../features/comments/comment-edit.schema.ts";
import { COMMENT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import {
  answerForm,
  type FormMessages,
  parseForm,
  readForm,
  refuseRequest,
} from "../../../utils/form-action.server.ts";
import { formatDate } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../utils/search-query.ts";
import type { Route } from "./+types/list";
import { CommentEditDialog, type EditableComment } from "./comment-edit-dialog.tsx";

// Below 1280 px each row is a card.
const COLUMNS = "xl:grid-cols-[10rem_minmax(0,1fr)_minmax(0,13rem)_9rem]";

export function meta() {
  return [{ title: "Yorumlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const url = new URL(request.url);
  return loadOrFail(logger, { log: "yorum listesi yüklenemedi", message: COMMENT_ADMIN_MESSAGES.listLoadFailed }, () =>
    listCommentsForAdmin(db, {
      q: url.searchParams.get("q"),
      rating: readRatingFilter(url.searchParams.get("puan")),
      page: readPageParam(url),
    }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=update (id, userName, comment, rating) and intent=delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = form?.get("id");
  const failed = intent === "update" ? COMMENT_ADMIN_MESSAGES.updateFailed : COMMENT_ADMIN_MESSAGES.deleteFailed;
  if ((intent !== "update" && intent !== "delete") || typeof id !== "string") return refuseRequest(failed);
  const messages: FormMessages = { failed: () => failed };
  const answer = { logger: services.logger, log: "yorum işlemi başarısız", messages };
  if (intent === "delete") {
    return answerForm(form, () => deleteComment(services, id), {
      ...answer,
      success: () => ({ message: COMMENT_ADMIN_MESSAGES.deleted }),
    });
  }
  const parsed = parseForm(form, CommentEditSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => updateComment(services, id, parsed.value), {
    ...answer,
    success: () => ({ message: COMMENT_ADMIN_MESSAGES.updated }),
  });
}

export default function CommentList({ loaderData }: Route.ComponentProps) {
  const { comments, total, page, pageCount, q, rating } = loaderData;
  const navigation = useNavigation();
  const [editing, setEditing] = useState<EditableComment | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const deletion = useListDeletion<AdminCommentRow>(COMMENT_LIST_PATH);
  const loading = navigation.state === "loading" && navigation.location.pathname === COMMENT_LIST_PATH;
  const filtered = q !== "" || rating !== null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">Yorumlar</h1>
        <p className="text-slate-600">
          {filtered ? `Filtreye uyan ${total} yorum` : `Toplam ${total} yorum`}, en yeniden eskiye.
        </p>
      </div>

      <CommentFilters key={`${q}|${rating ?? ""}`} q={q} rating={rating} searching={loading} />

      {comments.length === 0 ? (
        <AdminListEmpty message={filtered ? "Aramanıza uygun yorum bulunamadı." : "Henüz yorum yok."}>
          {filtered ? (
            <Link to={COMMENT_LIST_PATH} className={EMPTY_ACTION_CLASS}>
              Filtreleri temizle
            </Link>
          ) : null}
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Yorum listesi" loading={loading}>
          <AdminListHeader
            columns={["Kullanıcı / Puan", "Yorum", "Promosyon"]}
            className={`gap-4 xl:grid ${COLUMNS}`}
          />
          <ul className="divide-y divide-slate-100">
            {comments.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                deleting={deletion.busy}
                onEdit={() => setEditing(comment)}
                onDelete={() => deletion.ask(comment)}
              />
            ))}
          </ul>
        </AdminListSection>
      )}

      <Pagination
        path={COMMENT_LIST_PATH}
        filters={{ q, puan: rating === null ? null : String(rating) }}
        page={page}
        pageCount={pageCount}
        className=""
      />

      <CommentEditDialog comment={editing} action={COMMENT_LIST_PATH} onClose={close} />
      <RowDeleteDialog deletion={deletion} title="Yorumu sil">
        {(comment) => (
          <>
            <strong>{comment.userName}</strong> adlı kullanıcının yorumu silinsin mi? Bu işlem geri alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

/** Search and rating filter in the URL (?q=, ?puan=), so a filtered list can be reloaded and works without JS. */
function CommentFilters(props: { q: string; rating: number | null; searching: boolean }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  return (
    <Form
      ref={formRef}
      method="get"
      action={COMMENT_LIST_PATH}
      role="search"
      aria-label="Yorumları filtrele"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor={`${ids}-q`} className="block text-sm font-medium">
          Yorum ara
        </label>
        <input
          id={`${ids}-q`}
          type="search"
          name="q"
          defaultValue={props.q}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Kullanıcı adı veya yorum metni"
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
      </div>
      <div>
        <label htmlFor={`${ids}-rating`} className="block text-sm font-medium">
          Puan
        </label>
        <select
          id={`${ids}-rating`}
          name="puan"
          defaultValue={props.rating === null ? "" : String(props.rating)}
          onChange={() => {
            if (formRef.current) submit(formRef.current);
          }}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 sm:w-44"
        >
          <option value="">Tüm puanlar</option>
          {RATING_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value} yıldız
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {props.searching ? <Spinner /> : null}
        Ara
      </button>
    </Form>
  );
}

function CommentRow(props: { comment: AdminCommentRow; deleting: boolean; onEdit: () => void; onDelete: () => void }) {
  const { comment } = props;
  return (
    <li className={`grid gap-x-4 gap-y-2 px-4 py-4 text-sm xl:items-start ${COLUMNS}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 xl:block">
        <span className="block min-w-0 break-words font-semibold">{comment.userName}</span>
        <span className="block text-amber-500" role="img" aria-label={`5 üzerinden ${comment.rating} puan`}>
          {"★".repeat(comment.rating)}
          <span className="text-slate-300">{"★".repeat(5 - comment.rating)}</span>
        </span>
        <span className="block text-xs text-slate-500">{formatDate(comment.createdAt)}</span>
      </div>
      <p className="min-w-0 whitespace-pre-line break-words text-slate-700">{comment.comment}</p>
      <div className="min-w-0 text-slate-700">
        <span className="block break-words font-medium">{comment.promotionTitle}</span>
        <span className="text-xs text-slate-500">{comment.casinoName ?? "Diğer"}</span>
      </div>
      <div className="flex flex-wrap items-center gap-1 xl:justify-end">
        <button
          type="button"
          onClick={props.onEdit}
          aria-label={`${comment.userName} yorumunu düzenle`}
          className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
        >
          Düzenle
        </button>
        <RowDeleteButton
          label={`${comment.userName} yorumunu sil`}
          disabled={props.deleting}
          onClick={props.onDelete}
        />
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, COMMENT_ADMIN_MESSAGES.listLoadFailed)} />;
}

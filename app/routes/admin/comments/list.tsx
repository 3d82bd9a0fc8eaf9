import { useCallback, useId, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  RowDeleteButton,
} from "../../../components/admin/admin-list.tsx";
import { DeleteConfirmDialog, RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion, useToastingFetcher } from "../../../components/admin/list-actions.ts";
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
import {
  COMMENT_STATUS_TABS,
  type CommentStatusValue,
  MODERATION_MESSAGES,
  ModerationSettingsSchema,
  readStatusFilter,
  STATUS_LABELS,
} from "../../../features/comments/comment-moderation.schema.ts";
import {
  countCommentsByStatus,
  deleteComments,
  getModerationSettings,
  saveModerationSettings,
  setCommentsStatus,
} from "../../../features/comments/comment-moderation.server.ts";
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
import { MODERATION_INTENT, ModerationForm } from "./moderation-form.tsx";

// Below 1280 px each row is a card.
const COLUMNS = "xl:grid-cols-[1.5rem_10rem_minmax(0,1fr)_minmax(0,13rem)_11rem]";
const STATUS_PARAM = "durum";
/** intent=status with status=approved|spam, for one id or many. */
const STATUS_INTENT = "status";
const BULK_DELETE_INTENT = "bulk-delete";

export function meta() {
  return [{ title: "Yorumlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const url = new URL(request.url);
  return loadOrFail(
    logger,
    { log: "yorum listesi yüklenemedi", message: COMMENT_ADMIN_MESSAGES.listLoadFailed },
    async () => {
      const [list, counts, moderation] = await Promise.all([
        listCommentsForAdmin(db, {
          q: url.searchParams.get("q"),
          rating: readRatingFilter(url.searchParams.get("puan")),
          status: readStatusFilter(url.searchParams.get(STATUS_PARAM)),
          page: readPageParam(url),
        }),
        countCommentsByStatus(db),
        getModerationSettings(db),
      ]);
      return { ...list, counts, moderation };
    },
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/**
 * intent=update (id, userName, comment, rating), intent=delete (id), intent=status (status approved|spam, one or
 * more id), intent=bulk-delete (one or more id) and intent=moderation (the moderation settings).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === MODERATION_INTENT) return saveModeration(services, form);
  if (intent === STATUS_INTENT || intent === BULK_DELETE_INTENT) return changeComments(services, form, intent);
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

type Services = ReturnType<typeof getServices>;

async function saveModeration(services: Services, form: FormData | null) {
  const messages: FormMessages = { failed: () => MODERATION_MESSAGES.saveFailed };
  const parsed = parseForm(form, ModerationSettingsSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => saveModerationSettings(services, parsed.value), {
    logger: services.logger,
    log: "yorum moderasyonu ayarları kaydedilemedi",
    messages,
    success: () => ({ message: MODERATION_MESSAGES.saved }),
    redirectTo: COMMENT_LIST_PATH,
  });
}

/** Approve, mark as spam or delete one comment or a selection (issue #15). */
async function changeComments(services: Services, form: FormData | null, intent: string) {
  const ids = (form?.getAll("id") ?? []).filter((id): id is string => typeof id === "string");
  const status = formText(form, "status");
  const deleting = intent === BULK_DELETE_INTENT;
  const failed = deleting ? COMMENT_ADMIN_MESSAGES.deleteFailed : MODERATION_MESSAGES.statusFailed;
  if (ids.length === 0) return refuseRequest(MODERATION_MESSAGES.noneSelected);
  if (!deleting && status !== "approved" && status !== "spam") return refuseRequest(failed);
  const messages: FormMessages = { failed: () => failed };
  return answerForm(
    form,
    () => (deleting ? deleteComments(services, ids) : setCommentsStatus(services, ids, status as CommentStatusValue)),
    {
      logger: services.logger,
      log: "yorum işlemi başarısız",
      messages,
      success: (count) => ({
        message: deleting
          ? MODERATION_MESSAGES.deleted(count)
          : status === "approved"
            ? MODERATION_MESSAGES.approved(count)
            : MODERATION_MESSAGES.markedSpam(count),
      }),
    },
  );
}

export default function CommentList({ loaderData }: Route.ComponentProps) {
  const { comments, total, page, pageCount, q, rating, status, counts, moderation } = loaderData;
  const navigation = useNavigation();
  const [editing, setEditing] = useState<EditableComment | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const deletion = useListDeletion<AdminCommentRow>(COMMENT_LIST_PATH);
  const moderating = useToastingFetcher();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingBulkDelete, setConfirmingBulkDelete] = useState(false);
  const loading = navigation.state === "loading" && navigation.location.pathname === COMMENT_LIST_PATH;
  const filtered = q !== "" || rating !== null;
  const statusParam = COMMENT_STATUS_TABS.find((tab) => tab.status === status)?.param ?? null;
  // Only rows on this page can be selected: a selection never outlives the list it was made on.
  const selectedIds = comments.filter((c) => selected.has(c.id)).map((c) => c.id);
  const submitChange = (intent: string, ids: readonly string[], newStatus?: CommentStatusValue) => {
    const body = new FormData();
    body.set("intent", intent);
    if (newStatus) body.set("status", newStatus);
    for (const id of ids) body.append("id", id);
    moderating.submit(body, { method: "post", action: COMMENT_LIST_PATH });
    setSelected(new Set());
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const busy = moderating.state !== "idle" || deletion.busy;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">Yorumlar</h1>
        <p className="text-slate-600">
          {filtered ? `Filtreye uyan ${total} yorum` : `Toplam ${total} yorum`}, en yeniden eskiye.
        </p>
      </div>

      <StatusTabs current={statusParam} counts={counts} q={q} rating={rating} />

      <CommentFilters
        key={`${q}|${rating ?? ""}`}
        q={q}
        rating={rating}
        statusParam={statusParam}
        searching={loading}
      />

      {comments.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-3 text-sm shadow-sm">
          <legend className="sr-only">Toplu işlemler</legend>
          <label className="mr-2 flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={selectedIds.length === comments.length}
              onChange={(event) => setSelected(event.target.checked ? new Set(comments.map((c) => c.id)) : new Set())}
            />
            Bu sayfadakilerin tümünü seç
          </label>
          <span aria-live="polite" className="mr-auto text-slate-600">
            {selectedIds.length} yorum seçili
          </span>
          <button
            type="button"
            disabled={selectedIds.length === 0 || busy}
            onClick={() => submitChange(STATUS_INTENT, selectedIds, "approved")}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-50"
          >
            Seçilenleri onayla
          </button>
          <button
            type="button"
            disabled={selectedIds.length === 0 || busy}
            onClick={() => submitChange(STATUS_INTENT, selectedIds, "spam")}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-amber-800 hover:bg-amber-50 disabled:opacity-50"
          >
            Seçilenler spam
          </button>
          <button
            type="button"
            disabled={selectedIds.length === 0 || busy}
            onClick={() => setConfirmingBulkDelete(true)}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            Seçilenleri sil
          </button>
        </fieldset>
      ) : null}

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
            columns={["Seç", "Kullanıcı / Puan", "Yorum", "Promosyon"]}
            className={`gap-4 xl:grid ${COLUMNS}`}
          />
          <ul className="divide-y divide-slate-100">
            {comments.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                deleting={busy}
                selected={selected.has(comment.id)}
                onSelect={(on) => toggle(comment.id, on)}
                onStatus={(next) => submitChange(STATUS_INTENT, [comment.id], next)}
                onEdit={() => setEditing(comment)}
                onDelete={() => deletion.ask(comment)}
              />
            ))}
          </ul>
        </AdminListSection>
      )}

      <Pagination
        path={COMMENT_LIST_PATH}
        filters={{ q, puan: rating === null ? null : String(rating), [STATUS_PARAM]: statusParam }}
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
      <DeleteConfirmDialog
        open={confirmingBulkDelete}
        title="Seçilen yorumları sil"
        onCancel={() => setConfirmingBulkDelete(false)}
        onConfirm={() => {
          setConfirmingBulkDelete(false);
          submitChange(BULK_DELETE_INTENT, selectedIds);
        }}
      >
        Seçilen {selectedIds.length} yorum silinsin mi? Bu işlem geri alınamaz.
      </DeleteConfirmDialog>

      <ModerationForm initial={moderation} />
    </div>
  );
}

/** 'Tümü', 'Onay Bekleyen', 'Onaylı', 'Spam' with their counts: links (?durum=), so a tab can be shared and reloaded. */
function StatusTabs(props: {
  current: string | null;
  counts: Record<CommentStatusValue | "all", number>;
  q: string;
  rating: number | null;
}) {
  return (
    <nav aria-label="Yorum durumları">
      <ul className="flex flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm sm:inline-flex">
        {COMMENT_STATUS_TABS.map((tab) => {
          const params = new URLSearchParams();
          if (tab.param) params.set(STATUS_PARAM, tab.param);
          if (props.q) params.set("q", props.q);
          if (props.rating !== null) params.set("puan", String(props.rating));
          const search = params.toString();
          const current = tab.param === props.current;
          return (
            <li key={tab.label}>
              <Link
                to={search ? `${COMMENT_LIST_PATH}?${search}` : COMMENT_LIST_PATH}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-semibold ${current ? "bg-brand text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {tab.label} ({props.counts[tab.status ?? "all"]})
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Search and rating filter in the URL (?q=, ?puan=), so a filtered list can be reloaded and works without JS. */
function CommentFilters(props: { q: string; rating: number | null; statusParam: string | null; searching: boolean }) {
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
      {props.statusParam ? <input type="hidden" name={STATUS_PARAM} value={props.statusParam} /> : null}
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

const STATUS_BADGE: Record<CommentStatusValue, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  spam: "bg-red-100 text-red-900",
};

function CommentRow(props: {
  comment: AdminCommentRow;
  deleting: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onStatus: (status: CommentStatusValue) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { comment } = props;
  return (
    <li className={`grid gap-x-4 gap-y-2 px-4 py-4 text-sm xl:items-start ${COLUMNS}`}>
      <input
        type="checkbox"
        checked={props.selected}
        onChange={(event) => props.onSelect(event.target.checked)}
        aria-label={`${comment.userName} yorumunu seç`}
        className="mt-1 h-4 w-4"
      />
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 xl:block">
        <span className="block min-w-0 break-words font-semibold">{comment.userName}</span>
        <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[comment.status]}`}>
          {STATUS_LABELS[comment.status]}
        </span>
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
        {comment.status !== "approved" ? (
          <button
            type="button"
            disabled={props.deleting}
            onClick={() => props.onStatus("approved")}
            aria-label={`${comment.userName} yorumunu onayla`}
            className="rounded-md px-2 py-1 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-50"
          >
            Onayla
          </button>
        ) : null}
        {comment.status !== "spam" ? (
          <button
            type="button"
            disabled={props.deleting}
            onClick={() => props.onStatus("spam")}
            aria-label={`${comment.userName} yorumunu spam olarak işaretle`}
            className="rounded-md px-2 py-1 font-semibold text-amber-800 hover:bg-amber-50 disabled:opacity-50"
          >
            Spam
          </button>
        ) : null}
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

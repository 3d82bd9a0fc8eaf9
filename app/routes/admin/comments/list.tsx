import { useCallback, useState } from "react";
import {
  answerBulkAction,
  answerDelete,
  answerListForm,
  answerRowWrite,
  type ListPost,
  loadAdminList,
  readListPost,
  refuseListPost,
} from "../../../admin-kit/admin-list.server.ts";
import { AdminListPage, isEmptyList, ListRow, type RowDeletion } from "../../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { useListAction, useToastingFetcher } from "../../../admin-kit/list-actions.ts";
import { BULK_INTENT } from "../../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import { useAdminRole } from "../../../admin-kit/use-admin-role.ts";
import { ListDateRange, ListSelectFilter } from "../../../admin-kit/worked-list.tsx";
import { type AppServices, getServices } from "../../../context.ts";
import { getAdminUser } from "../../../features/auth/require-admin.server.ts";
import { COMMENT_ADMIN_MESSAGES } from "../../../features/comments/admin-messages.ts";
import {
  type AdminCommentRow,
  commentedPromotions,
  deleteComment,
  listCommentsForAdmin,
  updateComment,
} from "../../../features/comments/comment-admin.server.ts";
import { CommentEditSchema, RATING_FILTERS } from "../../../features/comments/comment-edit.schema.ts";
import { COMMENT_LIST } from "../../../features/comments/comment-list.ts";
import {
  type CommentStatusValue,
  MODERATION_MESSAGES,
  ModerationSettingsSchema,
  STATUS_LABELS,
} from "../../../features/comments/comment-moderation.schema.ts";
import {
  deleteComments,
  getModerationSettings,
  saveModerationSettings,
  setCommentsStatus,
} from "../../../features/comments/comment-moderation.server.ts";
import type { AdminRole } from "../../../utils/admin-access.ts";
import { COMMENT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { refuseRequest } from "../../../utils/form-action.server.ts";
import type { Route } from "./+types/list";
import { CommentEditDialog, type EditableComment } from "./comment-edit-dialog.tsx";
import { MODERATION_INTENT, ModerationForm } from "./moderation-form.tsx";

/** intent=status with status=approved|spam and one id: a row's 'Onayla' / 'Spam'. */
const STATUS_INTENT = "status";

export const meta = () => adminTitle("Yorumlar");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    COMMENT_LIST,
    { log: "yorum listesi yüklenemedi", message: COMMENT_ADMIN_MESSAGES.listFailed },
    async ({ db }, query) => {
      const [list, promotions, moderation] = await Promise.all([
        listCommentsForAdmin(db, { query }),
        commentedPromotions(db),
        getModerationSettings(db),
      ]);
      return { ...list, promotions, moderation };
    },
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/**
 * The list's writes, each answered with its toast: a comment's delete, 'Onayla'/'Spam' and edit, the chosen
 * comments' bulk action, and the moderation settings (the owner's only).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, COMMENT_LIST_PATH);
  switch (post.intent) {
    case "delete":
      return answerDelete(post, services, { log: "yorum işlemi başarısız", ...COMMENT_ADMIN_MESSAGES }, (id) =>
        deleteComment(services, id),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...COMMENT_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete"
            ? deleteComments(services, ids)
            : setCommentsStatus(services, ids, action === "approve" ? "approved" : "spam"),
      });
    case STATUS_INTENT:
      return changeStatus(services, post);
    case "update":
      return saveComment(services, post);
    case MODERATION_INTENT:
      return saveModeration(services, post, getAdminUser(context).role);
    default:
      return refuseListPost(COMMENT_ADMIN_MESSAGES.deleteFailed);
  }
}

function saveComment(services: AppServices, post: ListPost) {
  const { id } = post;
  if (id === null || id === "") return refuseRequest(COMMENT_ADMIN_MESSAGES.updateFailed);
  return answerListForm(
    post,
    services,
    CommentEditSchema,
    {
      log: "yorum işlemi başarısız",
      messages: { failed: () => COMMENT_ADMIN_MESSAGES.updateFailed },
      done: () => COMMENT_ADMIN_MESSAGES.updated,
    },
    (value) => updateComment(services, id, value),
  );
}

/** Who may hold back or let through every visitor's comment is the site's policy: the Yönetici's, not content. */
const mayChangeModeration = (role: AdminRole) => role === "owner";

function saveModeration(services: AppServices, post: ListPost, role: AdminRole) {
  if (!mayChangeModeration(role)) return refuseRequest(MODERATION_MESSAGES.ownerOnly, 403);
  return answerListForm(
    post,
    services,
    ModerationSettingsSchema,
    {
      log: "yorum moderasyonu ayarları kaydedilemedi",
      messages: { failed: () => MODERATION_MESSAGES.saveFailed },
      done: () => MODERATION_MESSAGES.saved,
    },
    (value) => saveModerationSettings(services, value),
  );
}

/** A row's 'Onayla' or 'Spam'. */
function changeStatus(services: AppServices, post: ListPost) {
  const status = formText(post.form, "status");
  if (status !== "approved" && status !== "spam") return refuseRequest(MODERATION_MESSAGES.statusFailed);
  const done = status === "approved" ? MODERATION_MESSAGES.approved(1) : MODERATION_MESSAGES.markedSpam(1);
  return answerRowWrite(
    post,
    services,
    { log: "yorum işlemi başarısız", done, failed: MODERATION_MESSAGES.statusFailed },
    (id) => setCommentsStatus(services, [id], status),
  );
}

export default function CommentList({ loaderData }: Route.ComponentProps) {
  const { query, promotions, moderation } = loaderData;
  const [editing, setEditing] = useState<EditableComment | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const moderating = useToastingFetcher();
  const action = useListAction(COMMENT_LIST_PATH);
  const role = useAdminRole();
  const setStatus = (comment: AdminCommentRow, status: CommentStatusValue) =>
    moderating.submit(
      { intent: STATUS_INTENT, id: comment.id, status },
      { method: "post", action, preventScrollReset: true },
    );
  return (
    <AdminListPage
      path={COMMENT_LIST_PATH}
      definition={COMMENT_LIST}
      data={loaderData}
      title="Yorumlar"
      description={<>Ziyaretçi yorumları: onaylayın, spam olarak işaretleyin, düzenleyin ya da silin.</>}
      empty="Henüz yorum yok."
      isEmpty={isEmptyList(loaderData, COMMENT_LIST) && query.tab === "tumu"}
      searchLabel="Yorumlarda ara"
      filters={
        <>
          <ListSelectFilter
            name={COMMENT_LIST.filters.promotion.param}
            label="Promosyon"
            all="Tüm promosyonlar"
            value={query.promotion}
            options={promotions}
          />
          <ListSelectFilter
            name={COMMENT_LIST.filters.rating.param}
            label="Puan"
            all="Tüm puanlar"
            value={query.rating === null ? null : String(query.rating)}
            options={RATING_FILTERS.map((value) => ({ value: String(value), label: `${value} yıldız` }))}
          />
          <ListDateRange from={query.from} to={query.to} />
        </>
      }
      label="Yorum listesi"
      rowName={(comment) => `${comment.userName} yorumunu`}
      after={
        <>
          <CommentEditDialog comment={editing} action={action} onClose={close} />
          {mayChangeModeration(role) ? <ModerationForm initial={moderation} /> : null}
        </>
      }
      deleteTitle="Yorumu sil"
      deleteQuestion={(comment) => (
        <>
          <strong>{comment.userName}</strong> adlı kullanıcının yorumu silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(comment, deletion) => (
        <CommentCells
          comment={comment}
          moderating={moderating.state !== "idle"}
          onStatus={(status) => setStatus(comment, status)}
          onEdit={() => setEditing(comment)}
          deletion={deletion}
        />
      )}
    </AdminListPage>
  );
}

const STATUS_BADGE: Record<CommentStatusValue, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  spam: "bg-red-100 text-red-900",
};

function CommentCells(props: {
  comment: AdminCommentRow;
  /** A row's 'Onayla' or 'Spam' is on its way. */
  moderating: boolean;
  onStatus: (status: CommentStatusValue) => void;
  onEdit: () => void;
  deletion: RowDeletion;
}) {
  const { comment } = props;
  const busy = props.moderating || props.deletion.deleting;
  return (
    <>
      <ListRow.Name>
        <span className="block break-words font-semibold">{comment.userName}</span>
        <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[comment.status]}`}>
          {STATUS_LABELS[comment.status]}
        </span>
      </ListRow.Name>
      <ListRow.Cell label="Puan" className="xl:whitespace-nowrap">
        <span className="text-amber-600" role="img" aria-label={`5 üzerinden ${comment.rating} puan`}>
          {"★".repeat(comment.rating)}
          <span className="text-slate-400">{"★".repeat(5 - comment.rating)}</span>
        </span>
      </ListRow.Cell>
      <ListRow.Cell label="Yorum" className="xl:max-w-md">
        <span className="whitespace-pre-line">{comment.comment}</span>
      </ListRow.Cell>
      <ListRow.Cell label="Promosyon">
        <span className="block font-medium">{comment.promotionTitle}</span>
        <span className="text-xs text-slate-500">{comment.casinoName ?? "Diğer"}</span>
      </ListRow.Cell>
      <ListRow.Date label="Eklenme" at={comment.createdAt} />
      <ListRow.Actions>
        {comment.status !== "approved" ? (
          <button
            type="button"
            disabled={busy}
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
            disabled={busy}
            onClick={() => props.onStatus("spam")}
            aria-label={`${comment.userName} yorumunu spam olarak işaretle`}
            className="rounded-md px-2 py-1 font-semibold text-amber-800 hover:bg-amber-50 disabled:opacity-50"
          >
            Spam
          </button>
        ) : null}
        <ListRow.Edit label={`${comment.userName} yorumunu düzenle`} onClick={props.onEdit} />
        <ListRow.Delete label={`${comment.userName} yorumunu sil`} deletion={props.deletion} busy={props.moderating} />
      </ListRow.Actions>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(COMMENT_ADMIN_MESSAGES.listFailed);

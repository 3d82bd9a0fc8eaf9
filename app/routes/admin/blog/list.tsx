import { Link, useFetcher, useNavigation } from "react-router";
import {
  answerBulkAction,
  answerRowWrite,
  loadAdminList,
  readListPost,
  refuseListPost,
} from "../../../admin-kit/admin-list.server.ts";
import { AdminListPage, isEmptyList, ListRow, type RowDeletion } from "../../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { useResultToast } from "../../../admin-kit/list-actions.ts";
import { BULK_INTENT } from "../../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import { ListDateRange } from "../../../admin-kit/worked-list.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { getServices } from "../../../context.ts";
import { BLOG_ADMIN_MESSAGES } from "../../../features/blog/admin-messages.ts";
import {
  type AdminPostRow,
  deletePost,
  deletePosts,
  listPostsForAdmin,
  setPostPublished,
  setPostsPublished,
} from "../../../features/blog/blog-admin.server.ts";
import { BLOG_LIST } from "../../../features/blog/blog-list.ts";
import { postPath } from "../../../features/blog/blog-paths.ts";
import { formatDateTime } from "../../../utils/admin-format.ts";
import { BLOG_LIST_PATH, editItemPath, newItemPath } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/list";

export const meta = () => adminTitle("Blog Yazıları");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    BLOG_LIST,
    { log: "blog yazıları yüklenemedi", message: BLOG_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listPostsForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: a post's publish, unpublish or delete, the chosen posts' bulk action. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, BLOG_LIST_PATH);
  const log = "blog yazısı değiştirilemedi";
  const texts = BLOG_ADMIN_MESSAGES;
  switch (post.intent) {
    // The indexing submission runs on after the answer: it never holds up or undoes the publish (spec 2 §8).
    case "publish":
      return answerRowWrite(post, services, { log, done: texts.published, failed: texts.updateFailed }, (id) =>
        setPostPublished(services, id, true),
      );
    case "unpublish":
      return answerRowWrite(post, services, { log, done: texts.unpublished, failed: texts.updateFailed }, (id) =>
        setPostPublished(services, id, false),
      );
    case "delete":
      return answerRowWrite(post, services, { log, done: texts.deleted, failed: texts.deleteFailed }, (id) =>
        deletePost(services, id),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...BLOG_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete" ? deletePosts(services, ids) : setPostsPublished(services, ids, action === "publish"),
      });
    default:
      return refuseListPost(texts.deleteFailed);
  }
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const openingPost = target?.startsWith(`${BLOG_LIST_PATH}/`) ?? false;
  const empty = isEmptyList(loaderData, BLOG_LIST);

  return (
    <AdminListPage
      path={BLOG_LIST_PATH}
      definition={BLOG_LIST}
      data={loaderData}
      title="Blog Yazıları"
      description={empty ? "Henüz yazı yok." : `Toplam ${counts.tumu.toLocaleString("tr-TR")} yazı, en yenisi üstte.`}
      add={{ to: newItemPath(BLOG_LIST_PATH), label: "Yeni Blog Yazısı" }}
      before={
        openingPost ? (
          <p role="status" className="inline-flex items-center gap-2 text-slate-600">
            <Spinner className="h-5 w-5" /> Blog yazısı yükleniyor...
          </p>
        ) : null
      }
      empty={
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="font-semibold">Henüz blog yazısı yok</p>
          <p className="mt-1 text-sm text-slate-600">İlk yazınızı ekleyin; yeni yazılar taslak olarak kaydedilir.</p>
          <Link
            to={newItemPath(BLOG_LIST_PATH)}
            className="mt-4 inline-block rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white"
          >
            Blog Yazısı Ekle
          </Link>
        </div>
      }
      isEmpty={empty}
      searchLabel="Blog yazısı ara ve filtrele"
      filters={<ListDateRange from={query.from} to={query.to} />}
      label="Blog yazıları"
      rowName={(post) => post.title}
      deleteTitle="Blog yazısını sil"
      deleteQuestion={(post) => `"${post.title}" kalıcı olarak silinecek. Bu işlem geri alınamaz. Emin misiniz?`}
    >
      {(post, deletion) => <PostCells post={post} deletion={deletion} />}
    </AdminListPage>
  );
}

function PostCells({ post, deletion }: { post: AdminPostRow; deletion: RowDeletion }) {
  const toggle = useFetcher<typeof action>();
  const pending = toggle.formData?.get("intent");
  // Optimistic: the new status shows at once and falls back if the server refuses.
  const published = pending ? pending === "publish" : post.isPublished;
  useResultToast(toggle.data);

  return (
    <>
      <ListRow.Name>
        <span className="font-semibold">{post.title}</span>
        <span className="block text-xs text-slate-500">/blog/{post.slug}</span>
      </ListRow.Name>
      <ListRow.Cell label="Durum">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${published ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
        >
          {published ? "Yayında" : "Taslak"}
        </span>
        {!published && post.publishAt ? (
          <span className="mt-1 block text-xs font-semibold text-sky-900">
            Zamanlandı: <time dateTime={post.publishAt}>{formatDateTime(post.publishAt)}</time>
          </span>
        ) : null}
      </ListRow.Cell>
      <ListRow.Cell label="Görüntülenme" className="xl:text-right">
        {post.viewCount.toLocaleString("tr-TR")}
      </ListRow.Cell>
      <ListRow.Date label="Oluşturulma" at={post.createdAt} />
      <ListRow.Actions>
        <toggle.Form method="post">
          <input type="hidden" name="id" value={post.id} />
          <button
            type="submit"
            name="intent"
            value={published ? "unpublish" : "publish"}
            disabled={toggle.state !== "idle"}
            aria-label={`${published ? "Taslağa Al" : "Yayınla"}: ${post.title}`}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100 disabled:opacity-50"
          >
            {published ? "Taslağa Al" : "Yayınla"}
          </button>
        </toggle.Form>
        <Link
          to={editItemPath(BLOG_LIST_PATH, post.id)}
          aria-label={`Düzenle: ${post.title}`}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
        >
          Düzenle
        </Link>
        {post.isPublished ? (
          <a
            href={postPath(post)}
            target="_blank"
            rel="noopener"
            aria-label={`Sitede Gör: ${post.title}`}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
          >
            Sitede Gör
          </a>
        ) : null}
        <ListRow.Delete label={`${post.title} sil`} deletion={deletion} />
      </ListRow.Actions>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(BLOG_ADMIN_MESSAGES.listFailed);

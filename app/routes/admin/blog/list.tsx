import { data, Link, useFetcher, useNavigation } from "react-router";
import { AdminListHeading, PRIMARY_ACTION_CLASS, RowDeleteButton } from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion, useResultToast } from "../../../components/admin/list-actions.ts";
import { AdminLoadError } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { getServices } from "../../../context.ts";
import { BLOG_ADMIN_MESSAGES } from "../../../features/blog/admin-messages.ts";
import {
  type AdminPostRow,
  deletePost,
  listPostsForAdmin,
  setPostPublished,
} from "../../../features/blog/blog-admin.server.ts";
import { postPath } from "../../../features/blog/blog-paths.ts";
import { BLOG_LIST_PATH, editItemPath, newItemPath } from "../../../utils/admin-paths.ts";
import { ServiceError, statusOf } from "../../../utils/errors.ts";
import { formatDate, formatDateTime } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Blog Yazıları | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(logger, { log: "blog yazıları yüklenemedi", message: BLOG_ADMIN_MESSAGES.listFailed }, () =>
    listPostsForAdmin(db, { page: readPageParam(new URL(request.url)) }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

type Intent = "publish" | "unpublish" | "delete";
type ActionResult = { ok: boolean; intent: Intent | null; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const rawId = form?.get("id");
  const id = typeof rawId === "string" ? rawId : "";
  if (intent !== "publish" && intent !== "unpublish" && intent !== "delete") {
    return data<ActionResult>({ ok: false, intent: null, message: "Geçersiz istek" }, { status: 400 });
  }
  const failure = intent === "delete" ? BLOG_ADMIN_MESSAGES.deleteFailed : BLOG_ADMIN_MESSAGES.updateFailed;
  try {
    if (intent === "delete") {
      await deletePost(services, id);
      return data<ActionResult>({ ok: true, intent, message: BLOG_ADMIN_MESSAGES.deleted });
    }
    // The indexing submission runs on after the answer: it never holds up or undoes the publish (spec 2 §8).
    await setPostPublished(services, id, intent === "publish");
    const message = intent === "publish" ? BLOG_ADMIN_MESSAGES.published : BLOG_ADMIN_MESSAGES.unpublished;
    return data<ActionResult>({ ok: true, intent, message });
  } catch (error) {
    if (error instanceof ServiceError) {
      return data<ActionResult>({ ok: false, intent, message: failure }, { status: statusOf(error) });
    }
    services.logger.error({ err: error, intent }, "blog yazısı değiştirilemedi");
    return data<ActionResult>({ ok: false, intent, message: failure }, { status: 500 });
  }
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const deletion = useListDeletion<AdminPostRow>(BLOG_LIST_PATH);
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  const openingPost = target?.startsWith(`${BLOG_LIST_PATH}/`) ?? false;
  const turningPage = target === BLOG_LIST_PATH;

  return (
    <div className="space-y-5">
      <AdminListHeading
        title="Blog Yazıları"
        description={total === 0 ? "Henüz yazı yok." : `Toplam ${total.toLocaleString("tr-TR")} yazı, en yenisi üstte.`}
      >
        <Link to={newItemPath(BLOG_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
          Yeni Blog Yazısı
        </Link>
      </AdminListHeading>

      {openingPost ? (
        <p role="status" className="inline-flex items-center gap-2 text-slate-600">
          <Spinner className="h-5 w-5" /> Blog yazısı yükleniyor...
        </p>
      ) : null}

      {posts.length === 0 ? (
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
      ) : (
        <div
          aria-busy={turningPage}
          className={`overflow-hidden rounded-xl bg-white shadow-sm transition-opacity ${turningPage ? "opacity-60" : ""}`}
        >
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">Blog yazıları</caption>
            <thead className="hidden border-b border-slate-200 bg-slate-50 text-left text-slate-600 md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Başlık
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Durum
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Görüntülenme
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Oluşturulma
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  İşlemler
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 md:table-row-group">
              {posts.map((post) => (
                <PostRow key={post.id} post={post} deleting={deletion.busy} onDelete={() => deletion.ask(post)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination path={BLOG_LIST_PATH} page={page} pageCount={pageCount} />
      <RowDeleteDialog deletion={deletion} title="Blog yazısını sil">
        {(post) => `"${post.title}" kalıcı olarak silinecek. Bu işlem geri alınamaz. Emin misiniz?`}
      </RowDeleteDialog>
    </div>
  );
}

function PostRow({ post, ...props }: { post: AdminPostRow; deleting: boolean; onDelete: () => void }) {
  const toggle = useFetcher<typeof action>();
  const pending = toggle.formData?.get("intent");
  // Optimistic: the new status shows at once and falls back if the server refuses.
  const published = pending ? pending === "publish" : post.isPublished;
  useResultToast(toggle.data);

  return (
    <tr className="block px-4 py-3 md:table-row md:p-0">
      <td className="block pb-2 md:table-cell md:px-4 md:py-3">
        <span className="font-semibold">{post.title}</span>
        <span className="block text-xs text-slate-500">/blog/{post.slug}</span>
      </td>
      <Cell label="Durum">
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
      </Cell>
      <Cell label="Görüntülenme" className="md:text-right">
        {post.viewCount.toLocaleString("tr-TR")}
      </Cell>
      <Cell label="Oluşturulma" className="md:whitespace-nowrap">
        {formatDate(post.createdAt)}
      </Cell>
      <td className="block pt-2 md:table-cell md:px-4 md:py-3">
        <div className="flex flex-wrap items-center gap-1 md:flex-nowrap md:justify-end md:whitespace-nowrap">
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
          <RowDeleteButton label={`${post.title} sil`} disabled={props.deleting} onClick={props.onDelete} />
        </div>
      </td>
    </tr>
  );
}

/** On a phone each row is a card: the column name sits beside its value. */
function Cell(props: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <td
      className={`flex items-center justify-between gap-2 py-1 md:table-cell md:px-4 md:py-3 ${props.className ?? ""}`}
    >
      <span className="text-xs font-medium text-slate-500 md:hidden">{props.label}</span>
      <span>{props.children}</span>
    </td>
  );
}

export function ErrorBoundary() {
  return <AdminLoadError message={BLOG_ADMIN_MESSAGES.listFailed} />;
}

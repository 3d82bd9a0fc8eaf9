import { Link } from "react-router";
import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { SchedulePanel } from "../../../admin-kit/schedule-panel.tsx";
import { getServices } from "../../../context.ts";
import { BLOG_ADMIN_MESSAGES } from "../../../features/blog/admin-messages.ts";
import { AdminPostForm } from "../../../features/blog/admin-post-form.tsx";
import { getPostForEdit, listPostCategories, postFormValues } from "../../../features/blog/blog-admin.server.ts";
import { postPath } from "../../../features/blog/blog-paths.ts";
import { BLOG_REVISION_KIND, EMPTY_BLOG_POST } from "../../../features/blog/blog-post.schema.ts";
import { BLOG_VERSIONED } from "../../../features/blog/blog-versioned.server.ts";
import { AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import { PreviewButton, useVersionedEdit } from "../../../features/revisions/components/versioned-edit.tsx";
import {
  loadVersionedEdit,
  type VersionedEditLoad,
  versionedSaveAction,
} from "../../../features/revisions/versioned-save.server.ts";
import { BLOG_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/editor";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Blog Yazısını Düzenle" : "Yeni Blog Yazısı"} | Yönetim Paneli` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  const categories = await listPostCategories(db).catch(() => []);
  const aiConfigured = Boolean(config.ai.apiKey);
  const { id } = params;
  if (id === undefined) {
    const versions: VersionedEditLoad = await loadVersionedEdit(context, BLOG_VERSIONED, null);
    return { post: null, categories, aiConfigured, ...versions };
  }
  const [post, versions] = await Promise.all([
    loadAdminEdit(logger, { log: "blog yazısı yüklenemedi", texts: BLOG_ADMIN_MESSAGES }, () => getPostForEdit(db, id)),
    loadVersionedEdit(context, BLOG_VERSIONED, id),
  ]);
  return {
    post: {
      id: post.id,
      values: postFormValues(post),
      isPublished: post.isPublished,
      publishAt: post.publishAt,
      version: post.updatedAt,
      publicPath: postPath(post),
    },
    categories,
    aiConfigured,
    ...versions,
  };
}

const save = versionedSaveAction(BLOG_VERSIONED);

/** Create (no id) or update with the editor's schema, back to the list; or schedule / unschedule a draft. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return save(request, context, params.id ?? null);
}

export const shouldRevalidate = keepFormDataAfterPost;

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, aiConfigured, autosave, history } = loaderData;
  const edit = useVersionedEdit({
    kind: BLOG_REVISION_KIND,
    id: post?.id ?? null,
    version: post?.version ?? null,
    values: post?.values ?? EMPTY_BLOG_POST,
    autosave,
    history,
    actionData,
  });

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to={BLOG_LIST_PATH} className="text-sm font-semibold text-brand hover:underline">
            ← Blog yazılarına dön
          </Link>
          <h1 className="mt-1 text-2xl font-extrabold">{post ? "Blog Yazısını Düzenle" : "Yeni Blog Yazısı"}</h1>
        </div>
        {post ? (
          <div className="flex items-center gap-3 text-sm">
            <StatusBadge published={post.isPublished} scheduled={!post.isPublished && post.publishAt !== null} />
            {post.isPublished ? (
              <a href={post.publicPath} target="_blank" rel="noopener" className="font-semibold text-brand underline">
                Sitede görüntüle
              </a>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Yeni yazılar taslak olarak kaydedilir.</p>
        )}
      </div>
      {edit.offer}
      <AdminPostForm
        key={edit.formKey}
        mode={post ? "edit" : "new"}
        defaultValues={edit.defaults}
        categories={categories}
        aiConfigured={aiConfigured}
        submitting={edit.saving}
        serverErrors={edit.refusal?.errors}
        onSubmit={edit.save}
        version={edit.version}
        onValuesChange={edit.onValuesChange}
        actions={post?.isPublished ? null : <PreviewButton onClick={edit.preview} />}
      />
      <AutosaveStatus savedAt={edit.savedAt} />
      {post && !post.isPublished ? (
        <SchedulePanel
          publishAt={post.publishAt}
          onChanged={edit.reload}
          idleText="Taslak, zamanlanmazsa günlük yayın kuyruğundan ya da 'Yayınla' ile yayınlanır."
        />
      ) : null}
      {edit.history}
    </div>
  );
}

function StatusBadge({ published, scheduled }: { published: boolean; scheduled: boolean }) {
  const look = published
    ? "bg-emerald-100 text-emerald-800"
    : scheduled
      ? "bg-sky-100 text-sky-900"
      : "bg-slate-200 text-slate-700";
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>
      {published ? "Yayında" : scheduled ? BLOG_ADMIN_MESSAGES.scheduledBadge : "Taslak"}
    </span>
  );
}

export const ErrorBoundary = adminEditErrorBoundary(BLOG_ADMIN_MESSAGES, {
  detail: "Aradığınız blog yazısı silinmiş ya da hiç var olmamış olabilir.",
  backTo: BLOG_LIST_PATH,
  backLabel: "Blog yazılarına dön",
});

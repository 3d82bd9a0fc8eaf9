import { Link, useFetcher, useNavigate } from "react-router";
import { AdminEditError } from "../../../components/admin/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../components/admin/revalidation.ts";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { getServices } from "../../../context.ts";
import { BLOG_ADMIN_MESSAGES } from "../../../features/blog/admin-messages.ts";
import { AdminPostForm } from "../../../features/blog/admin-post-form.tsx";
import {
  createPost,
  getPostForEdit,
  listPostCategories,
  updatePost,
} from "../../../features/blog/blog-admin.server.ts";
import { postPath } from "../../../features/blog/blog-paths.ts";
import { type BlogPostInput, BlogPostSchema, EMPTY_BLOG_POST } from "../../../features/blog/blog-post.schema.ts";
import { loadAdminEdit } from "../../../utils/admin-list.server.ts";
import { BLOG_LIST_PATH } from "../../../utils/admin-paths.ts";
import { SENT_BY_SCRIPT } from "../../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { sanitizeRichText } from "../../../utils/sanitize-html.server.ts";
import type { Route } from "./+types/editor";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Blog Yazısını Düzenle" : "Yeni Blog Yazısı"} | Yönetim Paneli` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  const categories = await listPostCategories(db).catch(() => []);
  const aiConfigured = Boolean(config.ai.apiKey);
  const { id } = params;
  if (id === undefined) return { post: null, categories, aiConfigured };
  const post = await loadAdminEdit(
    logger,
    { log: "blog yazısı yüklenemedi", notFound: BLOG_ADMIN_MESSAGES.notFound, message: BLOG_ADMIN_MESSAGES.loadFailed },
    () => getPostForEdit(db, id),
  );
  const values: BlogPostInput = {
    title: post.title,
    category: post.category ?? "",
    excerpt: post.excerpt ?? "",
    // Stored HTML is sanitised again before it reaches the editor (design §4).
    content: sanitizeRichText(post.content),
    imageUrl: post.imageUrl ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    seoKeywords: post.seoKeywords ?? "",
    slug: post.slug,
  };
  return {
    post: { id: post.id, values, isPublished: post.isPublished, publicPath: postPath(post) },
    categories,
    aiConfigured,
  };
}

const MESSAGES: FormMessages = { failed: () => BLOG_ADMIN_MESSAGES.saveFailed };

/** Create (no id) or update with the editor's schema, back to the list. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = parseForm(form, BlogPostSchema, MESSAGES);
  if (!parsed.ok) return parsed.reply;
  const { id } = params;
  return answerForm(
    form,
    () => (id === undefined ? createPost(services, parsed.value) : updatePost(services, id, parsed.value)),
    {
      logger: services.logger,
      log: "blog yazısı kaydedilemedi",
      messages: MESSAGES,
      success: (saved) => ({
        message: id === undefined ? BLOG_ADMIN_MESSAGES.created : BLOG_ADMIN_MESSAGES.updated,
        id: saved.id,
      }),
      redirectTo: BLOG_LIST_PATH,
    },
  );
}

export const shouldRevalidate = keepFormDataAfterPost;

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, aiConfigured } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  // AdminPostForm puts the server's field errors on its fields itself.
  useSaveAnswer(fetcher, null, { onSaved: () => navigate(BLOG_LIST_PATH) });
  const result = fetcher.data ?? actionData;

  const onSubmit = (values: BlogPostInput) => {
    fetcher.submit({ ...values, ...SENT_BY_SCRIPT }, { method: "post" });
  };

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
            <StatusBadge published={post.isPublished} />
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
      <AdminPostForm
        key={post?.id ?? "new"}
        mode={post ? "edit" : "new"}
        defaultValues={post?.values ?? EMPTY_BLOG_POST}
        categories={categories}
        aiConfigured={aiConfigured}
        submitting={fetcher.state !== "idle"}
        serverErrors={result && !result.ok ? result.errors : undefined}
        onSubmit={onSubmit}
      />
    </div>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${published ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
    >
      {published ? "Yayında" : "Taslak"}
    </span>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminEditError
      error={error}
      loadFailed={BLOG_ADMIN_MESSAGES.loadFailed}
      notFound={{
        title: BLOG_ADMIN_MESSAGES.notFound,
        detail: "Aradığınız blog yazısı silinmiş ya da hiç var olmamış olabilir.",
        backTo: BLOG_LIST_PATH,
        backLabel: "Blog yazılarına dön",
      }}
    />
  );
}

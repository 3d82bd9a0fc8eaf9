import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { SchedulePanel } from "../../../admin-kit/schedule-panel.tsx";
import { usePageForm } from "../../../admin-kit/use-save-answer.ts";
import { getServices } from "../../../context.ts";
import { BLOG_ADMIN_MESSAGES } from "../../../features/blog/admin-messages.ts";
import { AdminPostForm } from "../../../features/blog/admin-post-form.tsx";
import {
  createPost,
  getPostForEdit,
  listPostCategories,
  postFormValues,
  schedulePost,
  updatePost,
} from "../../../features/blog/blog-admin.server.ts";
import { postPath } from "../../../features/blog/blog-paths.ts";
import {
  BLOG_REVISION_KIND,
  type BlogPostInput,
  BlogPostSchema,
  EMPTY_BLOG_POST,
} from "../../../features/blog/blog-post.schema.ts";
import { AutosaveOffer, AutosaveStatus, useAutosave } from "../../../features/revisions/components/autosave.tsx";
import { HistoryPanel } from "../../../features/revisions/components/history-panel.tsx";
import { BLOG_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { isScheduleIntent, scheduleAction } from "../../../utils/schedule-action.server.ts";
import { editContextOf, loadAutosaveOffer, withStaleSaveText } from "../revisions/revision-kinds.server.ts";
import type { Route } from "./+types/editor";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Blog Yazısını Düzenle" : "Yeni Blog Yazısı"} | Yönetim Paneli` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  const categories = await listPostCategories(db).catch(() => []);
  const aiConfigured = Boolean(config.ai.apiKey);
  const { id } = params;
  // The admin's unsaved form of this item, offered back (decision 031); a failure to read it hides the offer only.
  const autosave = await loadAutosaveOffer(context, BLOG_REVISION_KIND, id ?? null);
  if (id === undefined) return { post: null, categories, aiConfigured, autosave };
  const post = await loadAdminEdit(logger, { log: "blog yazısı yüklenemedi", texts: BLOG_ADMIN_MESSAGES }, () =>
    getPostForEdit(db, id),
  );
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
    autosave,
  };
}

const MESSAGES: FormMessages = withStaleSaveText({ failed: () => BLOG_ADMIN_MESSAGES.saveFailed });
const schedule = scheduleAction({
  log: "blog yazısı zamanlanamadı",
  texts: BLOG_ADMIN_MESSAGES,
  schedule: schedulePost,
});

/** Create (no id) or update with the editor's schema, back to the list; or schedule / unschedule a draft. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const { id } = params;
  const intent = formText(form, "intent");
  if (id !== undefined && isScheduleIntent(intent)) return schedule(services, form, id, intent);
  const parsed = parseForm(form, BlogPostSchema, MESSAGES);
  if (!parsed.ok) return parsed.reply;
  const edit = editContextOf(form, context);
  return answerForm(
    () =>
      id === undefined
        ? createPost(services, parsed.value, new Date(), edit)
        : updatePost(services, id, parsed.value, new Date(), edit),
    {
      logger: services.logger,
      log: "blog yazısı kaydedilemedi",
      messages: MESSAGES,
      success: (saved) => ({
        message: id === undefined ? BLOG_ADMIN_MESSAGES.created : BLOG_ADMIN_MESSAGES.updated,
        id: saved.id,
      }),
      redirectTo: BLOG_LIST_PATH,
      config: services.config,
    },
  );
}

export const shouldRevalidate = keepFormDataAfterPost;

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, categories, aiConfigured, autosave } = loaderData;
  const revalidator = useRevalidator();
  // The form's epoch: the version it was opened at (sent back, so a stale save is refused) and the values it starts
  // from. A restored autosave or a restored revision starts a new epoch, which remounts the form with them.
  const [epoch, setEpoch] = useState({
    version: post?.version ?? null,
    restored: null as Partial<BlogPostInput> | null,
    count: 0,
  });
  const restoring = useRef(false);
  const version = post?.version ?? null;
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    setEpoch((current) => ({ version, restored: null, count: current.count + 1 }));
  }, [version]);
  const drafts = useAutosave({ kind: BLOG_REVISION_KIND, id: post?.id ?? null, baseVersion: epoch.version });
  // AdminPostForm puts the server's field errors on its fields itself.
  const page = usePageForm(null, { actionData });
  const [offer, setOffer] = useState(autosave);
  const defaults = { ...(post?.values ?? EMPTY_BLOG_POST), ...(epoch.restored ?? {}) };
  const latest = useRef<BlogPostInput>(defaults);
  const { changed } = drafts;
  const onValuesChange = useCallback(
    (values: BlogPostInput) => {
      latest.current = values;
      changed({ ...values });
    },
    [changed],
  );

  const onSubmit = (values: BlogPostInput) => {
    drafts.cancel();
    page.save({ ...values, ...(epoch.version ? { version: epoch.version } : {}) });
  };
  const reload = useCallback(() => revalidator.revalidate(), [revalidator]);
  const reloadRestored = useCallback(() => {
    restoring.current = true;
    return revalidator.revalidate();
  }, [revalidator]);

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
      {offer ? (
        <AutosaveOffer
          savedAt={offer.savedAt}
          onRestore={() => {
            const restored = offer.content as Partial<BlogPostInput>;
            setEpoch((current) => ({ ...current, restored, count: current.count + 1 }));
            setOffer(null);
          }}
          onDiscard={() => {
            setOffer(null);
            void drafts.discard();
          }}
        />
      ) : null}
      <AdminPostForm
        key={`${post?.id ?? "new"}:${epoch.count}`}
        mode={post ? "edit" : "new"}
        defaultValues={defaults}
        categories={categories}
        aiConfigured={aiConfigured}
        submitting={page.saving}
        serverErrors={page.refusal?.errors}
        onSubmit={onSubmit}
        version={epoch.version}
        onValuesChange={onValuesChange}
        actions={
          post?.isPublished ? null : (
            <button
              type="button"
              onClick={() => void drafts.preview({ ...latest.current })}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold"
            >
              Önizle
            </button>
          )
        }
      />
      <AutosaveStatus savedAt={drafts.savedAt} />
      {post && !post.isPublished ? (
        <SchedulePanel
          publishAt={post.publishAt}
          onChanged={reload}
          idleText="Taslak, zamanlanmazsa günlük yayın kuyruğundan ya da 'Yayınla' ile yayınlanır."
        />
      ) : null}
      {post ? (
        <HistoryPanel kind={BLOG_REVISION_KIND} id={post.id} version={post.version} onRestored={reloadRestored} />
      ) : null}
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

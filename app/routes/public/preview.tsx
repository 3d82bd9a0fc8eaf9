import { data, isRouteErrorResponse } from "react-router";
import { NotFoundScreen } from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { PreviewMode } from "../../components/ui/preview-mode.tsx";
import { getServices } from "../../context.ts";
import { readAdminAccess } from "../../features/auth/admin-accounts.server.ts";
import { listRelatedPosts } from "../../features/blog/blog.server.ts";
import { getPostForEdit, postFormValues } from "../../features/blog/blog-admin.server.ts";
import { authorLabel } from "../../features/blog/blog-paths.ts";
import { BLOG_REVISION_KIND } from "../../features/blog/blog-post.schema.ts";
import { listDailyBonuses } from "../../features/blog/daily-bonuses.server.ts";
import { CASINO_REVISION_KIND } from "../../features/casinos/casino.schema.ts";
import { previewCasinoPage } from "../../features/casinos/casino-page.server.ts";
import { displayRichTextWithSizes, withImageSrcSets } from "../../features/media/public.server.ts";
import { PAGE_REVISION_KIND } from "../../features/pages/page.schema.ts";
import { getPageForEdit } from "../../features/pages/pages-admin.server.ts";
import { PROMOTION_REVISION_KIND } from "../../features/promotions/promotion.schema.ts";
import { previewPromotion } from "../../features/promotions/promotion-facts.server.ts";
import { verifyPreviewToken } from "../../features/revisions/preview-token.server.ts";
import { getAutosave } from "../../features/revisions/revisions.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { loadOrFail, orDefault } from "../../utils/load-or-fail.server.ts";
import { slugify } from "../../utils/slug.ts";
import type { Route } from "./+types/preview";

// A preview shows one kind of page: the browser fetches the code of that one only (issue #12).
const BlogPostView = deferred(() => import("./blog-post.tsx").then((module) => module.BlogPostView));
const CasinoDetailView = deferred(() => import("./casino-detail.tsx").then((module) => module.CasinoDetailView));
const PageView = deferred(() => import("./page.tsx").then((module) => module.PageView));
const PromotionDetailView = deferred(() =>
  import("./promotion-detail.tsx").then((module) => module.PromotionDetailView),
);

export const PREVIEW_MESSAGES = {
  refused: "Önizleme bağlantısı geçersiz ya da süresi dolmuş",
  refusedDetail: "Yönetim panelinden 'Önizle' ile yeni bir önizleme açın.",
  banner:
    "Önizleme: sayfa, kaydedilmemiş değişikliklerle böyle görünecek. Bu bağlantı kısa bir süre çalışır; yorum ve site bağlantıları önizlemede kapalıdır.",
  loadFailed: "Önizleme yüklenirken bir hata oluştu",
  invalidForm: "Önizleme için önce formdaki hataları düzeltin",
} as const;

/** Never kept by the page cache (it stores no private response), a browser or a CDN, and never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * /onizleme/<token>: the public page of an admin's unsaved or unpublished post, exactly as it will
 * look: the admin's autosaved form over the stored post. Only a token signed with the session secret and not yet
 * expired opens it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  const signed = verifyPreviewToken(config.sessionSecret, params.token);
  // A link speaks for its author: once the account is deactivated (or no longer an admin) it dies at once, as the
  // author's sessions do, rather than at its expiry.
  const author = signed
    ? await loadOrFail(logger, { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed }, () =>
        readAdminAccess(db, signed.adminId),
      )
    : null;
  const claim = author?.active ? signed : null;
  if (claim?.kind === PROMOTION_REVISION_KIND) {
    // A promotion: the admin's autosaved form over the stored promotion, as a save would store it.
    const promotion = await loadOrFail(
      logger,
      { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed },
      async () => {
        const draft = await getAutosave(db, claim.adminId, claim.kind, claim.entityId);
        return draft ? previewPromotion(db, claim.entityId || null, draft.content) : null;
      },
    );
    if (!promotion) {
      throw data({ message: PREVIEW_MESSAGES.invalidForm }, { status: 404, headers: PRIVATE_HEADERS });
    }
    return data(
      await withImageSrcSets(
        { db, logger },
        {
          kind: "promotion" as const,
          title: promotion.title,
          promotion,
          comments: [],
          rating: null,
          related: [],
          posted: null,
        },
      ),
      { headers: PRIVATE_HEADERS },
    );
  }
  if (claim?.kind === CASINO_REVISION_KIND) {
    // A casino: the admin's autosaved form (facts and payment methods included) over the stored casino.
    const page = await loadOrFail(
      logger,
      { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed },
      async () => {
        const draft = await getAutosave(db, claim.adminId, claim.kind, claim.entityId);
        return draft ? previewCasinoPage(db, claim.entityId || null, draft.content) : null;
      },
    );
    if (!page) throw data({ message: PREVIEW_MESSAGES.invalidForm }, { status: 404, headers: PRIVATE_HEADERS });
    return data(await withImageSrcSets({ db, logger }, { kind: "casino" as const, title: page.casino.name, ...page }), {
      headers: PRIVATE_HEADERS,
    });
  }
  if (claim?.kind === PAGE_REVISION_KIND) {
    // A page: the admin's autosaved form over the stored page, its HTML sanitised as a save would.
    const { stored, draft } = await loadOrFail(
      logger,
      { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed },
      async () => ({
        stored: claim.entityId ? await getPageForEdit(db, claim.entityId).catch(() => null) : null,
        draft: await getAutosave(db, claim.adminId, claim.kind, claim.entityId),
      }),
    );
    if (!stored && !draft) {
      throw data({ message: PREVIEW_MESSAGES.refused }, { status: 404, headers: PRIVATE_HEADERS });
    }
    const values: Record<string, unknown> = { ...(stored ?? {}), ...(draft?.content ?? {}) };
    const title = text(values.title) || "Başlıksız sayfa";
    const page = {
      title,
      slug: text(values.slug) || slugify(title),
      content: await displayRichTextWithSizes(db, text(values.content)),
      updatedAt: stored?.updatedAt ?? new Date().toISOString(),
    };
    return data({ kind: "page" as const, title, page }, { headers: PRIVATE_HEADERS });
  }
  if (!claim || claim.kind !== BLOG_REVISION_KIND) {
    throw data({ message: PREVIEW_MESSAGES.refused }, { status: 404, headers: PRIVATE_HEADERS });
  }
  const { stored, draft } = await loadOrFail(
    logger,
    { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed },
    async () => ({
      stored: claim.entityId ? await getPostForEdit(db, claim.entityId).catch(() => null) : null,
      draft: await getAutosave(db, claim.adminId, claim.kind, claim.entityId),
    }),
  );
  if (!stored && !draft) throw data({ message: PREVIEW_MESSAGES.refused }, { status: 404, headers: PRIVATE_HEADERS });
  const values = { ...(stored ? postFormValues(stored) : {}), ...(draft?.content ?? {}) };
  const title = text(values.title) || "Başlıksız yazı";
  const now = new Date().toISOString();
  const post = {
    id: stored?.id ?? "onizleme",
    slug: text(values.slug) || slugify(title),
    title,
    excerpt: text(values.excerpt) || null,
    imageUrl: text(values.imageUrl) || null,
    category: text(values.category) || null,
    publishedAt: stored?.publishedAt ?? stored?.publishAt ?? now,
    content: await displayRichTextWithSizes(db, text(values.content)),
    author: null,
    viewCount: stored?.viewCount ?? 0,
    seoTitle: text(values.seoTitle) || null,
    seoDescription: text(values.seoDescription) || null,
    seoKeywords: text(values.seoKeywords) || null,
    updatedAt: stored?.updatedAt ?? now,
  };
  const [related, bonuses] = await Promise.all([
    orDefault(listRelatedPosts(db, post), [], { logger, what: "benzer yazılar" }),
    orDefault(listDailyBonuses(db), [], { logger, what: "günün bonusları" }),
  ]);
  return data(
    await withImageSrcSets(
      { db, logger },
      {
        kind: "blog" as const,
        title: post.title,
        post,
        author: authorLabel(post.author, config.siteName),
        summary: post.seoDescription || post.excerpt || htmlToText(post.content, 160),
        related,
        bonuses,
      },
    ),
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Önizleme: ${loaderData.title}` : PREVIEW_MESSAGES.refused;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
        {PREVIEW_MESSAGES.banner}
      </p>
      {/* The page looks as it will, but does not act: no comments, inert claim and visit links. */}
      <PreviewMode>
        {loaderData.kind === "promotion" ? (
          <PromotionDetailView {...loaderData} />
        ) : loaderData.kind === "casino" ? (
          <CasinoDetailView {...loaderData} />
        ) : loaderData.kind === "page" ? (
          <PageView page={loaderData.page} />
        ) : (
          <BlogPostView {...loaderData} />
        )}
      </PreviewMode>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | undefined)?.message : undefined;
  const title = said === PREVIEW_MESSAGES.invalidForm ? said : PREVIEW_MESSAGES.refused;
  return <NotFoundScreen title={title} backTo="/" backLabel="Anasayfaya dön" />;
}

import type { ComponentType } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { NotFoundScreen } from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { PreviewMode } from "../../components/ui/preview-mode.tsx";
import { getServices } from "../../context.ts";
import { readAdminAccess } from "../../features/auth/admin-accounts.server.ts";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { verifyPreviewToken } from "../../features/revisions/preview-token.server.ts";
import { getAutosave } from "../../features/revisions/revisions.server.ts";
import { versionedKind } from "../../features/revisions/versioned-kinds.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/preview";

/**
 * The public view of each previewable kind, by the `view` its declaration's preview names (its other fields are the
 * view's props): `preview-views/<view>.ts` gives it as its default export, so a new previewable kind adds its file
 * there and nothing here. Only that folder is globbed: a preview shows one kind of page, and the browser fetches the
 * code of that one only (issue #12).
 */
const PREVIEW_VIEWS: Record<string, ComponentType<never>> = Object.fromEntries(
  Object.entries(import.meta.glob<ComponentType<never>>("./preview-views/*.ts", { import: "default" })).map(
    ([file, load]) => [viewOf(file), deferred(load)],
  ),
);

/** `./preview-views/blog.ts` → `blog`. */
function viewOf(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1, -".ts".length);
}

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

/**
 * /onizleme/<token>: the public page of an admin's unsaved or unpublished post, exactly as it will
 * look: the admin's autosaved form over the stored post. Only a token signed with the session secret and not yet
 * expired opens it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger, config } = services;
  const signed = verifyPreviewToken(config.sessionSecret, params.token);
  // A link speaks for its author: once the account is deactivated (or no longer an admin) it dies at once, as the
  // author's sessions do, rather than at its expiry.
  const author = signed
    ? await loadOrFail(logger, { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed }, () =>
        readAdminAccess(db, signed.adminId),
      )
    : null;
  const claim = author?.active ? signed : null;
  const preview = claim ? versionedKind(claim.kind)?.preview : undefined;
  if (!claim || !preview) throw data({ message: PREVIEW_MESSAGES.refused }, { status: 404, headers: PRIVATE_HEADERS });
  // The kind's public page: the admin's autosaved form over the stored item.
  const page = await loadOrFail(
    logger,
    { log: "önizleme yüklenemedi", message: PREVIEW_MESSAGES.loadFailed },
    async () => {
      const draft = await getAutosave(db, claim.adminId, claim.kind, claim.entityId);
      return preview(services, claim.entityId || null, draft?.content ?? null);
    },
  );
  if (page === "invalid") {
    throw data({ message: PREVIEW_MESSAGES.invalidForm }, { status: 404, headers: PRIVATE_HEADERS });
  }
  if (!page || !Object.hasOwn(PREVIEW_VIEWS, page.view)) {
    throw data({ message: PREVIEW_MESSAGES.refused }, { status: 404, headers: PRIVATE_HEADERS });
  }
  // Its images' srcsets, as the public page writes them (capped at each original's width).
  return data(await withImageSrcSets(services, page), { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Önizleme: ${loaderData.title}` : PREVIEW_MESSAGES.refused;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const View = PREVIEW_VIEWS[loaderData.view] as ComponentType<object>;
  return (
    <>
      <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
        {PREVIEW_MESSAGES.banner}
      </p>
      {/* The page looks as it will, but does not act: no comments, inert claim and visit links. */}
      <PreviewMode>
        <View {...loaderData} />
      </PreviewMode>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const said = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | undefined)?.message : undefined;
  const title = said === PREVIEW_MESSAGES.invalidForm ? said : PREVIEW_MESSAGES.refused;
  return <NotFoundScreen title={title} backTo="/" backLabel="Anasayfaya dön" />;
}

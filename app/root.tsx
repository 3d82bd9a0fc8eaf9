import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { getServices } from "./context.ts";
import { refuseForeignOriginMiddleware } from "./features/auth/same-origin.server.ts";
import { defaultSiteIdentity, sharedSiteIdentity } from "./features/site-identity/site-identity.server.ts";
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, defaultTitle } from "./utils/default-head.server.ts";
import { orDefault } from "./utils/load-or-fail.server.ts";
import { answerMethodNotAllowedMiddleware } from "./utils/method-not-allowed.server.ts";
import { absoluteUrl, errorPageMeta, siteFromMatches } from "./utils/seo.ts";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [refuseForeignOriginMiddleware, answerMethodNotAllowedMiddleware];

/** The site's identity every page's head and title use ('Site Kimliği'): a shared read. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db, shared, logger } = getServices(context);
  const identity = await orDefault(
    sharedSiteIdentity(shared, db, config.siteName),
    defaultSiteIdentity(config.siteName),
    { logger, what: "site kimliği" },
  );
  return {
    siteName: identity.siteName,
    siteUrl: config.siteUrl,
    shareImage: identity.shareImageUrl,
    head: defaultHead(identity.siteName, identity.shareImageUrl && absoluteUrl(config.siteUrl, identity.shareImageUrl)),
  };
}

/** Spec 1 §1: the default page head, made on the server so its texts are not in every page's code. */
function defaultHead(siteName: string, shareImage: string | null) {
  return [
    { title: defaultTitle(siteName) },
    { name: "description", content: DEFAULT_DESCRIPTION },
    { name: "keywords", content: DEFAULT_KEYWORDS },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: defaultTitle(siteName) },
    { property: "og:description", content: DEFAULT_DESCRIPTION },
    ...(shareImage ? [{ property: "og:image", content: shareImage }] : []),
  ];
}

/**
 * The default page head (the loader's); each page overrides what it knows better. An error shown by the boundary below
 * is named here too, not by a <title> of its own: a document has one title (the W3C check counts them).
 */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (error !== undefined) return errorPageMeta(siteFromMatches(matches), errorTitleOf(error));
  return loaderData?.head ?? [];
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b5c" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The tab's title of the boundary's screen: the refusal's own text, 'Sayfa bulunamadı' or 'Bir hata oluştu'. */
function errorTitleOf(error: unknown): string {
  const refused = refusalIn(error);
  if (refused) return refused.message;
  return isRouteErrorResponse(error) && error.status === 404 ? "Sayfa bulunamadı" : "Bir hata oluştu";
}

/**
 * The admin guard's refusals (a signed-in non-admin, a role that may not open the screen) come here: React Router
 * renders a middleware's error at the highest route with a loader. They carry their own Turkish texts.
 */
function refusalIn(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 403 ? refusalOf(error.data) : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // One screen for every case (a refusal brings its own texts): the public frame's code is on a byte budget.
  const shown: { message: string; detail?: string; backTo?: string } = refusalIn(error) ?? {
    message: notFound ? "Sayfa bulunamadı" : "Beklenmeyen bir hata oluştu",
    detail: notFound
      ? "Aradığınız sayfa taşınmış ya da kaldırılmış olabilir."
      : "Sayfa yüklenirken bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.",
  };
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{shown.message}</h1>
      {shown.detail ? <p className="mt-3 text-slate-600">{shown.detail}</p> : null}
      <a
        className="mt-6 inline-block rounded-lg bg-brand px-5 py-3 font-semibold text-white"
        href={shown.backTo ?? "/"}
      >
        {shown.backTo ? "Panele dön" : "Ana sayfaya dön"}
      </a>
    </main>
  );
}

/** A 403's `{ message, detail?, backTo? }` (require-admin.server.ts), or null when it has no message of its own. */
function refusalOf(data: unknown): { message: string; detail?: string; backTo?: string } | null {
  if (typeof data !== "object" || data === null) return null;
  const { message, detail, backTo } = data as Record<string, unknown>;
  if (typeof message !== "string") return null;
  return {
    message,
    ...(typeof detail === "string" ? { detail } : {}),
    ...(typeof backTo === "string" ? { backTo } : {}),
  };
}

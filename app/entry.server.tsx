import { Transform, type TransformCallback, type TransformOptions } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { deferredModulesLoaded } from "./components/ui/deferred.tsx";
import { getRequestInfo, getServices } from "./context.ts";
import { identityHeadMarkup } from "./features/site-identity/identity-head.server.ts";
import { defaultSiteIdentity, sharedSiteIdentity } from "./features/site-identity/site-identity.server.ts";
import { isDatabaseUnavailable } from "./utils/database-unavailable.server.ts";

export const streamTimeout = 5_000;

/**
 * React Router's default streaming entry, plus the CSP nonce of this response (server/app.ts makes it): every
 * inline script React Router and React emit carries it, and <Scripts>/<Links> pick it up from <ServerRouter>.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = getRequestInfo(loadContext).nonce || undefined;
  const head = await headMarkup(request, loadContext);
  // The first requests after start-up could otherwise stream a deferred part (a no-JavaScript form) hidden.
  await deferredModulesLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once, as the default entry does.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished Suspense boundary (a deferred part) stays in place in the HTML: by default React
        // moves those past the first 12.8 kB to the end, hidden, and only JavaScript would show them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedBody({
            head,
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject above and are logged by React Router; later ones only here.
          if (shellRendered) {
            const path = new URL(request.url).pathname;
            getServices(loadContext).logger.error({ err: error, path }, "sayfa akışı sırasında hata");
          }
        },
      },
    );
  });
}

/**
 * Feed autodiscovery on every public page: readers and browsers find both RSS feeds from any address of the site.
 * Written into the server's head only: React 19 leaves head elements it did not render alone when it hydrates, and
 * a `links` export would cost every public page some 90 B of JavaScript for markup that never changes.
 */
const FEED_LINKS = Buffer.from(
  '<link rel="alternate" type="application/rss+xml" title="Yeni bonuslar (RSS)" href="/bonuslar/rss.xml"/>' +
    '<link rel="alternate" type="application/rss+xml" title="Blog yazıları (RSS)" href="/blog/rss.xml"/>',
);
const HEAD_END = Buffer.from("</head>");

/** What the server adds at the end of every page's head: the site's icons, manifest and accent; public pages' feeds. */
async function headMarkup(request: Request, loadContext: RouterContextProvider): Promise<Buffer> {
  const { shared, db, config, logger } = getServices(loadContext);
  // The page is rendered whatever this read does (the root loader already answered an outage with its 503).
  const identity = await sharedSiteIdentity(shared, db, config.siteName).catch((error: unknown) => {
    logger.warn({ err: error }, "site kimliği okunamadı, varsayılanı kullanılıyor");
    return defaultSiteIdentity(config.siteName);
  });
  const identityHead = Buffer.from(identityHeadMarkup(identity));
  return isAdminPath(new URL(request.url).pathname) ? identityHead : Buffer.concat([identityHead, FEED_LINKS]);
}

function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low" ');

/**
 * React writes a page into its destination in pieces of at most 4 kB and calls the destination's `flush()` after
 * each batch it completes. Passing each batch on as one chunk, instead of every piece, spares the web-stream bridge
 * to Hono and the socket some twenty chunks per page; streaming is unchanged, since a batch is what
 * React has ready at that moment.
 */
class BatchedBody extends Transform {
  #pending: Uint8Array[] = [];
  readonly #head: Buffer | null;

  /** `head`: markup to add at the end of the document's head, which the first batch holds. */
  constructor({ head, ...options }: TransformOptions & { head: Buffer | null }) {
    super(options);
    this.#head = head;
  }

  override _transform(chunk: Uint8Array, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    callback();
  }

  /** Called by React after each batch. */
  flush(): void {
    if (this.#pending.length === 0) return;
    const batch = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending);
    this.#pending = [];
    this.push(this.#headDone || !batch ? batch : this.#finishHead(batch));
  }

  #headDone = false;

  /**
   * The head, which the first batch holds: the feed links added at its end, and React Router's module preloads at
   * low fetch priority: at Chrome's
   * default high priority a phone fetches some 100 kB of script alongside the document before its first paint, and
   * the page is whole without them (they only hydrate it). React Router's <Scripts> takes no attribute for them.
   */
  #finishHead(batch: Uint8Array): Uint8Array {
    this.#headDone = true;
    const bytes = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
    const parts: Uint8Array[] = [];
    let from = 0;
    for (let at = bytes.indexOf(MODULE_PRELOAD); at !== -1; at = bytes.indexOf(MODULE_PRELOAD, from)) {
      parts.push(bytes.subarray(from, at), LOW_PRIORITY_MODULE_PRELOAD);
      from = at + MODULE_PRELOAD.length;
    }
    const rest = bytes.subarray(from);
    const headEnd = this.#head ? rest.indexOf(HEAD_END) : -1;
    if (this.#head && headEnd !== -1) parts.push(rest.subarray(0, headEnd), this.#head, rest.subarray(headEnd));
    else parts.push(rest);
    return parts.length === 1 ? batch : Buffer.concat(parts);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

/** Every error a loader, action or middleware throws, logged through pino at the level it deserves. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return; // the visitor went away; React Router reports the abort itself
  const { logger, outages } = getServices(context);
  const path = new URL(request.url).pathname;
  // The HTTP layer answers 503 while the database is away (server/app.ts); one line per few seconds says so.
  if (isDatabaseUnavailable(error)) {
    outages.record(error, path);
    return;
  }
  // Refusals are the visitor's mistake, not ours: a method the route does not take, a cross-site form post.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, path, method: request.method }, "istek reddedildi");
    return;
  }
  if (isCrossSiteActionRefusal(error, path)) {
    logger.warn({ path, origin: request.headers.get("origin") }, "başka siteden gelen form gönderimi reddedildi");
    return;
  }
  logger.error({ err: error, path }, "istek sırasında hata");
};

/** React Router's own origin check of a document POST (its messages, not ours). */
const CROSS_SITE_ACTION = /origin does not match `origin` header|`origin` header is not a valid URL/i;

/**
 * React Router refused a POST from another site before our middleware ran: a document request hands over the
 * check's own error; a `.data` request (single fetch) a bare Error("Bad Request"), which nothing else there throws.
 */
function isCrossSiteActionRefusal(error: unknown, path: string): boolean {
  if (!(error instanceof Error)) return false;
  return CROSS_SITE_ACTION.test(error.message) || (error.message === "Bad Request" && path.endsWith(".data"));
}

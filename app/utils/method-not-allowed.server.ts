import type { MiddlewareFunction } from "react-router";

export const METHOD_NOT_ALLOWED_MESSAGE = "Bu adres bu isteği kabul etmiyor: yalnızca görüntülenebilir.";

const READ_METHODS = new Set(["GET", "HEAD"]);
/**
 * What React Router puts in a resource route's JSON when it has no action: not ours, and not a server error. In
 * production its message is masked; in development it is the English sentence itself.
 */
const FRAMEWORK_JSON_MESSAGE = /Unexpected Server Error|did not provide an `action`/;

/**
 * A POST, PUT, PATCH, DELETE or OPTIONS to an address without an action: React Router answers 405 with its own
 * English message ("You made a POST request to … but did not provide an `action` for route routes/…"), which a
 * page's error boundary shows and every page carries in its data; a resource route says "Unexpected Server Error".
 * This answers one Turkish sentence instead. The routes' own 405s (JSON in Turkish) pass unchanged.
 */
export const answerMethodNotAllowedMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status !== 405 || READ_METHODS.has(request.method)) return response;
  const isJson = (response.headers.get("content-type") ?? "").includes("json");
  if (isJson && !FRAMEWORK_JSON_MESSAGE.test(await response.clone().text())) return response;
  await response.body?.cancel();
  const headers = { Allow: "GET, HEAD", "Cache-Control": "no-store" };
  return isJson
    ? Response.json({ error: METHOD_NOT_ALLOWED_MESSAGE }, { status: 405, headers })
    : new Response(METHOD_NOT_ALLOWED_MESSAGE, {
        status: 405,
        headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
      });
};

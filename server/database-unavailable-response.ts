/** Seconds a client (or a CDN, or the load balancer) should wait before asking again. */
export const RETRY_AFTER_SECONDS = 10;

export const DATABASE_UNAVAILABLE_MESSAGE = "Site şu anda yanıt veremiyor. Lütfen birkaç saniye sonra tekrar deneyin.";

/**
 * Who asked: a document request (a page), React Router's client during a navigation (`*.data`: it shows a plain-text
 * error body as the message) or an API client (JSON).
 */
export type AnswerKind = "page" | "navigation" | "json";

export function answerKindOf(path: string, wantsHtml: boolean): AnswerKind {
  if (path.endsWith(".data")) return "navigation";
  return wantsHtml ? "page" : "json";
}

/**
 * The answer while the database cannot be reached: 503 with Retry-After, never cached, never indexed. A page
 * request gets a small self-contained Turkish page (no database, no bundle); the others get the message.
 */
export function databaseUnavailableResponse(kind: AnswerKind): Response {
  const headers = {
    "Cache-Control": "no-store",
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "X-Robots-Tag": "noindex",
  };
  if (kind === "json") return Response.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
  const [body, type] = kind === "page" ? [PAGE, "text/html"] : [DATABASE_UNAVAILABLE_MESSAGE, "text/plain"];
  return new Response(body, { status: 503, headers: { ...headers, "Content-Type": `${type}; charset=utf-8` } });
}

// Inline styles only (the CSP allows them; no inline script): the page must render with nothing else reachable.
const PAGE = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Geçici olarak hizmet dışı</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:36rem;margin:0 auto;padding:5rem 1rem;text-align:center">
<h1 style="font-size:1.5rem;margin:0 0 .75rem">Geçici olarak hizmet dışı</h1>
<p style="color:#475569;line-height:1.6;margin:0 0 1.5rem">${DATABASE_UNAVAILABLE_MESSAGE}</p>
<a href="" style="display:inline-block;background:#0b3b5c;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none">Tekrar dene</a>
</main>
</body>
</html>
`;

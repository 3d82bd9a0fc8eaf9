import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ADMIN_PATH, CSV_PATH, LOGIN_PATH, LOGOUT_PATH, MEDIA_PATH } from "../app/utils/admin-paths.ts";
import { CSV_IMPORT_LIMITS } from "../app/utils/csv.ts";
import { isPathWithin, routerPathOf } from "../app/utils/route-path.ts";
import { isUploadKind, MEDIA_UPLOAD_LIMITS, UPLOAD_BODY_OVERHEAD, UPLOAD_RULES } from "../app/utils/upload-rules.ts";
import { plainTextAnswer } from "./security-headers.ts";

const KB = 1024;
const MB = 1024 * KB;

/** Anything anyone may send: a comment (2,000 characters), sign-in, sign-out. The largest is a few KB. */
export const PUBLIC_BODY_LIMIT = 32 * KB;
/** Admin forms and admin JSON: a blog post's 200,000 characters of HTML are a few hundred KB as typed. */
export const ADMIN_BODY_LIMIT = 1 * MB;

const UPLOADS_PATH = "/api/admin/uploads";
/** Admin paths anyone may post to: they take only the public limit. */
const PUBLIC_ADMIN_PATHS = new Set([ADMIN_PATH, LOGIN_PATH, LOGOUT_PATH]);

interface BodyRule {
  maxBytes: number;
  /** The 413's Turkish message. */
  message: string;
  json: boolean;
}

export function tooLargeMessage(maxBytes: number): string {
  const size = maxBytes >= MB ? `${Math.round((maxBytes / MB) * 10) / 10} MB` : `${Math.round(maxBytes / KB)} KB`;
  return `İstek çok büyük: en fazla ${size} gönderilebilir.`;
}

/** Which limit a request's body has, by the route it reaches (compared as React Router matches). */
export function bodyRuleFor(pathname: string, uploadKind: string | null): BodyRule {
  const path = routerPathOf(pathname);
  const json = isPathWithin(pathname, "/api");
  if (path === UPLOADS_PATH && isUploadKind(uploadKind)) {
    // The upload form shows this message itself (app/admin-kit/image-input.tsx).
    const rule = UPLOAD_RULES[uploadKind];
    return { maxBytes: rule.maxBytes + UPLOAD_BODY_OVERHEAD, message: rule.tooLarge, json };
  }
  if (path === CSV_PATH) {
    // A CSV import: the file's own limit plus the multipart framing.
    const maxBytes = CSV_IMPORT_LIMITS.maxBytes + UPLOAD_BODY_OVERHEAD;
    return { maxBytes, message: tooLargeMessage(CSV_IMPORT_LIMITS.maxBytes), json };
  }
  if (path === MEDIA_PATH) {
    // 'Medya' uploads several images at once: their total plus the multipart framing.
    const maxBytes = MEDIA_UPLOAD_LIMITS.maxTotalBytes + UPLOAD_BODY_OVERHEAD;
    return { maxBytes, message: tooLargeMessage(MEDIA_UPLOAD_LIMITS.maxTotalBytes), json };
  }
  const admin =
    (isPathWithin(pathname, ADMIN_PATH) && !PUBLIC_ADMIN_PATHS.has(path)) || isPathWithin(pathname, "/api/admin");
  const maxBytes = admin ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT;
  return { maxBytes, message: tooLargeMessage(maxBytes), json };
}

/**
 * Refuses a request body over its route's limit with 413 before anything parses it, so an oversized body costs
 * neither memory nor parsing time: a
 * Content-Length over the limit at once, a chunked body as soon as the bytes streamed pass it. Nothing is written.
 */
export function requestBodyLimit(options: { https: boolean }): MiddlewareHandler {
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (rule: BodyRule) => {
    const key = `${rule.maxBytes} ${rule.json} ${rule.message}`;
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: rule.maxBytes, onError: () => tooLargeResponse(rule, options) });
      limiters.set(key, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const url = new URL(c.req.url);
    return limiterFor(bodyRuleFor(url.pathname, url.searchParams.get("kind")))(c, next);
  };
}

function tooLargeResponse(rule: BodyRule, options: { https: boolean }): Response {
  if (rule.json)
    return Response.json({ error: rule.message }, { status: 413, headers: { "Cache-Control": "no-store" } });
  const answer = plainTextAnswer(413, rule.message, options);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

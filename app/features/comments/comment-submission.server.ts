import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import { ServiceError, statusOf } from "../../utils/errors.ts";
import { parseFields } from "../../utils/form-action.server.ts";
import { HONEYPOT_FIELD } from "../../utils/honeypot.ts";
import { COMMENT_MESSAGES, CommentSchema } from "./comment.schema.ts";
import { MODERATION_MESSAGES } from "./comment-moderation.schema.ts";
import { type PublicComment, submitComment } from "./comments.server.ts";

export type CommentOutcome =
  | { ok: true; comment: PublicComment; held: boolean; message: string }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: number; error: string };

/**
 * One comment POST, for both transports (the page's form action and the JSON endpoint): parse with the shared
 * schema, submit through the service, announce the change for the page cache, map expected failures to a status.
 */
export async function handleCommentPost(
  services: ContentWriteDeps,
  post: { promotionId: string; body: Record<string, unknown> | null; ip: string },
): Promise<CommentOutcome> {
  if (!post.body) return { ok: false, status: 400, errors: { form: COMMENT_MESSAGES.failure } };
  const { body } = post;
  // A missing field stays undefined here (not the form kit's ""): a comment without a rating gets the default.
  const parsed = parseFields(CommentSchema, (key) => body[key]);
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
  try {
    const { comment, held } = await submitComment(services.db, {
      promotionId: post.promotionId,
      input: parsed.value,
      ip: post.ip,
      honeypot: post.body[HONEYPOT_FIELD],
    });
    // A held comment is on no page yet: the promotion's cached page stays as it is.
    if (held) return { ok: true, comment, held: true, message: MODERATION_MESSAGES.held };
    services.events.contentChanged({ kind: "comment", promotionId: post.promotionId.toLowerCase() });
    return { ok: true, comment, held: false, message: COMMENT_MESSAGES.success };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const status = statusOf(error);
    return status === 400
      ? { ok: false, status: 400, errors: { form: error.message } }
      : { ok: false, status, error: error.message };
  }
}

/** A JSON object body or a form body as a plain record; null when it cannot be read as either. */
export async function readCommentBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
      const json: unknown = await request.json();
      return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
    }
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}

import { data } from "react-router";
import { getRequestInfo, getServices } from "../../context.ts";
import { handleCommentPost, readCommentBody } from "../../features/comments/comment-submission.server.ts";
import type { Route } from "./+types/promotion-comments";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST a visitor comment (JSON or form body) for the page's script: 201 {comment, message} for a live comment,
 * 201 {held: true, message: 'Yorumunuz onay bekliyor'} (no comment: it is not shown yet) for one held for
 * approval, 400 {errors},
 * 404 or 429 {error}. Nothing is stored unless it answers 201.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return data({ error: "Yalnızca POST desteklenir" }, { status: 405, headers: NO_STORE });
  const outcome = await handleCommentPost(getServices(context), {
    promotionId: params.id,
    body: await readCommentBody(request),
    ip: getRequestInfo(context).ip,
  });
  if (outcome.ok && outcome.held) {
    return data({ held: true, message: outcome.message }, { status: 201, headers: NO_STORE });
  }
  if (outcome.ok)
    return data({ comment: outcome.comment, message: outcome.message }, { status: 201, headers: NO_STORE });
  const payload = "errors" in outcome ? { errors: outcome.errors } : { error: outcome.error };
  return data(payload, { status: outcome.status, headers: NO_STORE });
}

export function loader() {
  return data({ error: "Yalnızca POST desteklenir" }, { status: 405, headers: NO_STORE });
}

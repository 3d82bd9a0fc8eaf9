import { data } from "react-router";
import { getServices } from "../../context.ts";
import { CommentSchema } from "../../features/comments/comment.schema.ts";
import { addComment } from "../../features/comments/comments.server.ts";
import { fieldErrors, ServiceError, statusOf } from "../../utils/errors.ts";
import type { Route } from "./+types/promotion-comments";

/** POST a visitor comment (form or JSON body). Answers 201 with the stored comment, or 400 with field errors. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Yalnızca POST desteklenir" }, { status: 405 });
  const { db } = getServices(context);
  const body = await readBody(request);
  if (!body) return data({ error: "Yorumunuz eklenirken bir hata oluştu" }, { status: 400 });
  const parsed = CommentSchema.safeParse(body);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error.issues) }, { status: 400 });
  try {
    const comment = await addComment(db, params.id, parsed.data);
    return data({ comment, message: "Yorumunuz başarıyla eklendi" }, { status: 201 });
  } catch (error) {
    if (error instanceof ServiceError) return data({ error: error.message }, { status: statusOf(error) });
    throw error;
  }
}

export function loader() {
  return data({ error: "Yalnızca POST desteklenir" }, { status: 405 });
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
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

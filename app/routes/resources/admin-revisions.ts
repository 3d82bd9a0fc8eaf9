import { getServices } from "../../context.ts";
import { REVISION_MESSAGES } from "../../features/revisions/public.ts";
import { getRevisionContent } from "../../features/revisions/revisions.server.ts";
import { versionedKind } from "../../features/revisions/versioned-kinds.server.ts";
import { editContextOf } from "../../features/revisions/versioned-save.server.ts";
import { ServiceError, statusOf } from "../../utils/errors.ts";
import { formText } from "../../utils/form.ts";
import { isUuid } from "../../utils/uuid.ts";
import type { Route } from "./+types/admin-revisions";

/** The kind and item of the address, or null when either is not one of ours (no query is made then). */
function itemOf(params: { kind?: string; id?: string }) {
  const kind = versionedKind(params.kind);
  if (!kind || params.id === undefined) return null;
  const id = kind.singleEntity ?? (isUuid(params.id) ? params.id.toLowerCase() : null);
  if (!id || (kind.singleEntity && params.id !== kind.singleEntity)) return null;
  return { kind, kindName: kind.kind, id };
}

const notFound = () => Response.json({ ok: false, message: REVISION_MESSAGES.notFound }, { status: 404 });
const postOnly = () => Response.json({ ok: false, message: "Yalnızca POST desteklenir" }, { status: 405 });

/**
 * GET lists nothing: each edit screen's loader reads its item's history with the page (`loadVersionedEdit`), behind
 * that screen's own access, so the list is in its HTML without JavaScript.
 */
export function loader() {
  return postOnly();
}

/** POST revisionId: 'Bu sürüme dön', saved through the item's own service as a new revision. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return postOnly();
  const item = itemOf(params);
  if (!item) return notFound();
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  try {
    const content = await getRevisionContent(services.db, item.kindName, item.id, formText(form, "revisionId"));
    const { author } = editContextOf(null, context);
    await item.kind.restore(services, item.id, content, { author });
    return Response.json({ ok: true, message: REVISION_MESSAGES.restored });
  } catch (error) {
    if (error instanceof ServiceError) {
      return Response.json({ ok: false, message: error.message }, { status: statusOf(error) });
    }
    services.logger.error({ err: error }, "sürüm geri yüklenemedi");
    return Response.json({ ok: false, message: REVISION_MESSAGES.restoreFailed }, { status: 500 });
  }
}

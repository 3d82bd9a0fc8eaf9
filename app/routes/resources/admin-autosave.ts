import { getServices } from "../../context.ts";
import { getAdminUser } from "../../features/auth/require-admin.server.ts";
import { previewPath, signPreviewToken } from "../../features/revisions/preview-token.server.ts";
import { REVISION_MESSAGES } from "../../features/revisions/public.ts";
import {
  autosaveItemExists,
  discardAutosave,
  NEW_ITEM,
  saveAutosave,
} from "../../features/revisions/revisions.server.ts";
import { versionedKind } from "../../features/revisions/versioned-kinds.server.ts";
import { isNewItemSegment } from "../../utils/admin-paths.ts";
import { ServiceError, statusOf } from "../../utils/errors.ts";
import { isUuid } from "../../utils/uuid.ts";
import type { Route } from "./+types/admin-autosave";

function itemOf(params: { kind?: string; id?: string }) {
  const kind = versionedKind(params.kind);
  if (!kind || params.id === undefined) return null;
  const table = kind.table ?? null;
  if (kind.singleEntity) return params.id === kind.singleEntity ? { kind, id: params.id, table } : null;
  if (isNewItemSegment(params.id)) return { kind, id: NEW_ITEM, table };
  return isUuid(params.id) ? { kind, id: params.id.toLowerCase(), table } : null;
}

const INVALID = "Otomatik kayıt isteği geçersiz";

/**
 * POST { content, baseVersion, preview? }: keeps the admin's unsaved form of the item; with preview,
 * also answers a signed, short-lived address of the public page as it will look.
 * DELETE: discards it ('Yok say').
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const item = itemOf(params);
  if (!item) return Response.json({ ok: false, message: INVALID }, { status: 404 });
  const services = getServices(context);
  const admin = getAdminUser(context);
  if (request.method === "DELETE") {
    await discardAutosave(services.db, admin.id, item.kind.kind, item.id);
    return Response.json({ ok: true });
  }
  if (request.method !== "POST") return Response.json({ ok: false, message: INVALID }, { status: 405 });
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return Response.json({ ok: false, message: INVALID }, { status: 400 });
  }
  const { content, baseVersion, preview } = body as Record<string, unknown>;
  if (!content || typeof content !== "object" || Array.isArray(content)) {
    return Response.json({ ok: false, message: INVALID }, { status: 400 });
  }
  // Only an item that exists (or one being created) gets a draft: made-up ids would pile up rows nobody reads.
  if (item.id !== NEW_ITEM && item.table && !(await autosaveItemExists(services.db, item.table, item.id))) {
    return Response.json({ ok: false, message: REVISION_MESSAGES.autosaveItemMissing }, { status: 404 });
  }
  try {
    const saved = await saveAutosave(services.db, {
      adminId: admin.id,
      kind: item.kind.kind,
      entityId: item.id,
      content: content as Record<string, unknown>,
      baseVersion: typeof baseVersion === "string" ? baseVersion.slice(0, 40) : null,
    });
    // The kinds with a public page can be previewed; every rich-text form autosaves.
    const wantsPreview = preview === true && item.kind.preview !== undefined;
    const path = wantsPreview
      ? previewPath(
          signPreviewToken(services.config.sessionSecret, {
            kind: item.kind.kind,
            entityId: item.id,
            adminId: admin.id,
          }),
        )
      : null;
    return Response.json({ ok: true, savedAt: saved.updatedAt, previewPath: path });
  } catch (error) {
    if (error instanceof ServiceError) {
      return Response.json({ ok: false, message: error.message }, { status: statusOf(error) });
    }
    throw error;
  }
}

export function loader() {
  return Response.json({ ok: false, message: "Yalnızca POST ve DELETE desteklenir" }, { status: 405 });
}

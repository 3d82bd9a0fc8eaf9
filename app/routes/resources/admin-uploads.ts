import { getServices } from "../../context.ts";
import { auditName, getAdminUser } from "../../features/auth/require-admin.server.ts";
import { registerMedia } from "../../features/media/public.server.ts";
import { storeSiteIcon } from "../../features/site-identity/site-icons.server.ts";
import { storeImageUpload } from "../../features/uploads/image-upload.server.ts";
import { ServiceError, statusOf } from "../../utils/errors.ts";
import { StorageWriteError } from "../../utils/storage.server.ts";
import { isUploadKind, UPLOAD_MESSAGES } from "../../utils/upload-rules.ts";
import type { Route } from "./+types/admin-uploads";

/**
 * POST /api/admin/uploads?kind=promotion|blog|splash|payment with a multipart "file": stores the image, registers it in
 * the media library and answers its URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  if (request.method !== "POST") return Response.json({ error: "Yalnızca POST desteklenir" }, { status: 405 });
  const kind = new URL(request.url).searchParams.get("kind");
  if (!isUploadKind(kind)) return Response.json({ error: "Geçersiz yükleme türü" }, { status: 400 });
  // A body over the kind's limit never gets here: the HTTP layer counts its bytes (server/body-limit.ts).
  const file = await request
    .formData()
    .then((form) => form.get("file"))
    .catch(() => null);
  if (!(file instanceof File)) return Response.json({ error: UPLOAD_MESSAGES.missingFile }, { status: 400 });
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The site icon is one upload that becomes the icon set; its answer is the 512 px address.
    if (kind === "icon") {
      const icon = await storeSiteIcon(services.storage, bytes);
      services.logger.info({ url: icon.url }, "site simgesi yüklendi");
      return Response.json({ url: icon.url, message: UPLOAD_MESSAGES.success }, { status: 201 });
    }
    const stored = await storeImageUpload(services.storage, kind, bytes);
    // Every upload joins the media library (issue #35), so it can be found and used again.
    await registerMedia(services.db, stored, { fileName: file.name, uploadedBy: auditName(getAdminUser(context)) });
    services.logger.info({ key: stored.key, bytes: stored.bytes }, "görsel yüklendi");
    return Response.json({ url: stored.url, message: UPLOAD_MESSAGES.success }, { status: 201 });
  } catch (error) {
    if (error instanceof ServiceError) return Response.json({ error: error.message }, { status: statusOf(error) });
    if (error instanceof StorageWriteError) {
      services.logger.error({ err: error }, "görsel depolanamadı");
      return Response.json({ error: UPLOAD_MESSAGES.storageFailed }, { status: 507 });
    }
    throw error;
  }
}

export function loader() {
  return Response.json({ error: "Yalnızca POST desteklenir" }, { status: 405 });
}

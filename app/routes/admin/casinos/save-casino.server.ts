import { data, type RouterContextProvider, redirect } from "react-router";
import { getServices } from "../../../context.ts";
import { CASINO_ADMIN_MESSAGES, CasinoSchema } from "../../../features/casinos/casino.schema.ts";
import { CasinoFieldError, createCasino, updateCasino } from "../../../features/casinos/casino-admin.server.ts";
import { CASINO_LIST_PATH } from "../../../utils/admin-paths.ts";
import { fieldErrors, ServiceError } from "../../../utils/errors.ts";
import { formText } from "../../../utils/form-data.ts";
import type { CasinoSaveResult } from "./casino-form.tsx";

/**
 * The action of both casino screens: parse with the form's schema, create (no id) or update, answer 400 with
 * field errors or the spec's save error. Clients with JavaScript get data; a plain POST is redirected.
 */
export async function saveCasino(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const parsed = CasinoSchema.safeParse({
    name: formText(form, "name"),
    url: formText(form, "url"),
    logoUrl: formText(form, "logoUrl"),
    description: formText(form, "description"),
    rating: formText(form, "rating"),
  });
  if (!parsed.success) {
    return data<CasinoSaveResult>(
      { ok: false, message: CASINO_ADMIN_MESSAGES.saveFailed, errors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  }
  try {
    if (id === null) await createCasino(services, parsed.data);
    else await updateCasino(services, id, parsed.data);
  } catch (error) {
    if (error instanceof CasinoFieldError) {
      return data<CasinoSaveResult>(
        { ok: false, message: CASINO_ADMIN_MESSAGES.saveFailed, errors: { [error.field]: error.message } },
        { status: 400 },
      );
    }
    if (error instanceof ServiceError) {
      return data<CasinoSaveResult>({ ok: false, message: CASINO_ADMIN_MESSAGES.saveFailed }, { status: 404 });
    }
    services.logger.error({ err: error instanceof Error ? error.message : String(error) }, "casino kaydedilemedi");
    return data<CasinoSaveResult>({ ok: false, message: CASINO_ADMIN_MESSAGES.saveFailed }, { status: 500 });
  }
  if (formText(form, "js") !== "1") throw redirect(CASINO_LIST_PATH);
  return data<CasinoSaveResult>({
    ok: true,
    message: id === null ? CASINO_ADMIN_MESSAGES.created : CASINO_ADMIN_MESSAGES.updated,
  });
}

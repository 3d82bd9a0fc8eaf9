import { data, type RouterContextProvider, redirect } from "react-router";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES, SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import { createSplashAd, updateSplashAd } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import { fieldErrors, ServiceError } from "../../../utils/errors.ts";
import { formText } from "../../../utils/form-data.ts";
import type { SplashAdSaveResult } from "./splash-ad-form.tsx";

/** The action of both splash ad screens: create (no id) or update, with the form's schema. */
export async function saveSplashAd(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const active = formText(form, "isActive");
  const parsed = SplashAdSchema.safeParse({
    title: formText(form, "title"),
    href: formText(form, "href"),
    imageUrl: formText(form, "imageUrl"),
    isActive: active === "true" || active === "on",
  });
  if (!parsed.success) {
    return data<SplashAdSaveResult>(
      { ok: false, message: SPLASH_AD_ADMIN_MESSAGES.saveFailed, errors: fieldErrors(parsed.error.issues) },
      { status: 400 },
    );
  }
  try {
    if (id === null) await createSplashAd(services, parsed.data);
    else await updateSplashAd(services, id, parsed.data);
  } catch (error) {
    if (error instanceof ServiceError) {
      return data<SplashAdSaveResult>({ ok: false, message: SPLASH_AD_ADMIN_MESSAGES.saveFailed }, { status: 404 });
    }
    services.logger.error({ err: error instanceof Error ? error.message : String(error) }, "splash kaydedilemedi");
    return data<SplashAdSaveResult>({ ok: false, message: SPLASH_AD_ADMIN_MESSAGES.saveFailed }, { status: 500 });
  }
  if (formText(form, "js") !== "1") throw redirect(SPLASH_LIST_PATH);
  return data<SplashAdSaveResult>({
    ok: true,
    message: id === null ? SPLASH_AD_ADMIN_MESSAGES.created : SPLASH_AD_ADMIN_MESSAGES.updated,
  });
}

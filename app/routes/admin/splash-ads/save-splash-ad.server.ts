import type { RouterContextProvider } from "react-router";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES, SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import { createSplashAd, updateSplashAd } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { editContextOf, withStaleSaveText } from "../revisions/revision-kinds.server.ts";

const MESSAGES: FormMessages = withStaleSaveText({ failed: () => SPLASH_AD_ADMIN_MESSAGES.saveFailed });

/** The action of both splash ad screens: create (no id) or update with the form's schema, back to the list. */
export async function saveSplashAd(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = parseForm(form, SplashAdSchema, MESSAGES);
  if (!parsed.ok) return parsed.reply;
  return answerForm(
    form,
    () => {
      const edit = editContextOf(form, context);
      return id === null
        ? createSplashAd(services, parsed.value, edit)
        : updateSplashAd(services, id, parsed.value, edit);
    },
    {
      logger: services.logger,
      log: "splash kaydedilemedi",
      messages: MESSAGES,
      success: () => ({ message: id === null ? SPLASH_AD_ADMIN_MESSAGES.created : SPLASH_AD_ADMIN_MESSAGES.updated }),
      redirectTo: SPLASH_LIST_PATH,
    },
  );
}

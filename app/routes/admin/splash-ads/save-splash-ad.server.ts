import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/admin-messages.ts";
import { SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import { createSplashAd, updateSplashAd } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import { versionedSaveAction } from "../versioned-save.server.ts";

/** The action of both splash ad screens: create (no id) or update with the form's schema, back to the list. */
export const saveSplashAd = versionedSaveAction({
  schema: SplashAdSchema,
  texts: SPLASH_AD_ADMIN_MESSAGES,
  log: "splash kaydedilemedi",
  listPath: SPLASH_LIST_PATH,
  create: createSplashAd,
  update: updateSplashAd,
});

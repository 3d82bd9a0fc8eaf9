import { SPLASH_LIST_PATH } from "../../utils/admin-paths.ts";
import { declareVersionedKind } from "../revisions/public.server.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "./admin-messages.ts";
import { SPLASH_REVISION_FIELDS, SPLASH_REVISION_KIND, SplashAdSchema } from "./splash-ad.schema.ts";
import { createSplashAd, updateSplashAd } from "./splash-ad-admin.server.ts";

/** Splash ads as versioned content. */
export const SPLASH_AD_VERSIONED = declareVersionedKind({
  kind: SPLASH_REVISION_KIND,
  table: "splash_ads",
  fields: SPLASH_REVISION_FIELDS,
  schema: SplashAdSchema,
  create: createSplashAd,
  update: updateSplashAd,
  texts: { ...SPLASH_AD_ADMIN_MESSAGES, saveFailed: () => SPLASH_AD_ADMIN_MESSAGES.saveFailed },
  log: "splash kaydedilemedi",
  listPath: SPLASH_LIST_PATH,
});

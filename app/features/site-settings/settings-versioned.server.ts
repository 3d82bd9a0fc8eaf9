import { SITE_SETTINGS_PATH } from "../../utils/admin-paths.ts";
import { declareSingleRowKind } from "../revisions/public.server.ts";
import { SETTINGS_ADMIN_MESSAGES } from "./admin-messages.ts";
import { CONTENT_REVISION_FIELDS, ContentSettingsSchema } from "./content.schema.ts";
import { HERO_REVISION_FIELDS, HeroSchema } from "./hero.schema.ts";
import {
  CONTENT_REVISION_KIND,
  HERO_REVISION_KIND,
  SITE_ENTITY,
  saveContentSettings,
  saveHero,
} from "./settings-admin.server.ts";

/** The hero section's settings: one row with revisions, saved from the settings screen. */
export const HERO_VERSIONED = declareSingleRowKind({
  kind: HERO_REVISION_KIND,
  singleEntity: SITE_ENTITY,
  fields: HERO_REVISION_FIELDS,
  schema: HeroSchema,
  save: saveHero,
  texts: { saved: SETTINGS_ADMIN_MESSAGES.heroSaved, saveFailed: SETTINGS_ADMIN_MESSAGES.heroSaveFailed },
  log: "hero ayarı kaydedilemedi",
  path: SITE_SETTINGS_PATH,
});

/** The content settings: one row with revisions, saved from the settings screen. */
export const CONTENT_VERSIONED = declareSingleRowKind({
  kind: CONTENT_REVISION_KIND,
  singleEntity: SITE_ENTITY,
  fields: CONTENT_REVISION_FIELDS,
  schema: ContentSettingsSchema,
  save: saveContentSettings,
  texts: { saved: SETTINGS_ADMIN_MESSAGES.contentSaved, saveFailed: SETTINGS_ADMIN_MESSAGES.contentSaveFailed },
  log: "içerik ayarları kaydedilemedi",
  path: SITE_SETTINGS_PATH,
});

import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import { HEX_COLOR } from "../../utils/contrast.ts";
import type { Db } from "../../utils/db.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { columnLabels, saveSingleRow } from "../audit/public.server.ts";
import {
  DEFAULT_ACCENT_COLOR,
  IDENTITY_LABELS,
  type SiteIdentityInput,
  SOCIAL_NETWORKS,
  type SocialField,
} from "./identity.schema.ts";

/** What every page shows of the site's identity; null: the default (no logo, bundled icon …). */
export interface SiteIdentity {
  siteName: string;
  logoLightUrl: string | null;
  logoDarkUrl: string | null;
  /** The icon set's 512 px address (iconUrlOf gives the others); null: the bundled favicon.svg. */
  iconUrl: string | null;
  /** null: the stylesheet's own accent (app.css). */
  accentColor: string | null;
  shareImageUrl: string | null;
  /** The filled-in profiles in SOCIAL_NETWORKS' order. */
  socialLinks: { label: string; url: string }[];
}

const COLUMNS = columnLabels(IDENTITY_LABELS);
const SOCIAL_FIELDS = Object.keys(SOCIAL_NETWORKS) as SocialField[];

type Row = Record<keyof typeof COLUMNS, string | null>;

async function readRow(db: Db): Promise<(Row & { updated_at: string }) | undefined> {
  return db.selectFrom("site_identity").selectAll().orderBy("updated_at", "desc").limit(1).executeTakeFirst();
}

/** The stored identity over its defaults; `defaultName` is SITE_NAME (config.siteName). */
export async function getSiteIdentity(db: Db, defaultName: string): Promise<SiteIdentity> {
  const values = valuesOf(await readRow(db), defaultName);
  return {
    siteName: values.siteName,
    logoLightUrl: values.logoLightUrl || null,
    logoDarkUrl: values.logoDarkUrl || null,
    iconUrl: values.iconUrl || null,
    // Checked again as it goes into a <style>: only a colour ever does.
    accentColor:
      HEX_COLOR.test(values.accentColor) && values.accentColor !== DEFAULT_ACCENT_COLOR ? values.accentColor : null,
    shareImageUrl: values.shareImageUrl || null,
    socialLinks: SOCIAL_FIELDS.filter((field) => values[field] !== "").map((field) => ({
      label: SOCIAL_NETWORKS[field],
      url: values[field],
    })),
  };
}

/** The identity with every default: what pages show while the row cannot be read (spec 1 §8). */
export function defaultSiteIdentity(siteName: string): SiteIdentity {
  return {
    siteName,
    logoLightUrl: null,
    logoDarkUrl: null,
    iconUrl: null,
    accentColor: null,
    shareImageUrl: null,
    socialLinks: [],
  };
}

/** What every page reads: one query per change of any setting (the shared read is emptied then). */
export function sharedSiteIdentity(shared: SharedData, db: Db, defaultName: string): Promise<SiteIdentity> {
  return shared.get("settings:identity", () => getSiteIdentity(db, defaultName));
}

/** The form's values: what is stored, else the defaults (SITE_NAME, the stylesheet's accent, empty addresses). */
export async function getSiteIdentityForEdit(db: Db, defaultName: string): Promise<SiteIdentityInput> {
  return valuesOf(await readRow(db), defaultName);
}

function valuesOf(row: Row | undefined, defaultName: string): SiteIdentityInput {
  const text = (value: string | null | undefined) => value ?? "";
  return {
    siteName: row?.site_name || defaultName,
    logoLightUrl: text(row?.logo_light_url),
    logoDarkUrl: text(row?.logo_dark_url),
    iconUrl: text(row?.icon_url),
    shareImageUrl: text(row?.share_image_url),
    accentColor: row?.accent_color || DEFAULT_ACCENT_COLOR,
    socialFacebook: text(row?.social_facebook),
    socialX: text(row?.social_x),
    socialInstagram: text(row?.social_instagram),
    socialYoutube: text(row?.social_youtube),
    socialTelegram: text(row?.social_telegram),
  };
}

/**
 * Saves the identity in its one row with an audit entry naming what changed, and empties every page's cache. A
 * value equal to its default is stored as null, so a later change of SITE_NAME still names a site never renamed.
 */
export async function saveSiteIdentity(
  deps: ContentWriteDeps,
  input: SiteIdentityInput,
  defaultName: string,
): Promise<void> {
  const orNull = (value: string) => (value === "" ? null : value);
  const values: Row & { updated_at: string } = {
    site_name: input.siteName === defaultName ? null : input.siteName,
    logo_light_url: orNull(input.logoLightUrl),
    logo_dark_url: orNull(input.logoDarkUrl),
    icon_url: orNull(input.iconUrl),
    share_image_url: orNull(input.shareImageUrl),
    accent_color: input.accentColor === DEFAULT_ACCENT_COLOR ? null : input.accentColor,
    social_facebook: orNull(input.socialFacebook),
    social_x: orNull(input.socialX),
    social_instagram: orNull(input.socialInstagram),
    social_youtube: orNull(input.socialYoutube),
    social_telegram: orNull(input.socialTelegram),
    updated_at: new Date().toISOString(),
  };
  await saveSingleRow(deps.db, "site_identity", values, { kind: "site-identity", labels: COLUMNS });
  deps.events.contentChanged({ kind: "settings" });
}

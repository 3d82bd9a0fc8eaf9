import { BLOG_VERSIONED } from "../blog/public.server.ts";
import { CASINO_VERSIONED } from "../casinos/public.server.ts";
import { PAGE_VERSIONED } from "../pages/public.server.ts";
import { PROMOTION_VERSIONED } from "../promotions/public.server.ts";
import { RANKED_LIST_VERSIONED } from "../ranked-lists/public.server.ts";
import { CONTENT_VERSIONED, HERO_VERSIONED } from "../site-settings/public.server.ts";
import { SPLASH_AD_VERSIONED } from "../splash-ads/public.server.ts";
import type { AutosaveItemTables } from "./revisions.server.ts";
import type { RegisteredKind } from "./versioned-kind.server.ts";

/**
 * Every versioned kind, as each declares itself in its own feature: the 'Geçmiş' panel, the autosave endpoint and
 * the daily autosave sweep serve exactly these. A new kind adds its declaration here; nothing else knows a kind.
 * (Kept out of the feature's public module: the kinds import that one, and this imports the kinds.)
 */
export const VERSIONED_KINDS: readonly RegisteredKind[] = [
  BLOG_VERSIONED,
  PROMOTION_VERSIONED,
  CASINO_VERSIONED,
  SPLASH_AD_VERSIONED,
  RANKED_LIST_VERSIONED,
  PAGE_VERSIONED,
  HERO_VERSIONED,
  CONTENT_VERSIONED,
];

const BY_NAME = new Map(VERSIONED_KINDS.map((kind) => [kind.kind, kind]));

/** The kind an address names, or null when it is none of ours. */
export function versionedKind(name: string | undefined): RegisteredKind | null {
  return name === undefined ? null : (BY_NAME.get(name) ?? null);
}

/** Each kind's item table, for the daily sweep of autosaves whose item was deleted. */
export const AUTOSAVE_ITEM_TABLES: AutosaveItemTables = Object.fromEntries(
  VERSIONED_KINDS.flatMap(({ kind, table }) => (table ? [[kind, table]] : [])),
);

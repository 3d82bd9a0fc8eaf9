import { type AppServices, getServices } from "../../../context.ts";
import { getAdminUser } from "../../../features/auth/require-admin.server.ts";
import { updatePost } from "../../../features/blog/blog-admin.server.ts";
import { BLOG_REVISION_FIELDS, BLOG_REVISION_KIND, BlogPostSchema } from "../../../features/blog/blog-post.schema.ts";
import {
  CASINO_REVISION_KIND,
  CASINO_WITH_FACTS_REVISION_FIELDS,
  CasinoFactsSchema,
  CasinoSchema,
} from "../../../features/casinos/casino.schema.ts";
import { updateCasino } from "../../../features/casinos/casino-admin.server.ts";
import { PAGE_REVISION_FIELDS, PAGE_REVISION_KIND, PageSchema } from "../../../features/pages/page.schema.ts";
import { updatePage } from "../../../features/pages/pages-admin.server.ts";
import {
  PROMOTION_REVISION_KIND,
  PROMOTION_WITH_FACTS_REVISION_FIELDS,
  PromotionFactsSchema,
  PromotionSchema,
} from "../../../features/promotions/promotion.schema.ts";
import { updatePromotion } from "../../../features/promotions/promotion-admin.server.ts";
import {
  RANKED_LIST_REVISION_FIELDS,
  RANKED_LIST_REVISION_KIND,
  RankedListSchema,
} from "../../../features/ranked-lists/ranked-list.schema.ts";
import { labelRankedItems, updateRankedList } from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import type { AutosaveFound } from "../../../features/revisions/components/autosave.tsx";
import type { EditContext, ItemLabeller } from "../../../features/revisions/public.server.ts";
import {
  REVISION_MESSAGES,
  REVISION_VERSION_FIELD,
  type RevisionContent,
  type RevisionFields,
} from "../../../features/revisions/public.ts";
import { type AutosaveItemTables, getAutosave, NEW_ITEM } from "../../../features/revisions/revisions.server.ts";
import { CONTENT_REVISION_FIELDS, ContentSettingsSchema } from "../../../features/site-settings/content.schema.ts";
import { HERO_REVISION_FIELDS, HeroSchema } from "../../../features/site-settings/hero.schema.ts";
import {
  CONTENT_REVISION_KIND,
  HERO_REVISION_KIND,
  SITE_ENTITY,
  saveContentSettings,
  saveHero,
} from "../../../features/site-settings/settings-admin.server.ts";
import {
  SPLASH_REVISION_FIELDS,
  SPLASH_REVISION_KIND,
  SplashAdSchema,
} from "../../../features/splash-ads/splash-ad.schema.ts";
import { updateSplashAd } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import { formText } from "../../../utils/form.ts";
import type { FormMessages } from "../../../utils/form-action.server.ts";
import type { z } from "../../../utils/zod.ts";

/** Who saves and from which version: every admin save passes this to its service. */
export function editContextOf(form: FormData | null, context: Parameters<typeof getAdminUser>[0]): EditContext {
  const admin = getAdminUser(context);
  return {
    author: { id: admin.id, name: admin.name || admin.email },
    expectedVersion: formText(form, REVISION_VERSION_FIELD) || null,
  };
}

/**
 * The signed-in admin's autosaved form of an item (`id` null: a new one), offered back by its edit screen
 * (decisions 031, 045). A failed read hides the offer only.
 */
export async function loadAutosaveOffer(
  context: Parameters<typeof getAdminUser>[0] & Parameters<typeof getServices>[0],
  kind: string,
  id: string | null,
): Promise<AutosaveFound | null> {
  const admin = getAdminUser(context);
  return getAutosave(getServices(context).db, admin.id, kind, id === null ? NEW_ITEM : id.toLowerCase())
    .then((draft) => (draft ? { content: draft.content, savedAt: draft.updatedAt } : null))
    .catch(() => null);
}

/** A screen's texts, with a stale save refused in its own words and its diff (decision 031) instead of a generic text. */
export function withStaleSaveText(messages: FormMessages): FormMessages {
  return {
    ...messages,
    refused: (error) =>
      error.code === "conflict" ? error.message : (messages.refused?.(error) ?? messages.failed(error.message)),
  };
}

/** What a restore uses: the update services' own dependencies. */
export type RestoreServices = Pick<AppServices, "db" | "events" | "logger" | "config">;

/** One kind of item with revisions: how its fields read, and how a kept version is saved again. */
interface RevisionKind {
  fields: RevisionFields;
  /** Names the items of its item lists in the diff (ranked lists: by the ids the revisions hold). */
  labelItems?: ItemLabeller;
  /** Single-row kinds (the hero, the content settings) have one entity id. */
  singleEntity?: string;
  /** The table of the kind's items, so an autosave names only an item that exists (every kind but single-row ones). */
  table?: AutosaveItemTables[string];
  restore: (services: RestoreServices, id: string, content: RevisionContent, edit: EditContext) => Promise<unknown>;
}

/** A kept version through the form's own schema, as if it were sent again: what no longer passes is refused. */
function parseAs<Schema extends z.ZodObject>(schema: Schema, content: RevisionContent): z.output<Schema> {
  const parsed = schema.safeParse(content);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? "";
    throw new ServiceError("invalid", `${REVISION_MESSAGES.restoreFailed}: ${reason}`);
  }
  return parsed.data;
}

/**
 * The facts of a kept version (decision 043), or undefined for a version kept before the facts were part of the
 * revision: restoring it then leaves the stored facts alone rather than clearing them.
 */
function factsOf<Schema extends z.ZodObject>(schema: Schema, content: RevisionContent): z.output<Schema> | undefined {
  return Object.keys(schema.shape).some((key) => Object.hasOwn(content, key)) ? parseAs(schema, content) : undefined;
}

/**
 * Every kind the 'Geçmiş' panel serves. Ranked lists (issue #15) add theirs here: their fields and their update
 * service; the revisions service itself knows no kind.
 */
export const REVISION_KINDS: Readonly<Record<string, RevisionKind>> = {
  [BLOG_REVISION_KIND]: {
    fields: BLOG_REVISION_FIELDS,
    table: "blog_posts",
    restore: (services, id, content, edit) =>
      updatePost(services, id, parseAs(BlogPostSchema, content), new Date(), edit),
  },
  [PROMOTION_REVISION_KIND]: {
    fields: PROMOTION_WITH_FACTS_REVISION_FIELDS,
    table: "promotions",
    restore: (services, id, content, edit) =>
      updatePromotion(
        services,
        id,
        { ...parseAs(PromotionSchema, content), facts: factsOf(PromotionFactsSchema, content) },
        new Date(),
        edit,
      ),
  },
  [CASINO_REVISION_KIND]: {
    fields: CASINO_WITH_FACTS_REVISION_FIELDS,
    table: "casinos",
    restore: (services, id, content, edit) =>
      updateCasino(
        services,
        id,
        { ...parseAs(CasinoSchema, content), facts: factsOf(CasinoFactsSchema, content) },
        edit,
      ),
  },
  [SPLASH_REVISION_KIND]: {
    fields: SPLASH_REVISION_FIELDS,
    table: "splash_ads",
    restore: (services, id, content, edit) => updateSplashAd(services, id, parseAs(SplashAdSchema, content), edit),
  },
  [RANKED_LIST_REVISION_KIND]: {
    fields: RANKED_LIST_REVISION_FIELDS,
    table: "ranked_lists",
    labelItems: labelRankedItems,
    restore: (services, id, content, edit) => updateRankedList(services, id, parseAs(RankedListSchema, content), edit),
  },
  [PAGE_REVISION_KIND]: {
    fields: PAGE_REVISION_FIELDS,
    table: "pages",
    restore: (services, id, content, edit) => updatePage(services, id, parseAs(PageSchema, content), edit),
  },
  [HERO_REVISION_KIND]: {
    fields: HERO_REVISION_FIELDS,
    singleEntity: SITE_ENTITY,
    restore: (services, _id, content, edit) => saveHero(services, parseAs(HeroSchema, content), edit),
  },
  [CONTENT_REVISION_KIND]: {
    fields: CONTENT_REVISION_FIELDS,
    singleEntity: SITE_ENTITY,
    restore: (services, _id, content, edit) =>
      saveContentSettings(services, parseAs(ContentSettingsSchema, content), edit),
  },
};

/** Each kind's item table, for the daily sweep of autosaves whose item was deleted. */
export const AUTOSAVE_ITEM_TABLES: AutosaveItemTables = Object.fromEntries(
  Object.entries(REVISION_KINDS).flatMap(([kind, { table }]) => (table ? [[kind, table]] : [])),
);

export function revisionKind(kind: string | undefined): RevisionKind | null {
  return kind !== undefined && Object.hasOwn(REVISION_KINDS, kind) ? (REVISION_KINDS[kind] ?? null) : null;
}

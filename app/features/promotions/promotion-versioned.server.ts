import { PROMOTION_LIST_PATH } from "../../utils/admin-paths.ts";
import { declareVersionedKind, factsOfRevision, parseRevision } from "../revisions/public.server.ts";
import { PROMOTION_ADMIN_MESSAGES as TEXTS } from "./admin-messages.ts";
import {
  PROMOTION_REVISION_KIND,
  PROMOTION_WITH_FACTS_REVISION_FIELDS,
  PromotionFactsSchema,
  PromotionFormSchema,
  PromotionSchema,
} from "./promotion.schema.ts";
import { savePromotionWithFacts, schedulePromotion, updatePromotion } from "./promotion-admin.server.ts";
import { previewPromotion } from "./promotion-facts.server.ts";

/**
 * Promotions as versioned content, their facts in the same revision. Spec 2 §8: an unexpected failure reads
 * 'Promosyon kaydedilirken bir hata oluştu: …'; the raw error stays in the log.
 */
export const PROMOTION_VERSIONED = declareVersionedKind({
  kind: PROMOTION_REVISION_KIND,
  table: "promotions",
  fields: PROMOTION_WITH_FACTS_REVISION_FIELDS,
  schema: PromotionFormSchema,
  // The admin's autosaved form over the stored promotion, as a save would store it.
  preview: async ({ db }, id, draft) => {
    const promotion = draft ? await previewPromotion(db, id, draft) : null;
    if (!promotion) return "invalid";
    return {
      view: "promotion",
      title: promotion.title,
      promotion,
      comments: [],
      rating: null,
      related: [],
      posted: null,
    };
  },
  create: (services, input, edit) => savePromotionWithFacts(services, null, input, edit),
  update: (services, id, input, edit) => savePromotionWithFacts(services, id, input, edit),
  // A version kept before the facts were part of it leaves the stored facts alone.
  restore: (services, id, content, edit) =>
    updatePromotion(
      services,
      id,
      { ...parseRevision(PromotionSchema, content), facts: factsOfRevision(PromotionFactsSchema, content) },
      new Date(),
      edit,
    ),
  schedule: { log: "promosyon zamanlanamadı", texts: TEXTS, run: schedulePromotion },
  texts: {
    created: TEXTS.added,
    updated: TEXTS.updated,
    saveFailed: (reason, creating) => (creating ? TEXTS.addFailed : TEXTS.updateFailed)(reason),
    unexpected: TEXTS.saveFailed(TEXTS.unexpected),
  },
  log: "promosyon kaydedilemedi",
  listPath: PROMOTION_LIST_PATH,
});

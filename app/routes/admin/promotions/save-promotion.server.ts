import type { RouterContextProvider } from "react-router";
import { getServices } from "../../../context.ts";
import { listActiveCategoryOptions } from "../../../features/categories/categories.server.ts";
import { PROMOTION_ADMIN_MESSAGES } from "../../../features/promotions/admin-messages.ts";
import { PromotionFormSchema } from "../../../features/promotions/promotion.schema.ts";
import {
  listCasinoOptions,
  savePromotionWithFacts,
  schedulePromotion,
} from "../../../features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { orDefault } from "../../../utils/load-or-fail.server.ts";
import { isScheduleIntent, scheduleAction } from "../../../utils/schedule-action.server.ts";
import { editContextOf, withStaleSaveText } from "../revisions/revision-kinds.server.ts";

/**
 * The action of both promotion screens: create (no id) or update with the form's schema, back to the list. Spec 2
 * §8: an unexpected failure reads 'Promosyon kaydedilirken bir hata oluştu: …'; the raw error stays in the log.
 */
export async function savePromotion(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const messages: FormMessages = withStaleSaveText({
    failed: id === null ? PROMOTION_ADMIN_MESSAGES.addFailed : PROMOTION_ADMIN_MESSAGES.updateFailed,
    unexpected: PROMOTION_ADMIN_MESSAGES.saveFailed(PROMOTION_ADMIN_MESSAGES.unexpected),
  });
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (id !== null && isScheduleIntent(intent)) return schedule(services, form, id, intent);
  const parsed = parseForm(form, PromotionFormSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(() => savePromotionWithFacts(services, id, parsed.value, editContextOf(form, context)), {
    logger: services.logger,
    log: "promosyon kaydedilemedi",
    messages,
    success: () => ({ message: id === null ? PROMOTION_ADMIN_MESSAGES.added : PROMOTION_ADMIN_MESSAGES.updated }),
    redirectTo: PROMOTION_LIST_PATH,
    config: services.config,
  });
}

/** 'Zamanla' / 'Zamanlamayı kaldır' of the edit screen's 'Yayın zamanı' panel (decision 045); the page stays. */
const schedule = scheduleAction({
  log: "promosyon zamanlanamadı",
  texts: PROMOTION_ADMIN_MESSAGES,
  schedule: schedulePromotion,
});

/** Spec 2 §8: casino and category fetch errors in the promotion form are only logged; the lists stay empty. */
export async function loadFormOptions(context: Readonly<RouterContextProvider>) {
  const { db, logger } = getServices(context);
  const [casinos, categories] = await Promise.all([
    orDefault(listCasinoOptions(db), [], { logger, what: "promosyon formu casino listesi" }),
    orDefault(listActiveCategoryOptions(db), [], { logger, what: "promosyon formu kategori listesi" }),
  ]);
  return { casinos, categories };
}

import type { RouterContextProvider } from "react-router";
import { type AppServices, getServices } from "../../../context.ts";
import { listActiveCategoryOptions } from "../../../features/categories/categories.server.ts";
import { PROMOTION_MESSAGES, PromotionFormSchema } from "../../../features/promotions/promotion.schema.ts";
import {
  listCasinoOptions,
  savePromotionWithFacts,
  schedulePromotion,
} from "../../../features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formText } from "../../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../../utils/form-action.server.ts";
import { formatDateTime } from "../../../utils/format.ts";
import { orDefault } from "../../../utils/load-or-fail.server.ts";
import { ScheduleSchema } from "../../../utils/schedule.schema.ts";
import { editContextOf, withStaleSaveText } from "../revisions/revision-kinds.server.ts";

/**
 * The action of both promotion screens: create (no id) or update with the form's schema, back to the list. Spec 2
 * §8: an unexpected failure reads 'Promosyon kaydedilirken bir hata oluştu: …'; the raw error stays in the log.
 */
export async function savePromotion(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const messages: FormMessages = withStaleSaveText({
    failed: id === null ? PROMOTION_MESSAGES.addFailed : PROMOTION_MESSAGES.updateFailed,
    unexpected: PROMOTION_MESSAGES.saveFailed(PROMOTION_MESSAGES.unexpected),
  });
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (id !== null && (intent === "schedule" || intent === "unschedule")) return schedule(services, form, id, intent);
  const parsed = parseForm(form, PromotionFormSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => savePromotionWithFacts(services, id, parsed.value, editContextOf(form, context)), {
    logger: services.logger,
    log: "promosyon kaydedilemedi",
    messages,
    success: () => ({ message: id === null ? PROMOTION_MESSAGES.added : PROMOTION_MESSAGES.updated }),
    redirectTo: PROMOTION_LIST_PATH,
  });
}

const SCHEDULE_MESSAGES: FormMessages = {
  failed: (reason) => `${PROMOTION_MESSAGES.scheduleFailed}: ${reason}`,
};

/** 'Zamanla' / 'Zamanlamayı kaldır' of the edit screen's 'Yayın zamanı' panel (decision 045); the page stays. */
function schedule(services: AppServices, form: FormData | null, id: string, intent: "schedule" | "unschedule") {
  const parsed =
    intent === "schedule" ? parseForm(form, ScheduleSchema, SCHEDULE_MESSAGES) : { ok: true as const, value: null };
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => schedulePromotion(services, id, parsed.value?.publishAt ?? null), {
    logger: services.logger,
    log: "promosyon zamanlanamadı",
    messages: SCHEDULE_MESSAGES,
    success: (saved) => ({
      message: saved.publishAt
        ? PROMOTION_MESSAGES.scheduled(formatDateTime(saved.publishAt))
        : PROMOTION_MESSAGES.unscheduled,
    }),
  });
}

/** Spec 2 §8: casino and category fetch errors in the promotion form are only logged; the lists stay empty. */
export async function loadFormOptions(context: Readonly<RouterContextProvider>) {
  const { db, logger } = getServices(context);
  const [casinos, categories] = await Promise.all([
    orDefault(listCasinoOptions(db), [], { logger, what: "promosyon formu casino listesi" }),
    orDefault(listActiveCategoryOptions(db), [], { logger, what: "promosyon formu kategori listesi" }),
  ]);
  return { casinos, categories };
}

import { data, type RouterContextProvider, redirect } from "react-router";
import { getServices } from "../../../context.ts";
import { listActiveCategoryOptions } from "../../../features/categories/categories.server.ts";
import { PROMOTION_MESSAGES, PromotionSchema } from "../../../features/promotions/promotion.schema.ts";
import {
  createPromotion,
  listCasinoOptions,
  updatePromotion,
} from "../../../features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import { errorText, fieldErrors, ServiceError, statusOf } from "../../../utils/errors.ts";
import { orDefault } from "../../../utils/load-or-fail.server.ts";
import type { PromotionSaveResult } from "./promotion-form.tsx";

/** The promotion form's fields; a file or anything else that is not text reaches the schema as a wrong type. */
const FIELDS = [
  "title",
  "casinoId",
  "categoryId",
  "imageUrl",
  "shortDescription",
  "description",
  "terms",
  "url",
  "promotionCode",
  "expiryDate",
  "isActive",
] as const;

/**
 * The action of both promotion screens: parse with the form's schema, create (no id) or update, answer 400 with
 * field errors or the spec's save message, writing nothing. JavaScript clients get data; a plain POST is redirected.
 */
export async function savePromotion(request: Request, context: Readonly<RouterContextProvider>, id: string | null) {
  const services = getServices(context);
  const failed = id === null ? PROMOTION_MESSAGES.addFailed : PROMOTION_MESSAGES.updateFailed;
  const form = await request.formData().catch(() => null);
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = form?.get(field);
    if (value !== null && value !== undefined) body[field] = value;
  }
  const parsed = PromotionSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return data<PromotionSaveResult>(
      { ok: false, message: failed(Object.values(errors)[0] ?? "Geçersiz değer"), errors },
      { status: 400 },
    );
  }
  try {
    if (id === null) await createPromotion(services, parsed.data);
    else await updatePromotion(services, id, parsed.data);
  } catch (error) {
    if (error instanceof ServiceError) {
      const field =
        error.message === PROMOTION_MESSAGES.casino
          ? "casinoId"
          : error.message === PROMOTION_MESSAGES.category
            ? "categoryId"
            : null;
      return data<PromotionSaveResult>(
        { ok: false, message: failed(error.message), ...(field ? { errors: { [field]: error.message } } : {}) },
        { status: statusOf(error) },
      );
    }
    // Spec 2 §8: an unexpected failure is 'Promosyon kaydedilirken bir hata oluştu: {message}'; the raw error stays
    // in the log, so no database text reaches the page.
    services.logger.error({ err: errorText(error) }, "promosyon kaydedilemedi");
    return data<PromotionSaveResult>(
      { ok: false, message: PROMOTION_MESSAGES.saveFailed(PROMOTION_MESSAGES.unexpected) },
      { status: 500 },
    );
  }
  if (form?.get("js") !== "1") throw redirect(PROMOTION_LIST_PATH);
  return data<PromotionSaveResult>({
    ok: true,
    message: id === null ? PROMOTION_MESSAGES.added : PROMOTION_MESSAGES.updated,
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

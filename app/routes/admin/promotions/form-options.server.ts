import type { RouterContextProvider } from "react-router";
import { getServices } from "../../../context.ts";
import { listActiveCategoryOptions } from "../../../features/categories/categories.server.ts";
import { listCasinoOptions } from "../../../features/promotions/promotion-admin.server.ts";
import { orDefault } from "../../../utils/load-or-fail.server.ts";

/** Spec 2 §8: casino and category fetch errors in the promotion form are only logged; the lists stay empty. */
export async function loadFormOptions(context: Readonly<RouterContextProvider>) {
  const { db, logger } = getServices(context);
  const [casinos, categories] = await Promise.all([
    orDefault(listCasinoOptions(db), [], { logger, what: "promosyon formu casino listesi" }),
    orDefault(listActiveCategoryOptions(db), [], { logger, what: "promosyon formu kategori listesi" }),
  ]);
  return { casinos, categories };
}

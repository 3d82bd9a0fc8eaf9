import type { Selectable, Updateable } from "kysely";
import type { PromotionsTable } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { istanbulDay, istanbulDayStart } from "../../utils/istanbul-time.ts";
import { PROMOTION_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  PROMOTION_FACT_MESSAGES,
  type PromotionFactsFormValues,
  type PromotionFactsInput,
  PromotionFormSchema,
} from "./promotion.schema.ts";
import { columnsOf } from "./promotion-admin.server.ts";
import { type PromotionDetail, previewPromotionDetail } from "./promotions.server.ts";

/** The columns the promotion facts are stored in (migration 0009); typed per column, so a preview row can use them. */
export function promotionFactColumns(input: PromotionFactsInput) {
  return {
    bonus_percent: input.bonusPercent,
    bonus_amount: input.bonusAmount,
    free_spins: input.freeSpins,
    wagering: input.wagering,
    wagering_on: input.wageringOn,
    min_deposit: input.minDeposit,
    max_cashout: input.maxCashout,
    audience: input.audience,
    games: input.games,
    starts_at: input.startsAt ? istanbulDayStart(input.startsAt) : null,
  } satisfies Updateable<PromotionsTable>;
}

/** A start date after the expiry date is refused under the start-date field. */
export function checkPromotionDates(startsAt: string | null, expiryDate: string | null): void {
  if (startsAt && expiryDate && startsAt > expiryDate) {
    throw new ServiceError("invalid", PROMOTION_FACT_MESSAGES.startsAfterExpiry, { field: "startsAt" });
  }
}

/** A promotion's stored facts as the form (and the CSV export) writes them. */
export async function getPromotionFactsForEdit(db: Db, id: string): Promise<PromotionFactsFormValues> {
  const key = requireItemId(id, PROMOTION_ADMIN_MESSAGES.notFound);
  const row = await db
    .selectFrom("promotions")
    .select([
      "bonus_percent",
      "bonus_amount",
      "free_spins",
      "wagering",
      "wagering_on",
      "min_deposit",
      "max_cashout",
      "audience",
      "games",
      "starts_at",
    ])
    .where("id", "=", key)
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", PROMOTION_ADMIN_MESSAGES.notFound);
  return promotionFactsFormValues(row);
}

/** The stored fact columns as the form (and the CSV export) writes them. */
export function promotionFactsFormValues(
  row: Pick<
    Selectable<PromotionsTable>,
    | "bonus_percent"
    | "bonus_amount"
    | "free_spins"
    | "wagering"
    | "wagering_on"
    | "min_deposit"
    | "max_cashout"
    | "audience"
    | "games"
    | "starts_at"
  >,
): Required<PromotionFactsFormValues> {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    bonusPercent: text(row.bonus_percent),
    bonusAmount: text(row.bonus_amount),
    freeSpins: text(row.free_spins),
    wagering: text(row.wagering),
    wageringOn: text(row.wagering_on),
    minDeposit: text(row.min_deposit),
    maxCashout: text(row.max_cashout),
    audience: text(row.audience),
    games: row.games.join(","),
    startsAt: row.starts_at ? istanbulDay(new Date(row.starts_at)) : "",
  };
}

/**
 * 'Önizle' of the promotion form: the public page from the admin's form values (as autosaved)
 * over the stored promotion, exactly as a save would store them; null while the form does not pass its schema.
 */
export async function previewPromotion(
  db: Db,
  id: string | null,
  values: Record<string, unknown>,
  now: Date = new Date(),
): Promise<PromotionDetail | null> {
  const parsed = PromotionFormSchema.safeParse({ ...values, isActive: values.isActive === true ? "on" : "" });
  if (!parsed.success) return null;
  const input = parsed.data;
  const category = input.categoryId
    ? await db.selectFrom("promotion_categories").select("name").where("id", "=", input.categoryId).executeTakeFirst()
    : undefined;
  return previewPromotionDetail(
    db,
    id,
    {
      ...columnsOf(input, category?.name ?? null),
      ...promotionFactColumns(input),
    },
    now,
  );
}

import type { Updateable } from "kysely";
import type { PromotionsTable } from "../../../db/schema.ts";
import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { istanbulDay, istanbulDayStart } from "../../utils/istanbul-time.ts";
import { isUuid } from "../../utils/uuid.ts";
import type { EditContext } from "../revisions/public.server.ts";
import {
  PROMOTION_FACT_MESSAGES,
  PROMOTION_MESSAGES,
  type PromotionFactsFormValues,
  type PromotionFactsInput,
  type PromotionInput,
} from "./promotion.schema.ts";
import { createPromotion, type PromotionAdminServices, updatePromotion } from "./promotion-admin.server.ts";

/** The columns the promotion facts are stored in (migration 0009). */
export function promotionFactColumns(input: PromotionFactsInput): Updateable<PromotionsTable> {
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
  };
}

/** A start date after the expiry date is refused under the start-date field. */
export function checkPromotionDates(startsAt: string | null, expiryDate: string | null): void {
  if (startsAt && expiryDate && startsAt > expiryDate) {
    throw new ServiceError("invalid", PROMOTION_FACT_MESSAGES.startsAfterExpiry, { field: "startsAt" });
  }
}

/** Stores a promotion's facts (every fact is replaced: an empty one is cleared). */
export async function savePromotionFacts(
  deps: { db: Db; events: Pick<ContentEvents, "contentChanged"> },
  id: string,
  input: PromotionFactsInput,
): Promise<void> {
  if (!isUuid(id)) throw new ServiceError("not_found", PROMOTION_MESSAGES.notFound);
  const promotionId = id.toLowerCase();
  const row = await deps.db
    .selectFrom("promotions")
    .select("expiry_date")
    .where("id", "=", promotionId)
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", PROMOTION_MESSAGES.notFound);
  checkPromotionDates(input.startsAt, row.expiry_date ? istanbulDay(new Date(row.expiry_date)) : null);
  await deps.db
    .updateTable("promotions")
    .set({ ...promotionFactColumns(input), updated_at: new Date().toISOString() })
    .where("id", "=", promotionId)
    .execute();
  deps.events.contentChanged({ kind: "promotion", id: promotionId });
}

/** A promotion's stored facts as the form (and the CSV export) writes them. */
export async function getPromotionFactsForEdit(db: Db, id: string): Promise<PromotionFactsFormValues> {
  if (!isUuid(id)) throw new ServiceError("not_found", PROMOTION_MESSAGES.notFound);
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
    .where("id", "=", id.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new ServiceError("not_found", PROMOTION_MESSAGES.notFound);
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
 * The promotion form's save: the dates are checked before anything is written, then the promotion is created or
 * updated and its facts stored.
 */
export async function savePromotionWithFacts(
  services: PromotionAdminServices,
  id: string | null,
  input: PromotionInput & PromotionFactsInput,
  edit: EditContext = {},
): Promise<{ id: string }> {
  checkPromotionDates(input.startsAt, input.expiryDate);
  let promotionId = id;
  if (promotionId === null) promotionId = (await createPromotion(services, input, new Date(), edit)).id;
  else await updatePromotion(services, promotionId, input, new Date(), edit);
  await savePromotionFacts(services, promotionId, input);
  return { id: promotionId };
}

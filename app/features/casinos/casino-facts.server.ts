import type { Selectable, Updateable } from "kysely";
import type { CasinosTable } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { CASINO_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  CASINO_FACT_MESSAGES,
  type CasinoFactsFormValues,
  type CasinoFactsInput,
  overallRating,
  RATING_CRITERIA,
  type RatingCriterion,
  type SupportChannel,
} from "./casino.schema.ts";
import { paymentIconUrl } from "./payment-method.schema.ts";

/** One payment method of the managed list; `iconUrl` is a bundled file (nothing is fetched from elsewhere). */
export interface PaymentMethodView {
  id: string;
  name: string;
  slug: string;
  iconUrl: string;
}

export const PAYMENT_METHOD_ICON_DIR = "/images/payment-methods/";

export function paymentMethodIconUrl(icon: string): string {
  return paymentIconUrl(icon);
}

/** The managed list in its order. */
export async function listPaymentMethods(db: Db): Promise<PaymentMethodView[]> {
  const rows = await db
    .selectFrom("payment_methods")
    .select(["id", "name", "slug", "icon"])
    .orderBy("sort_order")
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, iconUrl: paymentMethodIconUrl(row.icon) }));
}

/** The payment methods as a shared read (the promotion list's filter): every change to them empties it. */
export function sharedPaymentMethods(shared: SharedData, db: Db): Promise<PaymentMethodView[]> {
  return shared.get("casinos:payment-methods", () => listPaymentMethods(db));
}

/** The payment methods of each casino asked for, in the list's order. */
export async function paymentMethodsByCasino(
  db: Db,
  casinoIds: readonly string[],
): Promise<Map<string, PaymentMethodView[]>> {
  const byCasino = new Map<string, PaymentMethodView[]>();
  if (casinoIds.length === 0) return byCasino;
  const rows = await db
    .selectFrom("casino_payment_methods as cpm")
    .innerJoin("payment_methods as pm", "pm.id", "cpm.payment_method_id")
    .select(["cpm.casino_id", "pm.id", "pm.name", "pm.slug", "pm.icon"])
    .where("cpm.casino_id", "in", casinoIds)
    .orderBy("pm.sort_order")
    .orderBy("pm.name")
    .execute();
  for (const row of rows) {
    const list = byCasino.get(row.casino_id) ?? [];
    list.push({ id: row.id, name: row.name, slug: row.slug, iconUrl: paymentMethodIconUrl(row.icon) });
    byCasino.set(row.casino_id, list);
  }
  return byCasino;
}

/** The facts' columns; with any criterion given, the overall rating is derived from the criteria. */
export function casinoFactColumns(input: CasinoFactsInput): Updateable<CasinosTable> {
  const criteria: Record<RatingCriterion, number | null> = {
    rating_bonuses: input.ratingBonuses,
    rating_payout_speed: input.ratingPayoutSpeed,
    rating_game_variety: input.ratingGameVariety,
    rating_support: input.ratingSupport,
    rating_trust: input.ratingTrust,
  };
  const derived = overallRating(criteria);
  return {
    license_authority: input.licenseAuthority,
    license_number: input.licenseNumber,
    founded_year: input.foundedYear,
    min_deposit: input.minDeposit,
    min_withdrawal: input.minWithdrawal,
    withdrawal_time: input.withdrawalTime,
    support_channels: input.supportChannels,
    support_hours: input.supportHours,
    has_mobile_app: input.hasMobileApp,
    pros: input.pros,
    cons: input.cons,
    ...criteria,
    ...(derived === null ? {} : { rating: derived }),
  };
}

/** The ids of the payment-method slugs; an unknown slug is refused under the payment-methods field. */
export async function paymentMethodIds(db: Db, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db.selectFrom("payment_methods").select(["id", "slug"]).where("slug", "in", slugs).execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const unknown = slugs.find((slug) => !bySlug.has(slug));
  if (unknown !== undefined) {
    throw new ServiceError("invalid", CASINO_FACT_MESSAGES.unknownPaymentMethod(unknown), { field: "paymentMethods" });
  }
  return slugs.map((slug) => bySlug.get(slug) as string);
}

type Executor = Pick<Db, "deleteFrom" | "insertInto">;

/** Replaces a casino's payment methods. */
export async function replaceCasinoPaymentMethods(db: Executor, casinoId: string, methodIds: readonly string[]) {
  await db.deleteFrom("casino_payment_methods").where("casino_id", "=", casinoId).execute();
  if (methodIds.length === 0) return;
  await db
    .insertInto("casino_payment_methods")
    .values(methodIds.map((id) => ({ casino_id: casinoId, payment_method_id: id })))
    .execute();
}

/** A casino's stored facts as the form (and the CSV export) writes them. */
export async function getCasinoFactsForEdit(db: Db, id: string): Promise<CasinoFactsFormValues> {
  const key = requireItemId(id, CASINO_ADMIN_MESSAGES.notFound);
  const row = await db.selectFrom("casinos").selectAll().where("id", "=", key).executeTakeFirst();
  if (!row) throw new ServiceError("not_found", CASINO_ADMIN_MESSAGES.notFound);
  const methods = (await paymentMethodsByCasino(db, [row.id])).get(row.id) ?? [];
  return casinoFactsFormValues(
    row,
    methods.map((method) => method.slug),
  );
}

/** The fact columns of a casino (stored, or about to be written) as the form writes them. */
export function casinoFactsFormValues(
  row: CasinoFactRow,
  paymentMethodSlugs: readonly string[],
): CasinoFactsFormValues {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    licenseAuthority: text(row.license_authority),
    licenseNumber: text(row.license_number),
    foundedYear: text(row.founded_year),
    minDeposit: text(row.min_deposit),
    minWithdrawal: text(row.min_withdrawal),
    withdrawalTime: text(row.withdrawal_time),
    supportChannels: row.support_channels.join(","),
    supportHours: text(row.support_hours),
    hasMobileApp: row.has_mobile_app === null ? "" : row.has_mobile_app ? "evet" : "hayır",
    pros: row.pros.join("\n"),
    cons: row.cons.join("\n"),
    ratingBonuses: text(row.rating_bonuses),
    ratingPayoutSpeed: text(row.rating_payout_speed),
    ratingGameVariety: text(row.rating_game_variety),
    ratingSupport: text(row.rating_support),
    ratingTrust: text(row.rating_trust),
    paymentMethods: paymentMethodSlugs.join(","),
  };
}

/** What the casino page shows of the facts. */
export interface CasinoFacts {
  licenseAuthority: string | null;
  licenseNumber: string | null;
  foundedYear: number | null;
  minDeposit: number | null;
  minWithdrawal: number | null;
  withdrawalTime: string | null;
  supportChannels: SupportChannel[];
  supportHours: string | null;
  hasMobileApp: boolean | null;
  pros: string[];
  cons: string[];
  /** The criteria that have a rating, in RATING_CRITERIA's order. */
  ratings: { criterion: RatingCriterion; label: string; value: number }[];
  paymentMethods: PaymentMethodView[];
}

/** The public facts of casinos by id (for the casino page and the comparison). */
export async function casinoFactsByIds(db: Db, ids: readonly string[]): Promise<Map<string, CasinoFacts>> {
  const facts = new Map<string, CasinoFacts>();
  if (ids.length === 0) return facts;
  const [rows, methods] = await Promise.all([
    db.selectFrom("casinos").selectAll().where("id", "in", ids).execute(),
    paymentMethodsByCasino(db, ids),
  ]);
  for (const row of rows) facts.set(row.id, casinoFactsOf(row, methods.get(row.id) ?? []));
  return facts;
}

/** The fact columns of a casino row. */
export type CasinoFactRow = Pick<
  Selectable<CasinosTable>,
  | "license_authority"
  | "license_number"
  | "founded_year"
  | "min_deposit"
  | "min_withdrawal"
  | "withdrawal_time"
  | "support_channels"
  | "support_hours"
  | "has_mobile_app"
  | "pros"
  | "cons"
  | RatingCriterion
>;

/** What the casino page shows of a row's facts (a stored row, or the columns a save would write: the preview). */
export function casinoFactsOf(row: CasinoFactRow, paymentMethods: PaymentMethodView[]): CasinoFacts {
  return {
    licenseAuthority: row.license_authority,
    licenseNumber: row.license_number,
    foundedYear: row.founded_year,
    minDeposit: row.min_deposit,
    minWithdrawal: row.min_withdrawal,
    withdrawalTime: row.withdrawal_time,
    supportChannels: row.support_channels as SupportChannel[],
    supportHours: row.support_hours,
    hasMobileApp: row.has_mobile_app,
    pros: row.pros,
    cons: row.cons,
    ratings: (Object.keys(RATING_CRITERIA) as RatingCriterion[]).flatMap((criterion) => {
      const value = row[criterion];
      return value === null ? [] : [{ criterion, label: RATING_CRITERIA[criterion], value }];
    }),
    paymentMethods,
  };
}

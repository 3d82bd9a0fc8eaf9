import type { Db } from "../../utils/db.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { pathOfPromotionRow, selectPromotionsWithPath, whereRunningPromotion } from "../promotions/public.server.ts";
import { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow } from "../promotions/public.ts";
import { isPlausibleSlug } from "./casino-compare.ts";
import { type CasinoFacts, casinoFactsByIds } from "./casino-facts.server.ts";
import { casinosInTurkishOrder } from "./casinos.server.ts";

/** A casino's best current offer in the comparison: its title, page and key facts as chips. */
export interface BestOffer {
  id: string;
  title: string;
  href: string;
  chips: string[];
}

export interface ComparedCasino {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  rating: number | null;
  facts: CasinoFacts;
  bestOffer: BestOffer | null;
}

export interface Comparison {
  /** The casinos found, in the order asked for. */
  casinos: ComparedCasino[];
  /** The slugs that name no casino, in the order asked for. */
  unknown: string[];
}

/** A casino the picker offers. */
export interface CompareChoice {
  slug: string;
  name: string;
}

/** The picker lists every casino in Turkish name order; a directory has dozens, the cap keeps the select short. */
export const COMPARE_CHOICE_LIMIT = 500;

export async function listCompareChoices(db: Db, shared?: SharedData): Promise<CompareChoice[]> {
  const casinos = await casinosInTurkishOrder(db, shared);
  return casinos.slice(0, COMPARE_CHOICE_LIMIT).map((casino) => ({ slug: casino.slug, name: casino.name }));
}

/**
 * The casinos of a comparison with their facts and best current offer. Slugs that cannot be ours are unknown
 * without a query; the caller checks the count (2 to 4) first.
 */
export async function loadComparison(db: Db, slugs: readonly string[], now: Date = new Date()): Promise<Comparison> {
  const plausible = slugs.filter(isPlausibleSlug);
  const rows =
    plausible.length === 0
      ? []
      : await db
          .selectFrom("casinos")
          .select(["id", "name", "slug", "logo_url", "rating"])
          .where("slug", "in", plausible)
          .execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const ids = rows.map((row) => row.id);
  const [facts, offers] = await Promise.all([casinoFactsByIds(db, ids), bestOffers(db, ids, now)]);
  const casinos: ComparedCasino[] = [];
  const unknown: string[] = [];
  for (const slug of slugs) {
    const row = bySlug.get(slug);
    const fact = row ? facts.get(row.id) : undefined;
    if (!row || !fact) {
      unknown.push(slug);
      continue;
    }
    casinos.push({
      id: row.id,
      name: row.name,
      slug: row.slug,
      logoUrl: row.logo_url,
      rating: row.rating,
      facts: fact,
      bestOffer: offers.get(row.id) ?? null,
    });
  }
  return { casinos, unknown };
}

/**
 * Each casino's best claimable promotion (active, begun, not expired): the highest amount, then the lowest wagering,
 * then the newest, unknown values last — the order a visitor weighs them in.
 */
async function bestOffers(db: Db, casinoIds: readonly string[], now: Date): Promise<Map<string, BestOffer>> {
  const best = new Map<string, BestOffer>();
  if (casinoIds.length === 0) return best;
  const nowIso = now.toISOString();
  const rows = await selectPromotionsWithPath(db)
    .select(["p.title", "p.casino_id", ...PROMOTION_CHIP_COLUMNS, "p.created_at"])
    .where("p.casino_id", "in", casinoIds)
    .where(whereRunningPromotion(nowIso))
    .execute();
  const sorted = rows.sort(
    (a, b) =>
      (b.bonus_amount ?? -1) - (a.bonus_amount ?? -1) ||
      (a.wagering ?? Number.POSITIVE_INFINITY) - (b.wagering ?? Number.POSITIVE_INFINITY) ||
      b.created_at.localeCompare(a.created_at) ||
      a.id.localeCompare(b.id),
  );
  for (const row of sorted) {
    if (row.casino_id === null || best.has(row.casino_id)) continue;
    best.set(row.casino_id, {
      id: row.id,
      title: row.title,
      href: pathOfPromotionRow(row),
      chips: promotionChipsOfRow(row, now),
    });
  }
  return best;
}

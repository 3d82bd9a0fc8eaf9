import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { pageWindow } from "../../utils/paging.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { byTurkishName } from "../../utils/turkish-order.ts";
import { isUuid } from "../../utils/uuid.ts";
import { whereListedPromotion } from "../promotions/public.server.ts";

export interface CasinoCard {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  rating: number | null;
}

export interface CasinoListItem extends CasinoCard {
  /** Active, unexpired promotions of this casino (spec 1 §3 promotionCount). */
  promotionCount: number;
}

export interface CasinoPage {
  casinos: CasinoListItem[];
  total: number;
  page: number;
  pageCount: number;
}

/** A casino as its page shows it; `description` is the stored HTML, still to be sanitised for display. */
export interface CasinoDetail extends CasinoCard {
  url: string;
  description: string | null;
  details: string | null;
  featured: boolean;
  updatedAt: string;
}

/** Spec 1 §5: an identifier with this shape is an id; anything else is a slug. */
/** Slugs are cut at 80 characters; a longer key cannot name a casino and is answered without a query. */
const MAX_KEY_LENGTH = 200;

/**
 * Every casino's card in Turkish name order (spec 1 §7): the one read behind the home carousel, the promotion list's
 * casino filter, the comparison picker and the casino list's pages. Sorting thousands of names by the Turkish
 * collation is the one cost of these that grows with the catalogue, and only a casino change alters the order, so
 * with `shared` it is a shared read (every content change empties them). A directory has hundreds of
 * casinos at most: the cards are few bytes to read and sort.
 */
export function casinosInTurkishOrder(db: Db, shared?: SharedData): Promise<CasinoCard[]> {
  const read = async () => {
    const rows = await db.selectFrom("casinos").select(["id", "name", "slug", "logo_url", "rating"]).execute();
    return rows
      .sort(byTurkishName)
      .map((r) => ({ id: r.id, name: r.name, slug: r.slug, logoUrl: r.logo_url, rating: r.rating }));
  };
  return shared ? shared.get("casinos:in-turkish-order", read) : read();
}

/** Casinos in Turkish name order, at most `limit`. */
export async function listCasinoCards(db: Db, limit: number): Promise<CasinoCard[]> {
  return (await casinosInTurkishOrder(db)).slice(0, limit);
}

/** The first `limit` casino cards by name, from the shared read (the home carousel, the promotion list's filter). */
export async function sharedCasinoCards(shared: SharedData, db: Db, limit: number): Promise<CasinoCard[]> {
  return (await casinosInTurkishOrder(db, shared)).slice(0, limit);
}

/** One page of casinos in Turkish name order, each with its count of claimable promotions; past the end means the last page. */
export async function listCasinosPage(
  db: Db,
  options: { page: number; pageSize: number; now?: Date; shared?: SharedData },
): Promise<CasinoPage> {
  const nowIso = (options.now ?? new Date()).toISOString();
  const ids = (await casinosInTurkishOrder(db, options.shared)).map((casino) => casino.id);
  const total = ids.length;
  const { page, pageCount, offset } = pageWindow(total, options.page, options.pageSize);
  const pageIds = ids.slice(offset, offset + options.pageSize);
  const place = new Map(pageIds.map((id, index) => [id, index]));
  const rows =
    pageIds.length === 0
      ? []
      : (
          await db
            .selectFrom("casinos as c")
            .select(["c.id", "c.name", "c.slug", "c.logo_url", "c.rating"])
            .select((eb) => claimablePromotionCount(eb, nowIso).as("promotion_count"))
            .where("c.id", "in", pageIds)
            .execute()
        ).sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return {
    casinos: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      logoUrl: r.logo_url,
      rating: r.rating,
      promotionCount: Number(r.promotion_count ?? 0),
    })),
    total,
    page,
    pageCount,
  };
}

function claimablePromotionCount(eb: ExpressionBuilder<Database & { c: Database["casinos"] }, "c">, nowIso: string) {
  return eb
    .selectFrom("promotions as p")
    .select((sub) => sub.fn.countAll<number>().as("n"))
    .whereRef("p.casino_id", "=", "c.id")
    .where(whereListedPromotion(nowIso));
}

/** Spec 1 §5: a UUID-shaped key is looked up as an id, anything else as a slug. Never throws on odd input. */
export async function findCasino(db: Db, idOrSlug: string): Promise<CasinoDetail | null> {
  if (!idOrSlug || idOrSlug.length > MAX_KEY_LENGTH) return null;
  const byId = isUuid(idOrSlug);
  const row = await db
    .selectFrom("casinos")
    .select(["id", "name", "slug", "logo_url", "rating", "url", "description", "details", "featured", "updated_at"])
    .where(byId ? "id" : "slug", "=", byId ? idOrSlug.toLowerCase() : idOrSlug)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logoUrl: row.logo_url,
    rating: row.rating,
    url: row.url,
    description: row.description,
    details: row.details,
    featured: row.featured,
    updatedAt: row.updated_at,
  };
}

import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { pageWindow } from "../../utils/paging.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
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

/** Casinos ordered by name (spec 1 §7), at most `limit`. */
export async function listCasinoCards(db: Db, limit: number): Promise<CasinoCard[]> {
  const rows = await db
    .selectFrom("casinos")
    .select(["id", "name", "slug", "logo_url", "rating"])
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, logoUrl: r.logo_url, rating: r.rating }));
}

/**
 * The first `limit` casino cards by name as a shared read (the home carousel, the promotion list's casino filter):
 * only a casino change alters them, and every one empties the shared reads (decision 054).
 */
export function sharedCasinoCards(shared: SharedData, db: Db, limit: number): Promise<CasinoCard[]> {
  return shared.get(`casinos:cards:${limit}`, () => listCasinoCards(db, limit));
}

/** One page of casinos by name, each with its count of claimable promotions; past the end means the last page. */
export async function listCasinosPage(
  db: Db,
  options: { page: number; pageSize: number; now?: Date },
): Promise<CasinoPage> {
  const nowIso = (options.now ?? new Date()).toISOString();
  const { count } = await db
    .selectFrom("casinos")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset } = pageWindow(total, options.page, options.pageSize);
  const rows = await db
    .selectFrom("casinos as c")
    .select(["c.id", "c.name", "c.slug", "c.logo_url", "c.rating"])
    .select((eb) => claimablePromotionCount(eb, nowIso).as("promotion_count"))
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(options.pageSize)
    .offset(offset)
    .execute();
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

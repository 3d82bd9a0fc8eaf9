import type { Db } from "../../utils/db.server.ts";

export interface PromotionCard {
  id: string;
  title: string;
  slug: string;
  casinoName: string | null;
  casinoSlug: string | null;
  casinoLogo: string | null;
  shortDescription: string;
  promotionCode: string | null;
  expiryDate: string | null;
  imageUrl: string | null;
  category: string | null;
}

export const SHORT_DESCRIPTION_LENGTH = 150;

/** Active, unexpired promotions with their casino, newest first (spec 1 §7), at most `limit`. */
export async function listActivePromotions(db: Db, options: { limit: number; now?: Date }): Promise<PromotionCard[]> {
  const now = (options.now ?? new Date()).toISOString();
  const rows = await db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select([
      "p.id",
      "p.title",
      "p.slug",
      "p.description",
      "p.promotion_code",
      "p.expiry_date",
      "p.image_url",
      "p.category",
      "c.name as casino_name",
      "c.slug as casino_slug",
      "c.logo_url as casino_logo",
    ])
    .where("p.is_active", "=", true)
    .where((eb) => eb.or([eb("p.expiry_date", "is", null), eb("p.expiry_date", ">", now)]))
    .orderBy("p.created_at", "desc")
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    casinoName: r.casino_name,
    casinoSlug: r.casino_slug,
    casinoLogo: r.casino_logo,
    shortDescription: shortDescriptionOf(r.description),
    promotionCode: r.promotion_code,
    expiryDate: r.expiry_date,
    imageUrl: r.image_url,
    category: r.category,
  }));
}

/** Spec 2 §3: the leading paragraph is the short description; without one, the first 150 plain characters. */
export function shortDescriptionOf(html: string): string {
  const leading = /^\s*<p[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  const text = stripTags(leading ? (leading[1] ?? "") : html);
  return leading ? text : text.slice(0, SHORT_DESCRIPTION_LENGTH);
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

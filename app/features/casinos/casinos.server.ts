import type { Db } from "../../utils/db.server.ts";

export interface CasinoCard {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  rating: number | null;
}

/** Casinos ordered by name (spec 1 §7), at most `limit`. */
export async function listCasinoCards(db: Db, limit: number): Promise<CasinoCard[]> {
  const rows = await db
    .selectFrom("casinos")
    .select(["id", "name", "slug", "logo_url", "rating"])
    .orderBy("name")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, logoUrl: r.logo_url, rating: r.rating }));
}

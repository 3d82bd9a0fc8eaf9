import type { Db } from "../../../utils/db.server.ts";

const DAY_MS = 86_400_000;

export function daysFromNow(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

export async function insertCasino(
  db: Db,
  values: { name: string; slug: string; url?: string; description?: string | null; rating?: number | null },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("casinos")
    .values({
      id,
      name: values.name,
      slug: values.slug,
      url: values.url ?? `https://${values.slug}.example`,
      description: values.description ?? null,
      rating: values.rating ?? null,
    })
    .execute();
  return id;
}

export async function insertCategory(
  db: Db,
  values: { name: string; slug: string; isActive?: boolean },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("promotion_categories")
    .values({ id, name: values.name, slug: values.slug, is_active: values.isActive ?? true })
    .execute();
  return id;
}

export interface PromotionFixture {
  title: string;
  slug?: string;
  casinoId?: string | null;
  categoryId?: string | null;
  description?: string;
  terms?: string[];
  url?: string | null;
  code?: string | null;
  expiryDate?: string | null;
  isActive?: boolean;
  createdAt?: string;
}

let createdSequence = 0;

export async function insertPromotion(db: Db, values: PromotionFixture): Promise<string> {
  const id = crypto.randomUUID();
  // Distinct, increasing creation times keep "newest first" deterministic.
  createdSequence += 1;
  const createdAt = values.createdAt ?? new Date(Date.UTC(2026, 0, 1) + createdSequence * 60_000).toISOString();
  await db
    .insertInto("promotions")
    .values({
      id,
      title: values.title,
      slug: values.slug ?? values.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      casino_id: values.casinoId ?? null,
      category_id: values.categoryId ?? null,
      description: values.description ?? `<p>${values.title} kısa açıklama.</p>`,
      terms: values.terms ?? [],
      url: values.url === undefined ? "https://bonus.example/kampanya" : values.url,
      promotion_code: values.code ?? null,
      expiry_date: values.expiryDate ?? null,
      is_active: values.isActive ?? true,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

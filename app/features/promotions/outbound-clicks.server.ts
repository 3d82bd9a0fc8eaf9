import { isbot } from "isbot";
import type { Db } from "../../utils/db.server.ts";
import { httpUrl } from "../../utils/http-url.ts";
import { isUuid } from "../../utils/uuid.ts";

/** Where /git/… sends a visitor when the id leads nowhere (issue #3). */
export const PROMOTION_CLAIM_FALLBACK = "/bonuslar";
export const CASINO_CLAIM_FALLBACK = "/guvenilir-siteler";

/** Crawlers and link previews are not visitors: their clicks are not counted (design §5). No user agent: a script. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * The stored address behind /git/{promotionId}: the promotion's own url, else its casino's, and only when it is
 * http(s), so the redirect can never be pointed anywhere else. Records the click unless a bot asked.
 */
export async function claimPromotion(
  db: Db,
  promotionId: string,
  who: { userAgent: string | null },
): Promise<string | null> {
  if (!isUuid(promotionId)) return null;
  const row = await db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select(["p.id", "p.url", "c.url as casino_url"])
    .where("p.id", "=", promotionId.toLowerCase())
    .where("p.is_active", "=", true)
    .executeTakeFirst();
  const target = httpUrl(row?.url) ?? httpUrl(row?.casino_url);
  if (!row || !target) return null;
  if (!isBotUserAgent(who.userAgent)) await recordClick(db, { promotion_id: row.id, casino_id: null });
  return target;
}

/** The stored address behind /git/casino/{casinoId}, recorded like a promotion claim. */
export async function claimCasino(db: Db, casinoId: string, who: { userAgent: string | null }): Promise<string | null> {
  if (!isUuid(casinoId)) return null;
  const row = await db
    .selectFrom("casinos")
    .select(["id", "url"])
    .where("id", "=", casinoId.toLowerCase())
    .executeTakeFirst();
  const target = httpUrl(row?.url);
  if (!row || !target) return null;
  if (!isBotUserAgent(who.userAgent)) await recordClick(db, { promotion_id: null, casino_id: row.id });
  return target;
}

async function recordClick(db: Db, click: { promotion_id: string | null; casino_id: string | null }): Promise<void> {
  await db
    .insertInto("outbound_clicks")
    .values({ id: crypto.randomUUID(), ...click, created_at: new Date().toISOString() })
    .execute();
}

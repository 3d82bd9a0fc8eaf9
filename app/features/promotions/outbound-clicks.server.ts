import { createHmac } from "node:crypto";
import { isbot } from "isbot";
import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { httpUrl } from "../../utils/http-url.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { isUuid } from "../../utils/uuid.ts";

/** A visitor's click rows are needed only for that day's de-duplication; the daily sweep deletes older ones. */
export const CLICK_VISITOR_RETENTION_DAYS = 2;
/** Clicks counted per claim link and day at most: past it a flood of made-up visitors adds no count and no row. */
export const CLICKS_PER_ITEM_DAY_MAX = 10_000;

/** Who clicked, as far as counting needs: the browser, the client address and the key that hashes them. */
export interface ClickVisitor {
  userAgent: string | null;
  address: string;
  /** The site's secret: the stored hash cannot be turned back into an address by trying every address. */
  secret: string;
}

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
export async function claimPromotion(db: Db, promotionId: string, who: ClickVisitor): Promise<string | null> {
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
  if (!isBotUserAgent(who.userAgent)) await recordClick(db, "promotion", row.id, who);
  return target;
}

/** The stored address behind /git/casino/{casinoId}, recorded like a promotion claim. */
export async function claimCasino(db: Db, casinoId: string, who: ClickVisitor): Promise<string | null> {
  if (!isUuid(casinoId)) return null;
  const row = await db
    .selectFrom("casinos")
    .select(["id", "url"])
    .where("id", "=", casinoId.toLowerCase())
    .executeTakeFirst();
  const target = httpUrl(row?.url);
  if (!row || !target) return null;
  if (!isBotUserAgent(who.userAgent)) await recordClick(db, "casino", row.id, who);
  return target;
}

/**
 * Counts a person's click once per visitor, claim link and Istanbul day: the visitor is a keyed hash
 * of address, browser, day and link, never the address; a repeat finds its row and counts nothing. The day's count
 * of the link goes up by one in the same transaction, up to CLICKS_PER_ITEM_DAY_MAX.
 */
async function recordClick(
  db: Db,
  kind: "promotion" | "casino",
  itemId: string,
  who: ClickVisitor,
  now = new Date(),
): Promise<void> {
  const day = istanbulDay(now);
  const visitor = createHmac("sha256", who.secret)
    .update([day, kind, itemId, who.address, who.userAgent ?? ""].join("\n"))
    .digest("base64url");
  await db.transaction().execute(async (trx) => {
    const today = await trx
      .selectFrom("outbound_click_days")
      .select("clicks")
      .where("kind", "=", kind)
      .where("item_id", "=", itemId)
      .where("day", "=", day)
      .executeTakeFirst();
    if (Number(today?.clicks ?? 0) >= CLICKS_PER_ITEM_DAY_MAX) return;
    const counted = await trx
      .insertInto("outbound_clicks")
      .values({
        id: crypto.randomUUID(),
        promotion_id: kind === "promotion" ? itemId : null,
        casino_id: kind === "casino" ? itemId : null,
        created_at: now.toISOString(),
        visitor,
      })
      .onConflict((oc) => oc.column("visitor").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!counted) return;
    await trx
      .insertInto("outbound_click_days")
      .values({ kind, item_id: itemId, day, clicks: 1 })
      .onConflict((oc) =>
        oc.columns(["kind", "item_id", "day"]).doUpdateSet({ clicks: sql<number>`outbound_click_days.clicks + 1` }),
      )
      .execute();
  });
}

/** The daily sweep: visitor rows older than CLICK_VISITOR_RETENTION_DAYS go (the daily counts stay); how many went. */
export async function pruneClickVisitors(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CLICK_VISITOR_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("outbound_clicks").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";

export type OfferKind = "promotion" | "casino";

/**
 * The page cache tag of an offer's page (a promotion's or a casino's): every answer of a page carrying it, from the
 * cache or rendered, is one view of that offer.
 */
const OFFER_VIEW_TAG_PREFIX = "offer-views:";

export function offerViewTag(kind: OfferKind, id: string): string {
  return `${OFFER_VIEW_TAG_PREFIX}${kind}:${id}`;
}

/** The offer a page's tags name for counting, if any. */
export function viewedOfferOf(tags: readonly string[]): { kind: OfferKind; id: string } | null {
  for (const tag of tags) {
    if (!tag.startsWith(OFFER_VIEW_TAG_PREFIX)) continue;
    const rest = tag.slice(OFFER_VIEW_TAG_PREFIX.length);
    const cut = rest.indexOf(":");
    const kind = rest.slice(0, cut);
    if (cut > 0 && (kind === "promotion" || kind === "casino")) return { kind, id: rest.slice(cut + 1) };
  }
  return null;
}

export interface OfferViews {
  kind: OfferKind;
  itemId: string;
  /** YYYY-MM-DD in Istanbul. */
  day: string;
  views: number;
}

/** Rows per insert statement: 4 parameters each stays far below either engine's limit on bound parameters. */
const OFFER_VIEWS_PER_STATEMENT = 500;

/**
 * Adds gathered offer views to their daily counts in one transaction, atomically in the database (views + n), so
 * instances flushing at once never overwrite each other: one multi-row upsert per chunk of entries. Entries of the
 * same offer and day are summed first (one statement may not update a row twice), and written in the conflict key's
 * order. Returns how many views were written.
 */
export async function recordOfferViews(
  db: Db,
  batch: readonly OfferViews[],
  perStatement = OFFER_VIEWS_PER_STATEMENT,
): Promise<number> {
  if (batch.length === 0) return 0;
  const merged = new Map<string, { kind: OfferKind; item_id: string; day: string; views: number }>();
  for (const entry of batch) {
    const key = `${entry.kind}\n${entry.itemId}\n${entry.day}`;
    const row = merged.get(key);
    if (row) row.views += entry.views;
    else merged.set(key, { kind: entry.kind, item_id: entry.itemId, day: entry.day, views: entry.views });
  }
  // In key order, so two instances flushing the same rows at once lock them in one order: the second waits for the
  // first instead of each holding a row the other needs (a deadlock on PostgreSQL once a flush spans statements).
  const rows = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += perStatement) {
      await trx
        .insertInto("offer_view_days")
        .values(rows.slice(start, start + perStatement))
        .onConflict((oc) =>
          oc
            .columns(["kind", "item_id", "day"])
            .doUpdateSet({ views: sql<number>`offer_view_days.views + excluded.views` }),
        )
        .execute();
    }
    return rows.reduce((sum, row) => sum + row.views, 0);
  });
}

import type { Db } from "../../utils/db.server.ts";
import { formatLira } from "../../utils/format.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { type CasinoFacts, casinoFactsByIds } from "../casinos/public.server.ts";
import { casinoPath } from "../casinos/public.ts";
import { displayRichTextWithSizes } from "../media/public.server.ts";
import { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow, promotionPath } from "../promotions/public.ts";
import { type RankedItemKind, rankedListPath } from "./ranked-list.schema.ts";

/** A list on the /listeler index. */
export interface RankedListSummary {
  id: string;
  title: string;
  href: string;
  description: string;
  itemCount: number;
  reviewedAt: string | null;
}

/** One place of a list as the visitor sees it: what it links to, its key facts as chips and the operator's note. */
export interface RankedItemView {
  position: number;
  kind: RankedItemKind;
  name: string;
  href: string;
  imageUrl: string | null;
  /** The casino's rating, or the promotion's casino's name. */
  rating: number | null;
  casinoName: string | null;
  chips: string[];
  note: string;
}

export interface RankedListPage {
  id: string;
  title: string;
  slug: string;
  /** Sanitised HTML. */
  intro: string;
  seoTitle: string | null;
  seoDescription: string | null;
  reviewedAt: string | null;
  updatedAt: string;
  items: RankedItemView[];
}

const INDEX_LIMIT = 100;
const DESCRIPTION_LENGTH = 160;

/** The published lists, newest first, for /listeler. */
export async function listRankedLists(db: Db): Promise<RankedListSummary[]> {
  const rows = await db
    .selectFrom("ranked_lists as l")
    .select(["l.id", "l.title", "l.slug", "l.intro", "l.seo_description", "l.reviewed_at"])
    .select((eb) =>
      eb
        .selectFrom("ranked_list_items as i")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .whereRef("i.list_id", "=", "l.id")
        .as("item_count"),
    )
    .where("l.is_active", "=", true)
    .orderBy("l.created_at", "desc")
    .orderBy("l.id")
    .limit(INDEX_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    href: rankedListPath(row),
    description: row.seo_description || htmlToText(sanitizeRichText(row.intro), DESCRIPTION_LENGTH),
    itemCount: Number(row.item_count ?? 0),
    reviewedAt: row.reviewed_at,
  }));
}

/** The published lists' addresses, for the sitemap. */
export async function listRankedListPaths(db: Db): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .selectFrom("ranked_lists")
    .select(["slug", "updated_at"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ path: rankedListPath(row), lastmod: row.updated_at }));
}

/**
 * A published list by its slug with its items in order. A promotion that can no longer be claimed (switched off,
 * expired or not begun) is left out and the places close up, so a list never sends a visitor to a dead offer.
 */
export async function findRankedList(db: Db, slug: string, now: Date = new Date()): Promise<RankedListPage | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const list = await db
    .selectFrom("ranked_lists")
    .selectAll()
    .where("slug", "=", slug)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!list) return null;
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom("ranked_list_items as i")
    .leftJoin("casinos as c", "c.id", "i.casino_id")
    .leftJoin("promotions as p", "p.id", "i.promotion_id")
    .leftJoin("casinos as pc", "pc.id", "p.casino_id")
    .select([
      "i.casino_id",
      "i.promotion_id",
      "i.note",
      "c.name as casino_name",
      "c.slug as casino_slug",
      "c.logo_url",
      "c.rating",
      "p.title",
      "p.slug as promotion_slug",
      "p.image_url",
      "p.is_active",
      ...PROMOTION_CHIP_COLUMNS,
      "pc.name as promotion_casino",
      "pc.slug as promotion_casino_slug",
    ])
    .where("i.list_id", "=", list.id)
    .orderBy("i.position")
    .execute();
  const casinoIds = rows.flatMap((row) => (row.casino_id ? [row.casino_id] : []));
  const facts = await casinoFactsByIds(db, casinoIds);
  const items: RankedItemView[] = [];
  for (const row of rows) {
    if (row.casino_id !== null && row.casino_name !== null && row.casino_slug !== null) {
      const casinoFacts = facts.get(row.casino_id);
      items.push({
        position: items.length + 1,
        kind: "casino",
        name: row.casino_name,
        href: casinoPath({ slug: row.casino_slug }),
        imageUrl: row.logo_url,
        rating: row.rating,
        casinoName: null,
        chips: casinoFacts ? casinoChips(casinoFacts) : [],
        note: row.note,
      });
      continue;
    }
    if (row.promotion_id === null || row.title === null || row.promotion_slug === null) continue;
    const claimable =
      row.is_active === true &&
      (row.expiry_date === null || row.expiry_date > nowIso) &&
      (row.starts_at === null || row.starts_at <= nowIso);
    if (!claimable) continue;
    items.push({
      position: items.length + 1,
      kind: "promotion",
      name: row.title,
      href: promotionPath({ id: row.promotion_id, slug: row.promotion_slug, casinoSlug: row.promotion_casino_slug }),
      imageUrl: row.image_url,
      rating: null,
      casinoName: row.promotion_casino,
      chips: promotionChipsOfRow(row, now),
      note: row.note,
    });
  }
  return {
    id: list.id,
    title: list.title,
    slug: list.slug,
    intro: await displayRichTextWithSizes(db, list.intro),
    seoTitle: list.seo_title,
    seoDescription: list.seo_description,
    reviewedAt: list.reviewed_at,
    updatedAt: list.updated_at,
    items,
  };
}

/** A casino's key facts as short chips: licence, minimum deposit, withdrawal time, up to three payment methods. */
export function casinoChips(facts: CasinoFacts): string[] {
  const chips: string[] = [];
  if (facts.licenseAuthority) chips.push(`Lisans: ${facts.licenseAuthority}`);
  if (facts.minDeposit !== null)
    chips.push(facts.minDeposit === 0 ? "Yatırımsız" : `Min. ${formatLira(facts.minDeposit)}`);
  if (facts.withdrawalTime) chips.push(`Çekim: ${facts.withdrawalTime}`);
  const methods = facts.paymentMethods.slice(0, 3).map((method) => method.name);
  if (methods.length > 0) {
    const more = facts.paymentMethods.length - methods.length;
    chips.push(`${methods.join(", ")}${more > 0 ? ` +${more}` : ""}`);
  }
  if (facts.hasMobileApp) chips.push("Mobil uygulama");
  return chips;
}

import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../../db/schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { errorText } from "../../utils/errors.ts";
import { containsFolded } from "../../utils/folded-sql.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { httpUrl } from "../../utils/http-url.ts";
import { displayRichText, type ImageSizes } from "../../utils/sanitize-html.server.ts";
import { normaliseSearchQuery } from "../../utils/search-query.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { byTurkishName } from "../../utils/turkish-order.ts";
import { isUuid } from "../../utils/uuid.ts";
import { richTextImageSizes } from "../media/public.server.ts";
import { isCalculable, type OfferTerms } from "../wagering/public.ts";
import { chipFactsOfRow, PROMOTION_CHIP_COLUMNS, promotionChipsOfRow, promotionFactRows } from "./promotion-chips.ts";
import { type CodeFilter, DEFAULT_SORT, type PromotionSort } from "./promotion-list-params.ts";
import { PROMOTION_PATH_COLUMNS, pathOfPromotionRow, selectPromotionsWithPath } from "./promotion-path-rows.server.ts";
import { promotionPath } from "./promotion-paths.ts";
import { listingSearch } from "./promotion-search.server.ts";
import { whereListedPromotion } from "./promotion-visibility.server.ts";
import {
  bestTitleMatch,
  CASINO_MATCH_THRESHOLD,
  FALLBACK_MATCH_THRESHOLD,
  significantWords,
} from "./title-similarity.ts";

export interface PromotionCard {
  id: string;
  title: string;
  slug: string;
  /** Where the promotion's page lives (see promotionPath). */
  path: string;
  casinoName: string | null;
  casinoSlug: string | null;
  casinoLogo: string | null;
  shortDescription: string;
  promotionCode: string | null;
  expiryDate: string | null;
  imageUrl: string | null;
  category: string | null;
  /** Whether /git/{id} has an http(s) address to send the visitor to. */
  claimable: boolean;
  /** The key facts as short Turkish chips (promotion-chips.ts), made at the time of the request. */
  chips: string[];
}

export const SHORT_DESCRIPTION_LENGTH = 150;
export const PROMOTIONS_PAGE_SIZE = 12;
export const RELATED_PROMOTION_COUNT = 10;
/** Spec 1 §7/§9: the title lookup reads up to 5 rows; the similarity itself is computed here, not in SQL. */
export const TITLE_LOOKUP_ROWS = 5;
/** A title has fewer significant words; an address with more (a long or hostile one) is matched on its first ones. */
const LOOKUP_WORDS = 12;
/** A casino rarely has more active promotions; the cap keeps the 33% fallback from reading a whole table. */
const CASINO_FALLBACK_CANDIDATES = 50;

const CARD_COLUMNS = [
  "p.title",
  "p.description",
  ...PROMOTION_CHIP_COLUMNS,
  "p.image_url",
  "p.category",
  "p.url",
  "c.name as casino_name",
  "c.logo_url as casino_logo",
  "c.url as casino_url",
] as const;

/** The card columns of promotions joined with their casino. */
function selectCards(db: Db) {
  return selectPromotionsWithPath(db).select(CARD_COLUMNS);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];

function toCard(r: CardRow, now: Date): PromotionCard {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    path: pathOfPromotionRow(r),
    casinoName: r.casino_name,
    casinoSlug: r.casino_slug,
    casinoLogo: r.casino_logo,
    shortDescription: shortDescriptionOf(r.description),
    promotionCode: r.promotion_code,
    expiryDate: r.expiry_date,
    imageUrl: r.image_url,
    category: r.category,
    claimable: httpUrl(r.url) !== null || httpUrl(r.casino_url) !== null,
    chips: promotionChipsOfRow(r, now),
  };
}

/** Active, unexpired promotions with their casino, newest first (spec 1 §7), at most `limit`. */
export async function listActivePromotions(db: Db, options: { limit: number; now?: Date }): Promise<PromotionCard[]> {
  const now = options.now ?? new Date();
  const rows = await selectCards(db)
    .where(whereListedPromotion(now))
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(options.limit)
    .execute();
  return rows.map((row) => toCard(row, now));
}

export interface PromotionSearch {
  /** Free text; matched Turkish-aware on the title and the short description. */
  q?: string | null;
  /** A category slug. */
  category?: string | null;
  /** Issue #14: a casino slug, a payment-method slug (of the casino), caps on wagering and minimum deposit. */
  casino?: string | null;
  paymentMethod?: string | null;
  maxWagering?: number | null;
  maxDeposit?: number | null;
  /** 'var': only promotions with a code; 'yok': only those without. */
  code?: CodeFilter | null;
  sort?: PromotionSort;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
  /** SEARCH_COUNT_CAP unless given (tests count a few rows up to a small cap). */
  countCap?: number;
  now?: Date;
}

export interface PromotionSearchResult {
  promotions: PromotionCard[];
  /** The matches, counted up to the search's cap (`capped`: more match, shown "100+ promosyon"). */
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
  /** The query as it was searched (trimmed and cut to 100 characters). */
  q: string;
}

/**
 * A search's matches are counted up to this many past the rows before its page ("100+ promosyon"): a word in most
 * offers is then counted from the first hundred matches instead of from every row, and each page still has a next
 * one while more match. At 20,000 offers a whole count of "bonus" read 28 MB of rows on PostgreSQL; a thousand
 * matches of a phrase in a sixth of them still read a third of the table in order (about 6,600 rows, 15–49 ms of
 * database time), a hundred read about 650 (0.6 ms).
 */
export const SEARCH_COUNT_CAP = 100;

/** /bonuslar: search, category filter and server-side pagination over the listed promotions. */
export async function searchPromotions(db: Db, search: PromotionSearch): Promise<PromotionSearchResult> {
  const q = normaliseSearchQuery(search.q);
  const pageSize = search.pageSize ?? PROMOTIONS_PAGE_SIZE;
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const now = search.now ?? new Date();
  let query = db.selectFrom("promotions as p").where(whereListedPromotion(now));
  // Each filter names its row by slug: an id subquery keeps the page query free of joins that would repeat rows.
  if (search.category) {
    const category = db
      .selectFrom("promotion_categories")
      .select("id")
      .where("slug", "=", search.category)
      .where("is_active", "=", true);
    query = query.where("p.category_id", "in", category);
  }
  if (search.casino) {
    query = query.where("p.casino_id", "in", db.selectFrom("casinos").select("id").where("slug", "=", search.casino));
  }
  if (search.paymentMethod) {
    const casinosTaking = db
      .selectFrom("casino_payment_methods as cpm")
      .innerJoin("payment_methods as pm", "pm.id", "cpm.payment_method_id")
      .select("cpm.casino_id")
      .where("pm.slug", "=", search.paymentMethod);
    query = query.where("p.casino_id", "in", casinosTaking);
  }
  // A cap reads "known to be at most N": a promotion whose wagering or deposit is not given is left out.
  if (search.maxWagering != null) query = query.where("p.wagering", "<=", search.maxWagering);
  if (search.maxDeposit != null) query = query.where("p.min_deposit", "<=", search.maxDeposit);
  if (search.code === "var")
    query = query.where("p.promotion_code", "is not", null).where("p.promotion_code", "!=", "");
  if (search.code === "yok") {
    query = query.where((eb) => eb.or([eb("p.promotion_code", "is", null), eb("p.promotion_code", "=", "")]));
  }
  const searched = q ? listingSearch(db, q) : null;
  const pageOf = (condition: RawBuilder<SqlBool> | null) =>
    orderedBy(
      (condition ? query.where(condition) : query)
        .leftJoin("casinos as c", "c.id", "p.casino_id")
        .select(PROMOTION_PATH_COLUMNS)
        .select(CARD_COLUMNS),
      search.sort,
    )
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const countAll = () =>
    query
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirst()
      .then((row) => Number(row?.total ?? 0));
  // The matches up to the cap past the rows before the page; one more tells whether the cap was reached.
  const cap = (page - 1) * pageSize + (search.countCap ?? SEARCH_COUNT_CAP);
  const countUpToCap = (condition: RawBuilder<SqlBool>) =>
    db
      .selectFrom(
        query
          .where(condition)
          .select(sql.lit(1).as("one"))
          .limit(cap + 1)
          .as("m"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("found"))
      .executeTakeFirst()
      .then((row) => Number(row?.found ?? 0));
  let rows: CardRow[];
  let found: number;
  if (!searched) {
    [found, rows] = await Promise.all([countAll(), pageOf(null).execute()]);
  } else {
    // The count (an index's, stopped at the cap) tells the page how dense the matches are, hence how to read its rows;
    // a query too short for the trigram indexes is counted and paged by its LIKE on the stored text.
    found = await countUpToCap(await searched.count());
    rows = found === 0 ? [] : await pageOf(await searched.page(found, page * pageSize)).execute();
  }
  const capped = searched !== null && found > cap;
  const total = capped ? cap : found;
  return {
    promotions: rows.map((row) => toCard(row, now)),
    total,
    capped,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    pageSize,
    q,
  };
}

/**
 * The list's order: newest first by default; 'bitis' soonest expiry first, 'tutar' highest amount,
 * 'cevrim' lowest wagering, each with the promotions that lack the value last and newest first among equals.
 */
function orderedBy<Q extends SelectQueryBuilder<Database & { p: Database["promotions"] }, "p", object>>(
  query: Q,
  sort: PromotionSort = DEFAULT_SORT,
): Q {
  const last = (column: "p.expiry_date" | "p.bonus_amount" | "p.wagering") =>
    sql`case when ${sql.ref(column)} is null then 1 else 0 end`;
  let ordered = query;
  if (sort === "bitis") ordered = ordered.orderBy(last("p.expiry_date")).orderBy("p.expiry_date", "asc") as Q;
  if (sort === "tutar") ordered = ordered.orderBy(last("p.bonus_amount")).orderBy("p.bonus_amount", "desc") as Q;
  if (sort === "cevrim") ordered = ordered.orderBy(last("p.wagering")).orderBy("p.wagering", "asc") as Q;
  return ordered.orderBy("p.created_at", "desc").orderBy("p.id", "desc") as Q;
}

export interface CategoryChip {
  id: string;
  name: string;
  slug: string;
}

/** Spec 1 §2: chips only for active categories that have at least one listed promotion, by Turkish name order. */
export async function listCategoryChips(db: Db, now: Date = new Date()): Promise<CategoryChip[]> {
  const rows = await db
    .selectFrom("promotion_categories as pc")
    .select(["pc.id", "pc.name", "pc.slug"])
    .where("pc.is_active", "=", true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("promotions as p")
          .select(sql.lit(1).as("one"))
          .whereRef("p.category_id", "=", "pc.id")
          .where(whereListedPromotion(now)),
      ),
    )
    .execute();
  return rows.sort(byTurkishName);
}

export interface PromotionCasino {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  /** Sanitised HTML. */
  descriptionHtml: string;
  /** The casino's own address when it is http(s), for display; the link itself goes through /git/casino/{id}. */
  url: string | null;
  rating: number | null;
}

export interface PromotionDetail {
  id: string;
  title: string;
  slug: string;
  path: string;
  casino: PromotionCasino | null;
  category: string | null;
  shortDescription: string;
  /** Sanitised HTML of the description without its leading short-description paragraph. */
  descriptionHtml: string;
  terms: string[];
  promotionCode: string | null;
  expiryDate: string | null;
  isExpired: boolean;
  imageUrl: string | null;
  claimable: boolean;
  createdAt: string;
  updatedAt: string;
  /** Issue #14: the key facts as chips, and every fact given as label and value. */
  chips: string[];
  facts: { label: string; value: string }[];
  /** Issue #37: the facts the wagering calculator is filled from; null when they cannot fill it. */
  offerTerms: OfferTerms | null;
}

function selectDetail(db: Db) {
  return selectAnyDetail(db).where("p.is_active", "=", true);
}

/** The page's columns of any promotion, active or not (the admin's preview). */
function selectAnyDetail(db: Db) {
  return selectPromotionsWithPath(db).select([
    "p.title",
    "p.description",
    "p.terms",
    ...PROMOTION_CHIP_COLUMNS,
    "p.image_url",
    "p.category",
    "p.url",
    "p.created_at",
    "p.updated_at",
    "p.casino_id",
    "c.name as casino_name",
    "c.logo_url as casino_logo",
    "c.url as casino_url",
    "c.description as casino_description",
    "c.rating as casino_rating",
    "p.wagering_on",
    "p.max_cashout",
    "p.audience",
    "p.games",
  ]);
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof selectDetail>["execute"]>>[number];

/** Spec 1 §8: a stored row the promotion page cannot be built from ('Promosyon verileri işlenirken hata: …'). */
export class PromotionDataError extends Error {
  override name = "PromotionDataError";
}

async function toDetail(db: Db, r: DetailRow, now: Date): Promise<PromotionDetail> {
  const sizes = await richTextImageSizes(db, r.description, r.casino_description);
  try {
    return buildDetail(r, now, sizes);
  } catch (error) {
    throw new PromotionDataError(errorText(error), { cause: error });
  }
}

function buildDetail(r: DetailRow, now: Date, sizes: ImageSizes): PromotionDetail {
  const casino: PromotionCasino | null =
    r.casino_id && r.casino_name && r.casino_slug
      ? {
          id: r.casino_id,
          name: r.casino_name,
          slug: r.casino_slug,
          logoUrl: r.casino_logo,
          descriptionHtml: displayRichText(r.casino_description, sizes),
          url: httpUrl(r.casino_url),
          rating: r.casino_rating,
        }
      : null;
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    path: promotionPath({ id: r.id, slug: r.slug, casinoSlug: casino?.slug ?? null }),
    casino,
    category: r.category,
    shortDescription: shortDescriptionOf(r.description),
    descriptionHtml: displayRichText(fullDescriptionOf(r.description), sizes),
    terms: Array.isArray(r.terms) ? r.terms.filter((t): t is string => typeof t === "string" && t.trim() !== "") : [],
    promotionCode: r.promotion_code,
    expiryDate: r.expiry_date,
    isExpired: r.expiry_date !== null && new Date(r.expiry_date).getTime() <= now.getTime(),
    imageUrl: r.image_url,
    claimable: httpUrl(r.url) !== null || casino?.url != null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    chips: promotionChipsOfRow(r, now),
    facts: promotionFactRows({
      ...chipFactsOfRow(r),
      wageringOn: r.wagering_on,
      maxCashout: r.max_cashout,
      audience: r.audience,
      games: Array.isArray(r.games) ? r.games : [],
    }),
    offerTerms: offerTermsOf(r),
  };
}

function offerTermsOf(r: DetailRow): OfferTerms | null {
  const terms: OfferTerms = {
    bonusPercent: r.bonus_percent,
    bonusAmount: r.bonus_amount,
    wagering: r.wagering,
    wageringOn: r.wagering_on,
    minDeposit: r.min_deposit,
    maxCashout: r.max_cashout,
  };
  return isCalculable(terms) ? terms : null;
}

/** An active promotion by id (expired ones too: they keep their page). Malformed ids find nothing. */
export async function findPromotionById(db: Db, id: string, now: Date = new Date()): Promise<PromotionDetail | null> {
  if (!isUuid(id)) return null;
  const row = await selectDetail(db).where("p.id", "=", id.toLowerCase()).executeTakeFirst();
  return row ? toDetail(db, row, now) : null;
}

/** The columns a save writes, as the preview lays them over the stored row (or an empty one for a new promotion). */
export type PreviewColumns = Partial<Omit<DetailRow, "id" | "created_at" | "updated_at" | `casino_${string}`>> & {
  casino_id: string | null;
};

/**
 * A promotion's public page as it will look once saved: `columns` (what its save would write)
 * over the stored row, active or not, with the chosen casino's columns, through the same builder as the public page.
 */
export async function previewPromotionDetail(
  db: Db,
  id: string | null,
  columns: PreviewColumns,
  now: Date = new Date(),
): Promise<PromotionDetail> {
  const stored =
    id && isUuid(id) ? await selectAnyDetail(db).where("p.id", "=", id.toLowerCase()).executeTakeFirst() : null;
  const casino = columns.casino_id
    ? await db
        .selectFrom("casinos as c")
        .select([
          "c.name as casino_name",
          "c.slug as casino_slug",
          "c.logo_url as casino_logo",
          "c.url as casino_url",
          "c.description as casino_description",
          "c.rating as casino_rating",
        ])
        .where("c.id", "=", columns.casino_id)
        .executeTakeFirst()
    : null;
  const nowIso = now.toISOString();
  const blank: DetailRow = {
    id: "onizleme",
    title: "",
    slug: "onizleme",
    description: "",
    terms: [],
    promotion_code: null,
    expiry_date: null,
    image_url: null,
    category: null,
    url: null,
    created_at: nowIso,
    updated_at: nowIso,
    casino_id: null,
    casino_name: null,
    casino_slug: null,
    casino_logo: null,
    casino_url: null,
    casino_description: null,
    casino_rating: null,
    bonus_percent: null,
    bonus_amount: null,
    free_spins: null,
    wagering: null,
    wagering_on: null,
    min_deposit: null,
    max_cashout: null,
    audience: null,
    games: [],
    starts_at: null,
  };
  return toDetail(
    db,
    {
      ...(stored ?? blank),
      ...columns,
      casino_name: casino?.casino_name ?? null,
      casino_slug: casino?.casino_slug ?? null,
      casino_logo: casino?.casino_logo ?? null,
      casino_url: casino?.casino_url ?? null,
      casino_description: casino?.casino_description ?? null,
      casino_rating: casino?.casino_rating ?? null,
    } as DetailRow,
    now,
  );
}

export type SlugLookup =
  | { kind: "exact"; promotion: PromotionDetail }
  /** Found by the title-matching fallback of spec 1 §5: the page should move to `promotion.path`. */
  | { kind: "similar"; promotion: PromotionDetail }
  | { kind: "none" };

/**
 * /bonuslar/{casinoSlug}/{promotionSlug}: the exact slug pair first; then spec 1 §5's fallbacks, within that casino
 * only: the title lookup of spec 1 §7 (a case-insensitive partial match, up to 5 rows, the ones naming most of the
 * address's words first) at 70% word similarity, then 33% over the casino's active promotions. An address is never
 * sent to another casino's offer: a visitor who followed a link to one casino must not land on a different one.
 */
export async function findPromotionBySlugs(
  db: Db,
  casinoSlug: string,
  promotionSlug: string,
  now: Date = new Date(),
): Promise<SlugLookup> {
  const exact = await selectDetail(db)
    .where("c.slug", "=", casinoSlug)
    .where("p.slug", "=", promotionSlug)
    .executeTakeFirst();
  if (exact) return { kind: "exact", promotion: await toDetail(db, exact, now) };

  const words = significantWords(promotionSlug).slice(0, LOOKUP_WORDS);
  if (words.length === 0) return { kind: "none" };
  const casinoActive = () =>
    db
      .selectFrom("promotions as p")
      .innerJoin("casinos as c", "c.id", "p.casino_id")
      .select(["p.id", "p.title"])
      .where("p.is_active", "=", true)
      .where("c.slug", "=", casinoSlug);
  const wanted = words.join(" ");
  const byTitle = await casinoActive()
    .where((eb) => eb.or(words.map((word) => containsFolded(eb.ref("p.title"), word))))
    .orderBy(
      sql`${sql.join(
        words.map((word) => sql`case when ${containsFolded(sql.ref("p.title"), word)} then 1 else 0 end`),
        sql` + `,
      )}`,
      "desc",
    )
    .orderBy("p.created_at", "desc")
    .orderBy("p.id")
    .limit(TITLE_LOOKUP_ROWS)
    .execute();
  let match = bestTitleMatch(wanted, byTitle, CASINO_MATCH_THRESHOLD);
  if (!match) {
    const active = await casinoActive()
      .orderBy("p.created_at", "desc")
      .orderBy("p.id")
      .limit(CASINO_FALLBACK_CANDIDATES)
      .execute();
    match = bestTitleMatch(wanted, active, FALLBACK_MATCH_THRESHOLD);
  }
  const promotion = match ? await findPromotionById(db, match.id, now) : null;
  return promotion ? { kind: "similar", promotion } : { kind: "none" };
}

/**
 * Up to 10 listed promotions of the same casino for the detail page's slider (spec 1 §9); when the casino has no
 * others (or there is no casino), the newest other promotions instead.
 */
export async function listRelatedPromotions(
  db: Db,
  promotion: { id: string; casinoId: string | null },
  now: Date = new Date(),
): Promise<PromotionCard[]> {
  const base = () =>
    selectCards(db)
      .where(whereListedPromotion(now))
      .where("p.id", "!=", promotion.id)
      .orderBy("p.created_at", "desc")
      .orderBy("p.id", "desc")
      .limit(RELATED_PROMOTION_COUNT);
  if (promotion.casinoId) {
    const sameCasino = await base().where("p.casino_id", "=", promotion.casinoId).execute();
    if (sameCasino.length > 0) return sameCasino.map((row) => toCard(row, now));
  }
  return (await base().execute()).map((row) => toCard(row, now));
}

/** The page path of a promotion id from the legacy /bonuslar?id= form, or null when there is none. */
export async function findPromotionPathById(db: Db, id: string): Promise<string | null> {
  return (await findPromotionById(db, id))?.path ?? null;
}

/** Spec 2 §3: the leading paragraph is the short description; without one, the first 150 plain characters. */
export function shortDescriptionOf(html: string): string {
  const leading = LEADING_PARAGRAPH.exec(html);
  const text = htmlToText(leading ? (leading[1] ?? "") : html);
  return leading ? text : text.slice(0, SHORT_DESCRIPTION_LENGTH);
}

/** The description without its leading short-description paragraph (spec 1 §3 fullDescription). */
export function fullDescriptionOf(html: string): string {
  return html.replace(LEADING_PARAGRAPH, "").trim();
}

const LEADING_PARAGRAPH = /^\s*<p[^>]*>([\s\S]*?)<\/p>/i;

/** The category chips as a shared read: once per content change, and at most a minute old (expiry dates). */
export function sharedCategoryChips(shared: SharedData, db: Db): Promise<CategoryChip[]> {
  return shared.get("promotions:category-chips", () => listCategoryChips(db));
}

import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { streamBatches } from "../../utils/stream-batches.server.ts";
import { escapeXml } from "../../utils/xml.ts";
import { postPath } from "../blog/public.ts";
import { casinoPath } from "../casinos/public.ts";
import { CONTACT_PATH } from "../contact/public.ts";
import { listPublishedPages } from "../pages/public.server.ts";
import { pathOfPromotionRow, selectPromotionsWithPath, whereListedPromotion } from "../promotions/public.server.ts";
import { rankedListPath } from "../ranked-lists/public.server.ts";

type ChangeFrequency = "daily" | "weekly" | "monthly";
type SitemapRule = { changefreq: ChangeFrequency; priority: number };

/** Spec 1 §9. Promotion pages have no figure in the spec; they sit between the list and the blog posts. */
export const SITEMAP_RULES = {
  home: { changefreq: "weekly", priority: 1 },
  promotions: { changefreq: "daily", priority: 0.9 },
  casinos: { changefreq: "weekly", priority: 0.8 },
  blog: { changefreq: "weekly", priority: 0.7 },
  casino: { changefreq: "weekly", priority: 0.8 },
  promotion: { changefreq: "weekly", priority: 0.7 },
  post: { changefreq: "monthly", priority: 0.6 },
  // Issue #14: the comparison picker (comparisons themselves are noindex) and the ranked lists.
  compare: { changefreq: "weekly", priority: 0.5 },
  rankedLists: { changefreq: "weekly", priority: 0.7 },
  rankedList: { changefreq: "weekly", priority: 0.8 },
  wageringCalculator: { changefreq: "monthly", priority: 0.5 },
  contact: { changefreq: "monthly", priority: 0.3 },
  // Issue #35: an operator's pages ('Hakkımızda', the privacy notice); they change seldom.
  page: { changefreq: "monthly", priority: 0.4 },
} as const satisfies Record<string, SitemapRule>;

/**
 * The sitemaps.org limit is 50,000 URLs and 50 MB per file. The URL count binds first: our addresses are the site
 * plus at most three slugs of at most a few hundred characters, so an entry stays far below the 1,000 bytes that
 * 50,000 of would need to reach 50 MB.
 */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Rows read per query while a file streams: the memory of one file's generation stays this small. */
const ROWS_PER_READ = 1000;

/** One child sitemap per kind of page, split into numbered files (`/sitemap-posts-2.xml`) as the kind grows. */
export const SITEMAP_KINDS = ["pages", "lists", "casinos", "promotions", "posts"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapOptions {
  siteUrl: string;
  now?: Date;
  /** URLs per child file; smaller in tests, to split at a handful of rows. */
  urlsPerFile?: number;
}

export interface SitemapEntry {
  path: string;
  lastmod: string;
  changefreq: ChangeFrequency;
  priority: number;
}

export interface SitemapFile {
  kind: SitemapKind;
  number: number;
  /** The newest `lastmod` of the file's entries. */
  lastmod: string;
}

/**
 * Child files live at the site's root: the protocol lets a sitemap list only addresses under its own folder.
 * A name of that shape only; anything else is no sitemap.
 */
const FILE_NAME = new RegExp(`^sitemap-(${SITEMAP_KINDS.join("|")})-([1-9][0-9]{0,5})\\.xml$`);

export function sitemapFilePath(kind: SitemapKind, number: number): string {
  return `/sitemap-${kind}-${number}.xml`;
}

/** The kind and number of a child file's name (`sitemap-posts-2.xml`), or null. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; number: number } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, number: Number(match[2]) };
}

/** Where a row sits in its kind's order: ascending by creation, so new rows fill the last file and older ones keep theirs. */
interface RowKey {
  created_at: string;
  id: string;
}

interface SitemapRow extends RowKey {
  path: string;
  lastmod: string;
}

/** Each stored kind: the newest update per file, and a file's rows from a position on, both over an index. */
interface StoredKind {
  fileLastmods(db: Db, now: Date, urlsPerFile: number): Promise<string[]>;
  rows(db: Db, now: Date, from: { offset: number } | { after: RowKey }, limit: number): Promise<SitemapRow[]>;
  rule: SitemapRule;
}

/** `(created_at, id) > (after)` written out, so both engines walk the (…, created_at) index from the last row read. */
function afterKey(created: string, id: string, after: RowKey) {
  // biome-ignore lint/suspicious/noExplicitAny: the same condition over four tables (or their alias) of different types
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or([eb(created, ">", after.created_at), eb.and([eb(created, "=", after.created_at), eb(id, ">", after.id)])]);
}

const STORED_KINDS: Record<Exclude<SitemapKind, "pages">, StoredKind> = {
  lists: {
    rule: SITEMAP_RULES.rankedList,
    fileLastmods: (db, _now, perFile) =>
      lastmodsOf(
        db,
        db.selectFrom("ranked_lists").where("is_active", "=", true).select("updated_at"),
        ["created_at", "id"],
        perFile,
      ),
    rows: async (db, _now, from, limit) => {
      let query = db
        .selectFrom("ranked_lists")
        .select(["id", "slug", "created_at", "updated_at"])
        .where("is_active", "=", true);
      query = "after" in from ? query.where(afterKey("created_at", "id", from.after)) : query.offset(from.offset);
      const rows = await query.orderBy("created_at").orderBy("id").limit(limit).execute();
      return rows.map((r) => ({ ...r, path: rankedListPath(r), lastmod: r.updated_at }));
    },
  },
  casinos: {
    rule: SITEMAP_RULES.casino,
    fileLastmods: (db, _now, perFile) =>
      lastmodsOf(db, db.selectFrom("casinos").select("updated_at"), ["created_at", "id"], perFile),
    rows: async (db, _now, from, limit) => {
      let query = db.selectFrom("casinos").select(["id", "slug", "created_at", "updated_at"]);
      query = "after" in from ? query.where(afterKey("created_at", "id", from.after)) : query.offset(from.offset);
      const rows = await query.orderBy("created_at").orderBy("id").limit(limit).execute();
      return rows.map((r) => ({ ...r, path: casinoPath(r), lastmod: r.updated_at }));
    },
  },
  promotions: {
    rule: SITEMAP_RULES.promotion,
    fileLastmods: (db, now, perFile) =>
      lastmodsOf(
        db,
        db.selectFrom("promotions as p").where(whereListedPromotion(now)).select("p.updated_at"),
        ["p.created_at", "p.id"],
        perFile,
      ),
    rows: async (db, now, from, limit) => {
      let query = selectPromotionsWithPath(db)
        .select(["p.created_at", "p.updated_at"])
        .where(whereListedPromotion(now));
      query = "after" in from ? query.where(afterKey("p.created_at", "p.id", from.after)) : query.offset(from.offset);
      const rows = await query.orderBy("p.created_at").orderBy("p.id").limit(limit).execute();
      return rows.map((r) => ({
        id: r.id,
        created_at: r.created_at,
        path: pathOfPromotionRow(r),
        lastmod: r.updated_at,
      }));
    },
  },
  posts: {
    rule: SITEMAP_RULES.post,
    fileLastmods: (db, _now, perFile) =>
      lastmodsOf(
        db,
        db.selectFrom("blog_posts").where("is_published", "=", true).select("updated_at"),
        ["created_at", "id"],
        perFile,
      ),
    rows: async (db, _now, from, limit) => {
      let query = db
        .selectFrom("blog_posts")
        .select(["id", "slug", "created_at", "updated_at"])
        .where("is_published", "=", true);
      query = "after" in from ? query.where(afterKey("created_at", "id", from.after)) : query.offset(from.offset);
      const rows = await query.orderBy("created_at").orderBy("id").limit(limit).execute();
      return rows.map((r) => ({ ...r, path: postPath(r), lastmod: r.updated_at }));
    },
  },
};

// biome-ignore lint/suspicious/noExplicitAny: any table's rows (the four kinds share the shape)
type UpdatedRows = SelectQueryBuilder<any, any, { updated_at: string }>;

/**
 * Per file of `urlsPerFile` rows in key order, the newest updated_at: each file's run read off the kind's covering
 * (…, created_at, id, updated_at) index by offset and limit, with its row count; a run shorter than a file is the
 * last one. No count of the whole kind first: a kind of one file costs one read. Linear in the rows, as a file's
 * lastmod must be, but a fifth of the CPU of numbering every row with a window function.
 */
async function lastmodsOf(
  db: Db,
  rows: UpdatedRows,
  key: readonly [created: string, id: string],
  urlsPerFile: number,
): Promise<string[]> {
  const lastmods: string[] = [];
  for (let file = 0; ; file++) {
    const run = rows
      .orderBy(sql.ref(key[0]))
      .orderBy(sql.ref(key[1]))
      .limit(urlsPerFile)
      .offset(file * urlsPerFile);
    const newest = await db
      .selectFrom(run.as("r"))
      .select((eb) => [eb.fn.max("r.updated_at").as("lastmod"), eb.fn.countAll<number | string>().as("n")])
      .executeTakeFirst();
    if (newest?.lastmod == null) return lastmods;
    lastmods.push(String(newest.lastmod));
    if (Number(newest.n) < urlsPerFile) return lastmods;
  }
}

/** Spec 1 §9: the static pages' lastmod is today. */
function staticPages(today: string): SitemapEntry[] {
  const page = (path: string, rule: SitemapRule) => ({ path, lastmod: today, ...rule });
  return [
    page("/", SITEMAP_RULES.home),
    page("/bonuslar", SITEMAP_RULES.promotions),
    page("/guvenilir-siteler", SITEMAP_RULES.casinos),
    page("/blog", SITEMAP_RULES.blog),
    page("/karsilastir", SITEMAP_RULES.compare),
    page("/listeler", SITEMAP_RULES.rankedLists),
    page("/cevrim-hesaplama", SITEMAP_RULES.wageringCalculator),
    page(CONTACT_PATH, SITEMAP_RULES.contact),
  ];
}

/**
 * The operator's published pages (issue #35), in the 'pages' file beside the static ones; the contact page's is its
 * intro, listed once as the contact address.
 */
async function operatorPages(db: Db): Promise<SitemapEntry[]> {
  const pages = await listPublishedPages(db);
  return pages
    .filter((page) => page.path !== CONTACT_PATH)
    .map((page) => ({ path: page.path, lastmod: page.updatedAt, ...SITEMAP_RULES.page }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** Every child file with its lastmod, kind by kind; a kind with nothing to list has no file (a urlset needs a url). */
export async function listSitemapFiles(db: Db, options: SitemapOptions): Promise<SitemapFile[]> {
  const now = options.now ?? new Date();
  const perFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const stored = await Promise.all(
    SITEMAP_KINDS.map((kind) =>
      kind === "pages" ? [todayOf(now)] : STORED_KINDS[kind].fileLastmods(db, now, perFile),
    ),
  );
  return SITEMAP_KINDS.flatMap((kind, k) => (stored[k] ?? []).map((lastmod, i) => ({ kind, number: i + 1, lastmod })));
}

/** The sitemap index (`/sitemap.xml`): one <sitemap> per child file. */
export async function buildSitemapIndexXml(db: Db, options: SitemapOptions): Promise<string> {
  const files = await listSitemapFiles(db, options);
  const items = files.map(
    (f) =>
      `  <sitemap><loc>${escapeXml(options.siteUrl + sitemapFilePath(f.kind, f.number))}</loc><lastmod>${escapeXml(f.lastmod)}</lastmod></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * One child file as a stream of UTF-8 bytes, read ROWS_PER_READ rows at a time by key (the file's first rows by
 * offset over the index, then each read after the last row read). Null when the file does not exist, decided
 * before anything is sent.
 */
export async function streamSitemapFile(
  db: Db,
  kind: SitemapKind,
  number: number,
  options: SitemapOptions,
  logger: Logger,
): Promise<ReadableStream<Uint8Array> | null> {
  const now = options.now ?? new Date();
  const perFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const file = {
    head: `${XML_HEAD}<urlset ${NAMESPACE}>\n`,
    tail: "</urlset>\n",
    logger,
    failure: "site haritası yazılırken okunamadı",
  };
  if (kind === "pages") {
    if (number !== 1) return null;
    const body = [...staticPages(todayOf(now)), ...(await operatorPages(db))]
      .map((e) => urlElement(options.siteUrl, e))
      .join("");
    return streamBatches(
      (async function* () {
        yield body;
      })(),
      file,
    );
  }
  const source = STORED_KINDS[kind];
  const read = Math.min(ROWS_PER_READ, perFile);
  const first = await source.rows(db, now, { offset: (number - 1) * perFile }, read);
  if (first.length === 0) return null;
  const text = (rows: SitemapRow[]) =>
    rows.map((row) => urlElement(options.siteUrl, { ...row, ...source.rule })).join("");
  async function* batches() {
    let rows = first;
    let left = perFile;
    for (;;) {
      yield text(rows);
      left -= rows.length;
      const last = rows.at(-1);
      if (left <= 0 || !last || rows.length < read) return;
      rows = await source.rows(db, now, { after: last }, Math.min(read, left));
      if (rows.length === 0) return;
    }
  }
  return streamBatches(batches(), file);
}

/** `lastmod` is the row's own updated_at (W3C date-time); the static pages' is today's date. */
function urlElement(siteUrl: string, e: SitemapEntry): string {
  return `  <url><loc>${escapeXml(siteUrl + e.path)}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>\n`;
}

function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

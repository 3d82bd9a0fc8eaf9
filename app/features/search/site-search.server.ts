import { type AliasedRawBuilder, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { isPostgres } from "../../utils/folded-sql.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { pageWindow } from "../../utils/paging.ts";
import { postPath } from "../blog/public.ts";
import { casinoPath } from "../casinos/public.server.ts";
import { pagePath } from "../pages/public.ts";
import { pathOfPromotionRow, selectPromotionsWithPath, whereListedPromotion } from "../promotions/public.server.ts";
import {
  excerptAround,
  type Highlighted,
  highlightWords,
  holdsAnyWord,
  isPrefixWord,
  queryWords,
} from "./highlight.ts";
import { SEARCH_CANDIDATES, type SearchKind } from "./search-texts.ts";

/** The site search (/ara): one query over every public content kind, on migration 0032's index. */

/** More words than this are left out of the question: nobody types more, and each costs the index a lookup. */
const SEARCH_MAX_WORDS = 8;
/** Results of one kind on the grouped page, and on a page of one kind. */
export const SEARCH_GROUP_SIZE = 5;
export const SEARCH_PAGE_SIZE = 20;

export interface SearchHit {
  href: string;
  title: Highlighted;
  text: Highlighted;
  /** A short line under the title (a promotion's casino, a post's category). */
  meta: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
  total: number;
  /** More than SEARCH_CANDIDATES matched: `total` is a lower bound ("1000+"). */
  capped: boolean;
  page: number;
  pageCount: number;
}

/** The matched documents of one kind, best first: `m.ref_id` and `m.score` (higher is better). */
type Matches = AliasedRawBuilder<{ ref_id: string; score: number; candidates: number | string }, "m">;

interface KindSearch {
  db: Db;
  matches: Matches;
  now: Date;
  limit: number;
  offset: number;
}

interface FoundRows<Row> {
  rows: Row[];
  /** More matches than the index was asked for: `total` counts the first SEARCH_CANDIDATES only. */
  capped: boolean;
  /** The kind's match count, carried on every row of the page; 0 when the page is empty. */
  total: number;
}

/**
 * One content kind of the search: how its shown rows are read beside their matches and made into hits. A new kind
 * (the coming pages) is one more entry here plus its source in the index (db/migrations/0032, addSearchSource).
 */
interface SearchKindDeclaration<Row> {
  kind: SearchKind;
  find(search: KindSearch): Promise<FoundRows<Row>>;
  hit(row: Row, words: readonly string[]): SearchHit;
}

function declare<Row>(declaration: SearchKindDeclaration<Row>): SearchKindDeclaration<unknown> {
  return declaration as SearchKindDeclaration<unknown>;
}

const total = () => sql<number | string>`count(*) over ()`.as("total");
const candidates = "m.candidates" as const;

function found<Row extends { total: number | string; candidates: number | string }>(rows: Row[]): FoundRows<Row> {
  const first = rows[0];
  return {
    rows,
    total: first ? Math.min(Number(first.total), SEARCH_CANDIDATES) : 0,
    capped: first ? Number(first.candidates) > SEARCH_CANDIDATES : false,
  };
}

function hitOf(href: string, title: string, text: string, meta: string | null, words: readonly string[]): SearchHit {
  return {
    href,
    title: highlightWords(title, words),
    text: highlightWords(excerptAround(text, words), words),
    meta,
  };
}

/**
 * The kinds in the order the grouped page shows them: casinos (a name is the likeliest query), offers, posts, pages
 * (published only; a page's visibility is asked at search time, as a post's).
 */
const SEARCH_KINDS: ReadonlyArray<SearchKindDeclaration<unknown>> = [
  declare({
    kind: "casino",
    async find({ db, matches, limit, offset }) {
      const rows = await db
        .selectFrom(matches)
        .innerJoin("casinos as r", "r.id", "m.ref_id")
        .select(["r.name", "r.slug", "r.description", candidates, total()])
        .orderBy("m.score", "desc")
        .orderBy("r.sort_folded")
        .orderBy("r.id")
        .limit(limit)
        .offset(offset)
        .execute();
      return found(rows);
    },
    hit: (row, words) => hitOf(casinoPath(row), row.name, htmlToText(row.description), null, words),
  }),
  declare({
    kind: "promotion",
    async find({ db, matches, now, limit, offset }) {
      const rows = await selectPromotionsWithPath(db)
        .innerJoin(matches, "m.ref_id", "p.id")
        .where(whereListedPromotion(now))
        .select(["p.title", "p.description", "c.name as casino_name", candidates, total()])
        .orderBy("m.score", "desc")
        .orderBy("p.sort_folded")
        .orderBy("p.id")
        .limit(limit)
        .offset(offset)
        .execute();
      return found(rows);
    },
    hit: (row, words) => hitOf(pathOfPromotionRow(row), row.title, htmlToText(row.description), row.casino_name, words),
  }),
  declare({
    kind: "post",
    async find({ db, matches, limit, offset }) {
      const rows = await db
        .selectFrom(matches)
        .innerJoin("blog_posts as r", "r.id", "m.ref_id")
        .where("r.is_published", "=", true)
        .select(["r.id", "r.slug", "r.title", "r.excerpt", "r.content", "r.category", candidates, total()])
        .orderBy("m.score", "desc")
        .orderBy("r.sort_folded")
        .orderBy("r.id")
        .limit(limit)
        .offset(offset)
        .execute();
      return found(rows);
    },
    // The excerpt, unless only the body holds the words.
    hit: (row, words) => {
      const excerpt = htmlToText(row.excerpt);
      const text = excerpt && holdsAnyWord(excerpt, words) ? excerpt : htmlToText(row.content) || excerpt;
      return hitOf(postPath(row), row.title, text, row.category, words);
    },
  }),
  declare({
    kind: "page",
    async find({ db, matches, limit, offset }) {
      const rows = await db
        .selectFrom(matches)
        .innerJoin("pages as r", "r.id", "m.ref_id")
        .where("r.is_published", "=", true)
        .select(["r.slug", "r.title", "r.content", candidates, total()])
        .orderBy("m.score", "desc")
        .orderBy("r.slug")
        .limit(limit)
        .offset(offset)
        .execute();
      return found(rows);
    },
    hit: (row, words) => hitOf(pagePath(row), row.title, htmlToText(row.content), null, words),
  }),
];

/**
 * The documents of `kind` holding every word as a word prefix (a one-letter word as a whole word), with their score: a title match first (SQLite's
 * bm25 weighs the title a hundred times the body; PostgreSQL adds one for a match in the title, weight A, to its
 * rank), then how well the text matches.
 */
function matchesOf(db: Db, kind: SearchKind, words: readonly string[], phrase: string): Matches {
  const limit = SEARCH_CANDIDATES + 1;
  if (isPostgres(db)) {
    // The kind as a literal: each kind has its own partial index, which a parameter would not let the planner pick.
    const query = tsQuery(words, "");
    return sql<{ ref_id: string; score: number; candidates: number | string }>`(
      select c.ref_id, (case when c.document @@ ${tsQuery(words, "A")} then 1 else 0 end)
        + ts_rank(c.document, ${query}) as score, count(*) over () as candidates
      from (select d.ref_id, d.document from search_documents d
        where d.kind = ${sql.lit(kind)} and d.document @@ ${query} limit ${limit}) c)`.as("m");
  }
  // The kind narrows the match inside the index.
  const match = `kind : ${kind} AND {title body} : (${phrase})`;
  return sql<{ ref_id: string; score: number; candidates: number | string }>`(
    select d.ref_id, c.score, count(*) over () as candidates
    from (select rowid, -bm25(search_index, 0.0, 100.0, 1.0) as score from search_index
      where search_index match ${match} order by rowid desc limit ${limit}) c
    join search_documents d on d.id = c.rowid)`.as("m");
}

/**
 * The index's own prefix lists: FTS5 keeps the words' beginnings of two and three letters (0032's `prefix = '2 3'`).
 * A longer beginning asked as `"word"*` makes FTS5 merge the whole lists of every indexed word starting so, for each
 * kind and again for bm25's weight of it (a word in most documents: 20–30 ms each time at 100,000 posts).
 */
const INDEXED_PREFIX_MAX = 3;
/** A beginning shared by more indexed words than this is asked as a prefix: an OR of that many lists costs as much. */
const PREFIX_TERMS_MAX = 64;

/**
 * SQLite's MATCH for every word, quoted (taken as text, never as FTS5 syntax): a one-letter word whole, a short one
 * as a prefix on the index's prefix lists, a longer one as the indexed words that begin with it, read from the
 * index's vocabulary (`temp.search_terms`, each connection's own) once per search. FTS5 then walks those lists from
 * the newest document and stops after the candidates, instead of merging them whole. The same documents match: a
 * word starting with the query word is in the vocabulary's range (words of letters a–z and digits, as the tokenizer
 * stores them; any other word keeps the prefix question).
 */
async function ftsPhrase(db: Db, words: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    words.map(async (word) => {
      if (!isPrefixWord(word)) return `"${word}"`;
      if (word.length <= INDEXED_PREFIX_MAX || !/^[a-z0-9]+$/.test(word)) return `"${word}"*`;
      const next = word.slice(0, -1) + String.fromCharCode(word.charCodeAt(word.length - 1) + 1);
      const { rows } = await sql<{ term: string }>`select term from temp.search_terms
        where term >= ${word} and term < ${next} order by term limit ${PREFIX_TERMS_MAX + 1}`.execute(db);
      if (rows.length === 0 || rows.length > PREFIX_TERMS_MAX) return `"${word}"*`;
      return rows.length === 1 ? `"${rows[0]?.term}"` : `(${rows.map((row) => `"${row.term}"`).join(" OR ")})`;
    }),
  );
  return parts.join(" AND ");
}

/**
 * PostgreSQL's question for every word ('simple' configuration, as the documents were made): a prefix (`word:*`), a
 * one-letter word whole; `weight` "A" asks for the title only. The words are letters and digits (queryWords), so no
 * tsquery syntax can reach it.
 */
function tsQuery(words: readonly string[], weight: "" | "A") {
  const terms = words.map((word) => (isPrefixWord(word) ? `${word}:*${weight}` : weight ? `${word}:${weight}` : word));
  return sql`to_tsquery('simple', ${terms.join(" & ")})`;
}

interface SiteSearch {
  q: string;
  /** One kind, paged; without it, the first few of every kind. */
  kind?: SearchKind | null;
  page?: number;
  now?: Date;
}

interface SiteSearchResult {
  /** The folded words searched for; empty when the query has none (nothing is searched). */
  words: string[];
  groups: SearchGroup[];
}

/** /ara: the shown things matching every word of `q`, grouped by kind, best first, with the words marked. */
export async function searchSite(db: Db, search: SiteSearch): Promise<SiteSearchResult> {
  const words = queryWords(search.q, SEARCH_MAX_WORDS);
  if (words.length === 0) return { words, groups: [] };
  const now = search.now ?? new Date();
  const kinds = search.kind ? SEARCH_KINDS.filter((kind) => kind.kind === search.kind) : SEARCH_KINDS;
  const pageSize = search.kind ? SEARCH_PAGE_SIZE : SEARCH_GROUP_SIZE;
  const phrase = isPostgres(db) ? "" : await ftsPhrase(db, words);
  const groups = await Promise.all(
    kinds.map(async (declaration): Promise<SearchGroup> => {
      const matches = matchesOf(db, declaration.kind, words, phrase);
      const read = (page: number) =>
        declaration.find({ db, matches, now, limit: pageSize, offset: (page - 1) * pageSize });
      let page = search.kind ? Math.max(1, Math.floor(search.page ?? 1)) : 1;
      let result = await read(page);
      // Past the last page: the last page, as every paged list answers an old or edited address.
      if (result.rows.length === 0 && page > 1) {
        const first = await read(1);
        const window = pageWindow(first.total, page, pageSize);
        page = window.page;
        result = page === 1 ? first : await read(page);
      }
      const window = pageWindow(result.total, page, pageSize);
      return {
        kind: declaration.kind,
        hits: result.rows.map((row) => declaration.hit(row, words)),
        total: result.total,
        capped: result.capped,
        page: window.page,
        pageCount: window.pageCount,
      };
    }),
  );
  return { words, groups };
}

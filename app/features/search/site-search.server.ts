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

/** The site search (/ara): one query over every public content kind, on migration 0032's documents and 0047's indexes. */

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
  /** More than SEARCH_CANDIDATES matched: `total` is a lower bound ("200+"). */
  capped: boolean;
  page: number;
  pageCount: number;
}

/**
 * The matched documents of one kind: `m.ref_id`, `m.score` (1 when the title holds every word, else 0) and
 * `m.doc_id` (the document's id: a later one is newer), with the count of candidates.
 */
type Matches = AliasedRawBuilder<
  { ref_id: string; score: number; doc_id: number | string; candidates: number | string },
  "m"
>;

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
 * is one more entry here plus its source in the index (db/migrations/0032 addSearchSource, 0047 addKindIndex).
 */
interface SearchKindDeclaration<Row> {
  kind: SearchKind;
  find(search: KindSearch): Promise<FoundRows<Row>>;
  hit(row: Row, words: readonly string[]): SearchHit;
}

function declare<Row>(declaration: SearchKindDeclaration<Row>): SearchKindDeclaration<unknown> {
  return declaration as SearchKindDeclaration<unknown>;
}

/**
 * The columns of a page of shown matches, best first: title matches, then the newest. The count is taken over the
 * shown matches before the page is cut, reading only the matches and what tells whether each is shown (covering
 * indexes on SQLite); the shown columns are read for the page's rows only, after. The source table is cross-joined
 * to the matches: SQLite then reads the matches first and looks each row up (it cannot tell the matches are few, and
 * otherwise read every published post to probe them); PostgreSQL plans it as the inner join it is.
 */
const rankedColumns = [
  "m.ref_id",
  "m.score",
  "m.doc_id",
  "m.candidates",
  sql<number | string>`count(*) over ()`.as("total"),
] as const;

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
      const page = db
        .selectFrom(matches)
        .select(rankedColumns)
        .orderBy("m.score", "desc")
        .orderBy("m.doc_id", "desc")
        .limit(limit)
        .offset(offset);
      const rows = await db
        .selectFrom(page.as("h"))
        .innerJoin("casinos as r", "r.id", "h.ref_id")
        .select(["r.name", "r.slug", "r.description", "h.candidates", "h.total"])
        .orderBy("h.score", "desc")
        .orderBy("h.doc_id", "desc")
        .execute();
      return found(rows);
    },
    hit: (row, words) => hitOf(casinoPath(row), row.name, htmlToText(row.description), null, words),
  }),
  declare({
    kind: "promotion",
    async find({ db, matches, now, limit, offset }) {
      const page = db
        .selectFrom(matches)
        .crossJoin("promotions as p")
        .whereRef("p.id", "=", "m.ref_id")
        .where(whereListedPromotion(now))
        .select(rankedColumns)
        .orderBy("m.score", "desc")
        .orderBy("m.doc_id", "desc")
        .limit(limit)
        .offset(offset);
      const rows = await selectPromotionsWithPath(db)
        .innerJoin(page.as("h"), "h.ref_id", "p.id")
        .select(["p.title", "p.description", "c.name as casino_name", "h.candidates", "h.total"])
        .orderBy("h.score", "desc")
        .orderBy("h.doc_id", "desc")
        .execute();
      return found(rows);
    },
    hit: (row, words) => hitOf(pathOfPromotionRow(row), row.title, htmlToText(row.description), row.casino_name, words),
  }),
  declare({
    kind: "post",
    async find({ db, matches, limit, offset }) {
      const page = db
        .selectFrom(matches)
        .crossJoin("blog_posts as v")
        .whereRef("v.id", "=", "m.ref_id")
        .where("v.is_published", "=", true)
        .select(rankedColumns)
        .orderBy("m.score", "desc")
        .orderBy("m.doc_id", "desc")
        .limit(limit)
        .offset(offset);
      const rows = await db
        .selectFrom(page.as("h"))
        .innerJoin("blog_posts as r", "r.id", "h.ref_id")
        .select(["r.id", "r.slug", "r.title", "r.excerpt", "r.content", "r.category", "h.candidates", "h.total"])
        .orderBy("h.score", "desc")
        .orderBy("h.doc_id", "desc")
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
      const page = db
        .selectFrom(matches)
        .crossJoin("pages as v")
        .whereRef("v.id", "=", "m.ref_id")
        .where("v.is_published", "=", true)
        .select(rankedColumns)
        .orderBy("m.score", "desc")
        .orderBy("m.doc_id", "desc")
        .limit(limit)
        .offset(offset);
      const rows = await db
        .selectFrom(page.as("h"))
        .innerJoin("pages as r", "r.id", "h.ref_id")
        .select(["r.slug", "r.title", "r.content", "h.candidates", "h.total"])
        .orderBy("h.score", "desc")
        .orderBy("h.doc_id", "desc")
        .execute();
      return found(rows);
    },
    hit: (row, words) => hitOf(pagePath(row), row.title, htmlToText(row.content), null, words),
  }),
];

/**
 * The newest SEARCH_CANDIDATES + 1 documents of `kind` holding every word as a word prefix (a one-letter word as a
 * whole word), each scored 1 when its title holds every word. Neither engine weighs words across the index (bm25,
 * ts_rank): that counted every document holding each word, most of a search's cost for a common word.
 */
function matchesOf(db: Db, kind: SearchKind, question: string | null): Matches {
  const limit = SEARCH_CANDIDATES + 1;
  if (isPostgres(db)) {
    // The kind as a literal: each kind has its own partial index, which a parameter would not let the planner pick.
    // For a common word the planner walks the kind's ids from the newest and stops after the candidates (each check
    // reads the row's small `words`); for a rare one it reads the kind's GIN index. No question: a word no document
    // of the kind holds, nothing to read.
    const query = sql`${question ?? ""}::tsquery`;
    const where = question === null ? sql`false` : sql`d.kind = ${sql.lit(kind)} and d.words @@ ${query}`;
    return sql<{ ref_id: string; score: number; doc_id: string; candidates: string }>`(
      select c.ref_id, c.id as doc_id, case when c.title_words @@ ${query} then 1 else 0 end as score,
        count(*) over () as candidates
      from (select d.id, d.ref_id, d.title_words from search_documents d
        where ${where} order by d.id desc limit ${limit}) c)`.as("m");
  }
  // The title matches are asked only back to the oldest candidate: a title holding every word is a match, so there
  // are no more of them than candidates.
  const phrase = question ?? "";
  const index = sql.table(`search_index_${kind}`);
  return sql<{ ref_id: string; score: number; doc_id: number; candidates: number }>`(
    with c as materialized (select rowid as id from ${index} where ${index} match ${phrase}
        order by rowid desc limit ${limit}),
      t as materialized (select rowid as id from ${index} where ${index} match ${`{title} : (${phrase})`}
        and rowid >= (select min(id) from c))
    select d.ref_id, d.id as doc_id, (c.id in (select id from t)) as score, count(*) over () as candidates
    from c join search_documents d indexed by search_documents_id_ref_idx on d.id = c.id)`.as("m");
}

/**
 * The index's own prefix lists: FTS5 keeps the words' beginnings of two and three letters (`prefix = '2 3'`).
 * A longer beginning asked as `"word"*` makes FTS5 merge the whole lists of every indexed word starting so
 * (a word in most documents: 20–30 ms at 100,000 posts).
 */
const INDEXED_PREFIX_MAX = 3;
/** A beginning shared by more indexed words than this is asked as a prefix: an OR of that many lists costs as much. */
const PREFIX_TERMS_MAX = 64;

/**
 * SQLite's MATCH for every word, quoted (taken as text, never as FTS5 syntax): a one-letter word whole, a short one
 * as a prefix on the index's prefix lists, a longer one as the words of the kind's index that begin with it, read
 * from that index's vocabulary (`temp.search_terms_<kind>`, each connection's own) word by word: its 'instance' rows
 * are read from the first of each word only, where a 'row' vocabulary counts each word's whole list (4 ms for the
 * 19 words beginning with "bonus" in 100,000 posts, against 1). FTS5 then walks those lists from
 * the newest document and stops after the candidates, instead of merging them whole. The same documents match: a
 * word starting with the query word is in the vocabulary's range (words of letters a–z and digits, as the tokenizer
 * stores them; any other word keeps the prefix question).
 */
async function ftsPhrase(db: Db, kind: SearchKind, words: readonly string[]): Promise<string> {
  const terms = sql.table(`temp.search_terms_${kind}`);
  const parts = await Promise.all(
    words.map(async (word) => {
      if (!isPrefixWord(word)) return `"${word}"`;
      if (word.length <= INDEXED_PREFIX_MAX || !/^[a-z0-9]+$/.test(word)) return `"${word}"*`;
      const next = word.slice(0, -1) + String.fromCharCode(word.charCodeAt(word.length - 1) + 1);
      // From each word to the next: `term >= word || char(1)` is the first word after it (no word holds char(0)).
      const { rows } = await sql<{ term: string }>`with recursive w(term) as (
          select (select term from ${terms} where term >= ${word} and term < ${next} limit 1)
          union all
          select (select term from ${terms} where term >= w.term || char(1) and term < ${next} limit 1)
          from w where w.term is not null limit ${PREFIX_TERMS_MAX + 2})
        select term from w where term is not null`.execute(db);
      if (rows.length === 0 || rows.length > PREFIX_TERMS_MAX) return `"${word}"*`;
      return rows.length === 1 ? `"${rows[0]?.term}"` : `(${rows.map((row) => `"${row.term}"`).join(" OR ")})`;
    }),
  );
  return parts.join(" AND ");
}

/** The first text after every text that begins with `word`, in code point order (PostgreSQL's "C" collation). */
function pastPrefix(word: string): string {
  const letters = [...word];
  const last = letters.pop() ?? "";
  return letters.join("") + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** One lexeme as itself, several as their OR. */
function orOf(lexemes: readonly string[]): string {
  return lexemes.length === 1 ? (lexemes[0] ?? "") : `(${lexemes.join(" | ")})`;
}

/** A lexeme as tsquery input takes it literally: quoted, its quotes doubled and its backslashes escaped. */
function tsLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * PostgreSQL's question of each kind for every word ('simple' configuration, as the documents were made), or null
 * when a word begins no word the kind's documents have held. A word's beginning is asked as the exact words of the
 * kind's word list (`search_words`, every word its documents have held) that begin with it: GIN reads a prefix
 * (`bonus:*`) by building the bitmap of every document holding any of them before intersecting it with the other
 * words, where it intersects exact words rarest first and stops. A beginning shared by more words than
 * PREFIX_TERMS_MAX stays a prefix; a one-letter word is asked whole. The list keeps no counts (they cost every write),
 * so the words are put in the order a rare one is likelier first: the fewest exact forms, then the longest; a row's
 * check on the walk of a common query then fails early.
 */
async function postgresQuestions(
  db: Db,
  kinds: readonly SearchKind[],
  words: readonly string[],
): Promise<Map<SearchKind, string | null>> {
  // A one-letter word's range holds itself only: no stored word holds char(1). The lists are VALUES, whose rows
  // the planner counts (a set-returning function is guessed at 100 rows, and the guessed cost had JIT compile it).
  const ends = words.map((word) => (isPrefixWord(word) ? pastPrefix(word) : `${word}\u0001`));
  const { rows } = await sql<{ kind: SearchKind; i: number; word: string }>`
    select k.kind, q.i, s.word
    from (values ${sql.join(kinds.map((kind) => sql`(${kind})`))}) as k(kind)
    cross join (values ${sql.join(words.map((word, index) => sql`(${index + 1}, ${word}, ${ends[index]})`))})
      as q(i, word, past)
    cross join lateral (select s.word from search_words s
      where s.kind = k.kind and s.word >= q.word collate "C" and s.word < q.past collate "C"
      order by s.word limit ${PREFIX_TERMS_MAX + 1}) s`.execute(db);
  const questions = new Map<SearchKind, string | null>();
  for (const kind of kinds) {
    const terms = words.map((word, index) => {
      const forms = rows.filter((row) => row.kind === kind && Number(row.i) === index + 1);
      const term =
        forms.length > PREFIX_TERMS_MAX ? `${tsLexeme(word)}:*` : orOf(forms.map((form) => tsLexeme(form.word)));
      return { forms: forms.length, length: word.length, term };
    });
    questions.set(
      kind,
      terms.some((term) => term.forms === 0)
        ? null
        : terms
            .sort((a, b) => a.forms - b.forms || b.length - a.length)
            .map((term) => term.term)
            .join(" & "),
    );
  }
  return questions;
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
  const questions = isPostgres(db)
    ? await postgresQuestions(
        db,
        kinds.map((kind) => kind.kind),
        words,
      )
    : null;
  const groups = await Promise.all(
    kinds.map(async (declaration): Promise<SearchGroup> => {
      const question = questions
        ? (questions.get(declaration.kind) ?? null)
        : await ftsPhrase(db, declaration.kind, words);
      const matches = matchesOf(db, declaration.kind, question);
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

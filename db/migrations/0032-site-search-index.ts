import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * The site search's index (/ara, issue #35 "Feeds and search", issue #36 §5).
 *
 * One row per searchable thing in `search_documents`: its kind, its row's id, and its folded title and body (the
 * same Turkish fold as the admin lists' `search_folded`, turkish-fold.ts), so "IŞIK", "ışık" and "isik" are one word
 * to the index. SQLite indexes the rows with FTS5 (an external-content table, `search_index`, kept in step by
 * triggers on `search_documents`); PostgreSQL with a stored `tsvector` (title weighted A, body D) under a GIN index.
 * Both tokenize words, and the search asks for word prefixes ("bonus" finds "bonuslar"), so the engines agree.
 *
 * Each source table keeps its documents current itself: triggers after insert, after an update of a searched column
 * and after delete, so no write path (a service save, a bulk write, a CSV import, a restored backup) can forget
 * them. Whether a thing is shown (an active, unexpired promotion, a published post) is asked at search time from the
 * source row, not written into the index: expiry and scheduled publishing change that without a write.
 *
 * A new kind (the coming 'Sayfa' pages) joins with one `addSearchSource` call in its own migration.
 */
export function siteSearchIndexMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await createSearchDocuments(db, engine);
      for (const source of SEARCH_SOURCES_0032) await addSearchSource(db, engine, source);
      // A promotion's body holds its casino's name: renaming the casino rewrites its promotions' documents. PostgreSQL
      // fires a table's AFTER triggers in name order: this one must come after casinos_promotions_folded, which locks
      // the promotions' rows, so that a casino save locks promotion then document, as a promotion save does (the
      // other order deadlocked against a concurrent promotion save in the attack run).
      await createTrigger(db, engine, {
        name: "casinos_search_documents",
        table: "casinos",
        event: sql`update of name`,
        body: sql`update search_documents set (title, body) = (${documentSelect(PROMOTIONS, sql`search_documents.ref_id`)})
          where kind = 'promotion' and ref_id in (select id from promotions where casino_id = new.id)`,
      });
    },
  };
}

export interface SearchSource {
  /** The kind's key in `search_documents.kind`: letters only, so it is one token to FTS5. */
  kind: string;
  table: string;
  /** The columns whose change rewrites the document. */
  columns: string[];
  /** The title, from the source row aliased `r`. */
  title: RawBuilder<string | null>;
  /** The searched text besides the title (one piece per field), from the source row aliased `r`. */
  body: RawBuilder<string | null>[];
}

const r = (column: string) => sql.ref<string | null>(`r.${column}`);

/**
 * The Turkish fold as it stood when this migration landed (app/utils/turkish-fold.ts then), copied so that a later
 * change to the application's fold cannot change what this migration creates: a new fold needs a new migration that
 * rewrites the triggers and the documents.
 */
const FOLD_PAIRS_0032: ReadonlyArray<readonly [string, string]> = [
  ["İ", "i"],
  ["I", "i"],
  ["ı", "i"],
  ["Ş", "s"],
  ["ş", "s"],
  ["Ğ", "g"],
  ["ğ", "g"],
  ["Ü", "u"],
  ["ü", "u"],
  ["Ö", "o"],
  ["ö", "o"],
  ["Ç", "c"],
  ["ç", "c"],
  ["Â", "a"],
  ["â", "a"],
  ["Î", "i"],
  ["î", "i"],
  ["Û", "u"],
  ["û", "u"],
];

/** The fold in SQL: nested replace() for the Turkish letters, then lower() (SQLite's lower() knows only ASCII). */
function foldedSql(value: RawBuilder<string | null>): RawBuilder<string> {
  let folded: RawBuilder<string> = sql<string>`coalesce(${value}, '')`;
  for (const [from, to] of FOLD_PAIRS_0032) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return sql<string>`lower(${folded})`;
}

/**
 * HTML as words: the editor's tags (sanitize-html.server.ts) are taken out and any other tag's brackets become
 * spaces, with the same replace() chain on both engines (SQLite has no regular expressions).
 */
export function htmlWordsSql(html: RawBuilder<string | null>): RawBuilder<string> {
  // Inline marks go without a trace ("<em>dün</em>ya" is one word); block tags part words.
  const tags: [string, string][] = [
    ...["strong", "b", "em", "i", "u", "s"].map((tag): [string, string] => [tag, ""]),
    ...["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "blockquote"].map((tag): [string, string] => [tag, " "]),
  ];
  let text: RawBuilder<string> = sql<string>`coalesce(${html}, '')`;
  for (const [tag, by] of tags) {
    text = sql<string>`replace(replace(${text}, ${sql.lit(`<${tag}>`)}, ${sql.lit(by)}), ${sql.lit(`</${tag}>`)}, ${sql.lit(by)})`;
  }
  for (const [from, to] of [
    ["<", " <"],
    [">", "> "],
    ["&amp;", "&"],
    ["&nbsp;", " "],
  ] as const) {
    text = sql<string>`replace(${text}, ${sql.lit(from)}, ${sql.lit(to)})`;
  }
  return text;
}

const PROMOTIONS: SearchSource = {
  kind: "promotion",
  table: "promotions",
  columns: ["title", "description", "terms", "category", "casino_id"],
  title: r("title"),
  body: [
    sql`(select c.name from casinos c where c.id = r.casino_id)`,
    r("category"),
    htmlWordsSql(r("description")),
    sql`cast(r.terms as text)`,
  ],
};

/** The kinds indexed by this migration; later kinds bring their own declaration. */
const SEARCH_SOURCES_0032: SearchSource[] = [
  PROMOTIONS,
  {
    kind: "casino",
    table: "casinos",
    columns: ["name", "description", "details"],
    title: r("name"),
    body: [htmlWordsSql(r("description")), htmlWordsSql(r("details"))],
  },
  {
    kind: "post",
    table: "blog_posts",
    columns: ["title", "excerpt", "content", "category"],
    title: r("title"),
    body: [r("category"), htmlWordsSql(r("excerpt")), htmlWordsSql(r("content"))],
  },
];

/** `select <folded title>, <folded body> from <table> r where r.id = <id>`: a source row's document. */
function documentSelect(source: SearchSource, id: RawBuilder<unknown>): RawBuilder<unknown> {
  const body = sql.join(
    source.body.map((piece) => foldedSql(piece)),
    sql` || ${sql.lit("\n")} || `,
  );
  return sql`select ${foldedSql(source.title)}, ${body} from ${sql.table(source.table)} r where r.id = ${id}`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
async function createSearchDocuments(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine === "sqlite") {
    await sql`create table search_documents (
      id integer primary key, kind text not null, ref_id text not null, title text not null, body text not null
    )`.execute(db);
    // The kind is a column of the index too, so a search of one kind is narrowed inside FTS5 (`kind : post AND …`).
    await sql`create virtual table search_index using fts5(
      kind, title, body, content = 'search_documents', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
    await sql`create trigger search_documents_insert after insert on search_documents begin
      insert into search_index (rowid, kind, title, body) values (new.id, new.kind, new.title, new.body); end`.execute(
      db,
    );
    await sql`create trigger search_documents_delete after delete on search_documents begin
      insert into search_index (search_index, rowid, kind, title, body) values ('delete', old.id, old.kind, old.title, old.body); end`.execute(
      db,
    );
    await sql`create trigger search_documents_update after update on search_documents begin
      insert into search_index (search_index, rowid, kind, title, body) values ('delete', old.id, old.kind, old.title, old.body);
      insert into search_index (rowid, kind, title, body) values (new.id, new.kind, new.title, new.body); end`.execute(
      db,
    );
  } else {
    await sql`create table search_documents (
      id bigint generated always as identity primary key,
      kind text not null, ref_id text not null, title text not null, body text not null,
      document tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, body), 'D')
      ) stored
    )`.execute(db);
    // One index per kind: a search of the casinos does not wade through the posts' matches to find them.
    for (const kind of ["casino", "promotion", "post"]) await createKindIndex(db, kind);
  }
  await sql`create unique index search_documents_ref_idx on search_documents (kind, ref_id)`.execute(db);
}

/** PostgreSQL: the GIN index of one kind's documents (a search names its kind as a literal, so it is chosen). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
export async function createKindIndex(db: Kysely<any>, kind: string): Promise<void> {
  await sql`create index ${sql.id(`search_documents_${kind}_idx`)} on search_documents using gin (document)
    where kind = ${sql.lit(kind)}`.execute(db);
}

/** Indexes a source's existing rows and keeps its documents current from now on. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
export async function addSearchSource(db: Kysely<any>, engine: Engine, source: SearchSource): Promise<void> {
  const kind = sql.lit(source.kind);
  const titleAndBody = (where: RawBuilder<unknown>) => {
    const body = sql.join(
      source.body.map((piece) => foldedSql(piece)),
      sql` || ${sql.lit("\n")} || `,
    );
    return sql`select ${kind}, r.id, ${foldedSql(source.title)}, ${body} from ${sql.table(source.table)} r ${where}`;
  };
  await sql`insert into search_documents (kind, ref_id, title, body) ${titleAndBody(sql``)}`.execute(db);
  await createTrigger(db, engine, {
    name: `${source.table}_search_insert`,
    table: source.table,
    event: sql`insert`,
    body: sql`insert into search_documents (kind, ref_id, title, body) ${titleAndBody(sql`where r.id = new.id`)}`,
  });
  await createTrigger(db, engine, {
    name: `${source.table}_search_update`,
    table: source.table,
    event: sql`update of ${sql.join(source.columns.map((column) => sql.id(column)))}`,
    body: sql`update search_documents set (title, body) = (${documentSelect(source, sql`new.id`)})
      where kind = ${kind} and ref_id = new.id`,
  });
  await createTrigger(db, engine, {
    name: `${source.table}_search_delete`,
    table: source.table,
    event: sql`delete`,
    body: sql`delete from search_documents where kind = ${kind} and ref_id = old.id`,
  });
}

/** An AFTER … FOR EACH ROW trigger running `body` (PostgreSQL: through a plpgsql function of the same name). */
async function createTrigger(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
  db: Kysely<any>,
  engine: Engine,
  trigger: { name: string; table: string; event: RawBuilder<unknown>; body: RawBuilder<unknown> },
): Promise<void> {
  if (engine === "sqlite") {
    await sql`create trigger ${sql.id(trigger.name)} after ${trigger.event} on ${sql.table(trigger.table)} for each row
      begin ${trigger.body}; end`.execute(db);
    return;
  }
  const fn = sql.id(`${trigger.name}_fn`);
  await sql`create function ${fn}() returns trigger language plpgsql as $$
    begin ${trigger.body}; return null; end $$`.execute(db);
  await sql`create trigger ${sql.id(trigger.name)} after ${trigger.event} on ${sql.table(trigger.table)}
    for each row execute function ${fn}()`.execute(db);
}

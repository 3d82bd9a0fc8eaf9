import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * Three searches that still read far more than their matches at scale (issue #36).
 *
 * SQLite, the admin promotions search of a query in many promotions or of one or two letters: its tab counts read the
 * trigram index's list of every match, or every promotion's row. `promotions_admin_search_idx` carries the searched
 * text in the list's default order, so the counts read its entries and a page in that order walks it, looking up only
 * its own rows.
 *
 * PostgreSQL, the admin blog search of a phrase in most posts: its tab counts read every post's row (112 MB at 100,000
 * posts). `blog_posts_admin_search_idx` carries the searched text beside the tabs' and the date filter's columns, so
 * the counts read its entries alone (an index-only scan). A b-tree entry holds at most 2,704 bytes and a title written
 * outside the form is unbounded, so the index holds only the posts whose text is at most 2,000 bytes; the others,
 * none in practice, are counted through `blog_posts_long_search_idx`.
 *
 * PostgreSQL, the trigram indexes of `/bonuslar?q=` (migrations 0046 and 0048): with GIN's "fast update" every write
 * is first queued in a pending list that each search reads whole until a vacuum merges it (up to 4 MB, 372 pages at
 * 20,000 offers after seeding: more than the search itself). Writes go into the index at once instead; a promotion's
 * write is an admin's, rare and small.
 */
export function adminSearchIndexesMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine === "sqlite") {
        await sql`create index promotions_admin_search_idx
          on promotions (created_at, id, is_active, expiry_date, search_folded)`.execute(db);
        await sql`analyze promotions`.execute(db);
        return;
      }
      await sql`create index blog_posts_admin_search_idx on blog_posts (is_published, created_at)
        include (search_folded) where octet_length(search_folded) <= 2000`.execute(db);
      await sql`create index blog_posts_long_search_idx on blog_posts (id)
        where octet_length(search_folded) > 2000`.execute(db);
      for (const index of ["promotions_listing_folded_trgm_idx", "promotion_listing_grams_idx"]) {
        const { rows } = await sql`select 1 from pg_class where relname = ${index} and relkind = 'i'`.execute(db);
        if (rows.length === 0) continue;
        await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
        await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
      }
      await sql`analyze blog_posts`.execute(db);
    },
  };
}

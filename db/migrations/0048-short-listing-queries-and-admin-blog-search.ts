import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * Two searches that read whole tables at scale (issue #36 §5).
 *
 * PostgreSQL, `/bonuslar?q=` of one or two letters: pg_trgm's index needs three characters, so such a query read every
 * listed promotion when it matched little (`x`: 22–106 ms of database time at 20,000 offers). The table
 * `promotion_listing_grams` holds, per promotion, every distinct one- and two-character piece of its stored
 * `listing_folded` (migration 0046) without whitespace, with a GIN index: a query of one or two letters is a substring
 * of the text exactly when it is one of its pieces, so the index gives the matches themselves. The pieces live in
 * their own narrow table, not in the promotion's row, so the list's other reads do not carry them; a trigger after the
 * write keeps them (0046's trigger fills `listing_folded` before it), and a promotion's delete takes its row (a
 * changed id carries it). SQLite needs none: a short query there is counted over the entries of 0046's covering index.
 *
 * SQLite, the admin blog search of a phrase in most posts or of one or two letters: its LIKE read every post's row
 * (about a page of text each; 270 ms for "12" at 100,000 posts), or the tab counts read the FTS5 index's whole list of
 * matches. `blog_posts_admin_search_idx` carries the searched text in the list's default order, so the counts read
 * its entries and a page in that order walks it, looking up only its own rows. PostgreSQL's admin search keeps
 * 0022's pg_trgm index.
 *
 * Frozen: the pieces are computed by the SQL function written here.
 */
export function shortListingQueriesAndAdminBlogSearchMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine === "sqlite") {
        // The admin blog list's LIKE reads this index's entries instead of the posts' rows (each about a page of text).
        await sql`create index blog_posts_admin_search_idx on blog_posts (created_at, id, is_published, search_folded)`.execute(
          db,
        );
        return;
      }
      await sql`create function promotion_listing_grams(listing text) returns text[]
        language sql immutable strict parallel safe as $$
          select coalesce(array_agg(distinct piece), '{}')
          from generate_series(1, char_length(listing)) as at,
            lateral unnest(array[substr(listing, at, 1), substr(listing, at, 2)]) as piece
          where piece !~ '[[:space:]]'
        $$`.execute(db);
      await sql`create table promotion_listing_grams (
        promotion_id text primary key references promotions (id) on delete cascade on update cascade,
        grams text[] not null
      )`.execute(db);
      await sql`insert into promotion_listing_grams (promotion_id, grams)
        select id, promotion_listing_grams(listing_folded) from promotions`.execute(db);
      await sql`create index promotion_listing_grams_idx on promotion_listing_grams using gin (grams)`.execute(db);
      await sql`create function promotion_listing_grams_fill() returns trigger language plpgsql as $$
        begin
          insert into promotion_listing_grams (promotion_id, grams)
            values (new.id, promotion_listing_grams(new.listing_folded))
            on conflict (promotion_id) do update set grams = excluded.grams;
          return null;
        end $$`.execute(db);
      await sql`create trigger promotion_listing_grams_fill after insert or update of title, description
        on promotions for each row execute function promotion_listing_grams_fill()`.execute(db);
      // The planner tells a letter in most offers (read in order) from a rare one (the index) by these statistics.
      await sql`analyze promotion_listing_grams`.execute(db);
    },
  };
}

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";
import { createTrigramExtension, type FrozenStep, runFrozenSteps } from "./0022-folded-list-columns.ts";

/**
 * The comments list's stored search text (issue #15), as 0022 gave the other worked lists: the folded
 * user name and comment, one line each, kept by a trigger after every insert and every update of either, backfilled
 * here, and on PostgreSQL served by a pg_trgm index when the server offers the extension. Comments sort by date,
 * rating or user name, so they get no `sort_folded`.
 *
 * Frozen like 0022: the fold is the SQL the application's fold generated when this migration landed.
 */
export function commentSearchColumnMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      const trigram = engine === "postgres" && (await createTrigramExtension(db));
      await runFrozenSteps(db, engine === "postgres" ? POSTGRES_STEPS : SQLITE_STEPS, trigram);
    },
  };
}

const SQLITE_STEPS: readonly FrozenStep[] = [
  'alter table "promotion_comments" add column "search_folded" text default \'\' not null',
  "update promotion_comments set search_folded = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"user_name\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) || '\n' || lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"comment\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u'))",
  "create trigger \"promotion_comments_folded_insert\" after insert on \"promotion_comments\" for each row\n        begin update promotion_comments set search_folded = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"user_name\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) || '\n' || lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"comment\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) where id = new.id; end",
  "create trigger \"promotion_comments_folded_update\" after update of \"user_name\", \"comment\" on \"promotion_comments\" for each row\n      begin update promotion_comments set search_folded = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"user_name\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) || '\n' || lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"comment\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) where id = new.id; end",
];

const POSTGRES_STEPS: readonly FrozenStep[] = [
  'alter table "promotion_comments" add column "search_folded" text default \'\' not null',
  "update promotion_comments set search_folded = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"user_name\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) || '\n' || lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"comment\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u'))",
  {
    withTrigram:
      "create index promotion_comments_search_folded_trgm_idx on promotion_comments\n          using gin (search_folded gin_trgm_ops)",
  },
  "create function \"promotion_comments_folded_refresh\"() returns trigger language plpgsql as $$\n    begin update promotion_comments set search_folded = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"user_name\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) || '\n' || lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(\"promotion_comments\".\"comment\", ''), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ş', 's'), 'ş', 's'), 'Ğ', 'g'), 'ğ', 'g'), 'Ü', 'u'), 'ü', 'u'), 'Ö', 'o'), 'ö', 'o'), 'Ç', 'c'), 'ç', 'c'), 'Â', 'a'), 'â', 'a'), 'Î', 'i'), 'î', 'i'), 'Û', 'u'), 'û', 'u')) where id = new.id; return null; end $$",
  'create trigger "promotion_comments_folded" after insert or update of "user_name", "comment" on "promotion_comments" for each row execute function "promotion_comments_folded_refresh"()',
];

import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * CSV import (issue #14): an uploaded file waits here between its preview and the operator's
 * confirmation, so nothing is written before 'İçe aktar' and a confirmation needs no second upload (it also works
 * without JavaScript and across instances). A row is deleted when it is imported or replaced; rows older than a
 * day are removed by the next preview.
 */
export function csvImportsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("csv_imports")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("admin_id", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}

import { type ColumnDataType, type Expression, type RawBuilder, sql } from "kysely";

export type Engine = "sqlite" | "postgres";

/** Column types and defaults that differ between the two engines, so one migration serves both. */
export function columnTypes(engine: Engine) {
  const pg = engine === "postgres";
  return {
    timestamp: (pg ? "timestamptz" : "text") as ColumnDataType,
    boolean: (pg ? "boolean" : "integer") as ColumnDataType,
    json: (pg ? "jsonb" : "text") as ColumnDataType,
    real: (pg ? "double precision" : "real") as ColumnDataType,
    bigint: (pg ? "bigint" : "integer") as ColumnDataType,
    now: (pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as RawBuilder<string>,
    bool: (value: boolean): Expression<unknown> => (pg ? sql.lit(value) : sql.lit(value ? 1 : 0)),
    emptyJsonArray: (pg ? sql`'[]'::jsonb` : sql`('[]')`) as RawBuilder<string>,
  };
}

import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface of Kysely's SqliteDialect.
 * Parameters are normalised here: Dates become ISO strings, arrays and objects JSON text, undefined null.
 */
export function asKyselySqliteDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sqlText: string) => wrapStatement(database.prepare(sqlText)),
  };
}

function wrapStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqliteParameters(parameters)),
    run: (parameters) => statement.run(...toSqliteParameters(parameters)),
    iterate: (parameters) => statement.iterate(...toSqliteParameters(parameters)),
  };
}

function toSqliteParameters(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") return value;
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Distinct SQL texts kept prepared; Kysely builds the same text for every run of a query, so a few hundred cover all. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface of Kysely's SqliteDialect.
 * Parameters are normalised here: Dates become ISO strings, arrays and objects JSON text, undefined null.
 * Prepared statements are kept by their SQL text (least recently used out past STATEMENT_CACHE_SIZE): SQLite
 * parses and plans a query once, not on every request.
 */
export function asKyselySqliteDatabase(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sqlText: string) => {
      const cached = statements.get(sqlText);
      if (cached) {
        statements.delete(sqlText);
        statements.set(sqlText, cached);
        return cached;
      }
      const statement = wrapStatement(database.prepare(sqlText));
      statements.set(sqlText, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
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
